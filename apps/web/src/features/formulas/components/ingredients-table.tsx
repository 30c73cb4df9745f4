import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Ingredient } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { TableFrame } from '@/components/table-frame';
import { tableSx } from '@/components/table-styles';
import { paths } from '@/config/paths';
import { formatNumber, formatQuantity } from '@/lib/format';

/** Ingredients in phase order; consecutive ingredients of one phase are mixed together. */
function groupByPhase(ingredients: Ingredient[]) {
  const groups: { phase: string | null; items: Ingredient[] }[] = [];
  for (const ingredient of ingredients) {
    const last = groups[groups.length - 1];
    if (last && last.phase === ingredient.phase) last.items.push(ingredient);
    else groups.push({ phase: ingredient.phase, items: [ingredient] });
  }
  return groups;
}

/**
 * The recipe: ingredient, quantity for the batch and percentage. A catalogue product links to its
 * page so the visitor can see prices and buy it.
 */
export function IngredientsTable({ ingredients }: { ingredients: Ingredient[] }) {
  const groups = groupByPhase(ingredients);
  const hasPhases = groups.some((group) => group.phase);
  const hasPercentages = ingredients.some((ingredient) => ingredient.percentage !== null);

  return (
    <TableFrame label="Ingredientes">
      <Box component="table" sx={tableSx} aria-label="Ingredientes">
        <thead>
          <tr>
            <th scope="col">Ingrediente</th>
            <th scope="col" className="numeric">
              Cantidad
            </th>
            {hasPercentages && (
              <th scope="col" className="numeric">
                %
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, index) => (
            <Fragment key={`${group.phase ?? 'sin-fase'}-${index}`}>
              {hasPhases && group.phase && (
                <tr>
                  <Box
                    component="th"
                    scope="rowgroup"
                    colSpan={hasPercentages ? 3 : 2}
                    sx={{ bgcolor: 'background.neutral', fontWeight: 700 }}
                  >
                    {group.phase}
                  </Box>
                </tr>
              )}
              {group.items.map((ingredient) => (
                <tr key={ingredient.id}>
                  <th scope="row">
                    {ingredient.product ? (
                      <Link
                        component={RouterLink}
                        to={paths.product.details(ingredient.product.slug)}
                        underline="hover"
                        sx={{ fontWeight: 600 }}
                      >
                        {ingredient.name}
                      </Link>
                    ) : (
                      ingredient.name
                    )}
                  </th>
                  <td className="numeric">{formatQuantity(ingredient.amount, ingredient.unit)}</td>
                  {hasPercentages && (
                    <td className="numeric">
                      {ingredient.percentage === null
                        ? '—'
                        : `${formatNumber(ingredient.percentage)} %`}
                    </td>
                  )}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </Box>
    </TableFrame>
  );
}
