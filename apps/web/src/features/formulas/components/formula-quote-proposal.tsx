import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Undo from '@mui/icons-material/Undo';
import {
  MAX_LINE_QUANTITY,
  type FormulaQuoteExcluded,
  type FormulaQuoteProduct,
  type Measure,
} from '@quimia/contracts';
import { paths } from '@/config/paths';
import { centsWithIva, formatQuantity, formatUsd } from '@/lib/format';

/** Quantities the visitor chose, by presentation id. */
export type Quantities = Record<string, number>;

/** An amount in the unit a person reads best: 0,25 kg as 250 g, 0,5 L as 500 mL. */
export function formatMeasure({ amount, unit }: Measure): string {
  if (unit === 'kg' && amount > 0 && amount < 1) return formatQuantity(amount * 1000, 'g');
  if (unit === 'L' && amount > 0 && amount < 1) return formatQuantity(amount * 1000, 'mL');
  return formatQuantity(amount, unit);
}

/** What one option costs a unit, with IVA and without it, never ambiguous. */
function unitPrice(priceCents: number, taxed: boolean, ivaRate: number): string {
  return taxed
    ? `${formatUsd(centsWithIva(priceCents, ivaRate))} c/u con IVA (${formatUsd(priceCents)} sin IVA)`
    : `${formatUsd(priceCents)} c/u, IVA 0 %`;
}

/** What the chosen packs hold against what the batch needs. */
function Coverage({ item, quantities }: { item: FormulaQuoteProduct; quantities: Quantities }) {
  const covered = item.options.reduce(
    (sum, option) => sum + (quantities[option.presentationId] ?? 0) * option.content.amount,
    0,
  );
  const unit = item.product.unit;
  const short = item.needed.amount - covered;
  if (covered === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No lo incluyes en la cotización.
      </Typography>
    );
  }
  if (short > 0.0005) {
    return (
      <Typography variant="body2" sx={{ color: 'warning.onPaper', fontWeight: 600 }}>
        Llevas {formatMeasure({ amount: covered, unit })}: faltan{' '}
        {formatMeasure({ amount: short, unit })} para el lote.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Llevas {formatMeasure({ amount: covered, unit })}
      {-short > 0.0005 ? `: sobran ${formatMeasure({ amount: -short, unit })}.` : ', lo justo.'}
    </Typography>
  );
}

/**
 * A product the batch needs: how much, for which ingredients, every priced presentation with the
 * proposed quantity (which the visitor changes), and what it covers.
 */
export function ProposedProduct({
  item,
  quantities,
  ivaRate,
  onChange,
}: {
  item: FormulaQuoteProduct;
  quantities: Quantities;
  ivaRate: number;
  /** New quantities of some presentations (the others stay). */
  onChange: (changes: Quantities) => void;
}) {
  const { product } = item;
  const included = item.options.some((option) => (quantities[option.presentationId] ?? 0) > 0);
  const forIngredients = item.ingredients
    .filter((ingredient) => ingredient.name !== product.name || item.ingredients.length > 1)
    .map(
      (ingredient) =>
        `${ingredient.name}${ingredient.phase ? ` (${ingredient.phase})` : ''}: ${formatMeasure(ingredient.needed)}`,
    );
  const headingId = `producto-${product.id}`;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h4">
            <Link href={paths.product.details(product.slug)} target="_blank" rel="noopener">
              {product.name}
            </Link>
          </Typography>
          <Typography variant="body2">
            Necesitas <strong>{formatMeasure(item.needed)}</strong>
            {forIngredients.length > 0 && ` · ${forIngredients.join(' · ')}`}
          </Typography>
        </Box>
        {included ? (
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutline />}
            onClick={() =>
              onChange(Object.fromEntries(item.options.map((option) => [option.presentationId, 0])))
            }
            aria-label={`Quitar ${product.name}`}
          >
            Quitar
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<Undo />}
            onClick={() =>
              onChange(
                Object.fromEntries(
                  item.options.map((option) => [option.presentationId, option.quantity]),
                ),
              )
            }
            aria-label={`Volver a agregar ${product.name}`}
          >
            Agregar
          </Button>
        )}
      </Stack>

      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {item.options.map((option) => {
          const quantity = quantities[option.presentationId] ?? 0;
          const multiple = option.saleMultiple ?? 1;
          const offMultiple = quantity % multiple !== 0;
          return (
            <Stack
              component="li"
              key={option.presentationId}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: quantity > 0 ? 600 : 400 }}>
                  {option.label}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {unitPrice(option.priceCents, product.ivaCode === 'iva', ivaRate)}
                  {multiple > 1 && ` · en múltiplos de ${multiple}`}
                </Typography>
              </Box>
              <TextField
                type="number"
                size="small"
                value={quantity}
                error={offMultiple}
                onChange={(event) => {
                  const value = Math.floor(Number(event.target.value));
                  onChange({
                    [option.presentationId]: Number.isFinite(value)
                      ? Math.min(Math.max(value, 0), MAX_LINE_QUANTITY)
                      : 0,
                  });
                }}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: MAX_LINE_QUANTITY,
                    step: multiple,
                    inputMode: 'numeric',
                    'aria-label': `Cantidad de ${product.name}, ${option.label}`,
                  },
                }}
                sx={{ width: 92, flexShrink: 0 }}
              />
            </Stack>
          );
        })}
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        <Coverage item={item} quantities={quantities} />
        {item.notes.map((note) => (
          <Typography key={note} variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        ))}
      </Box>
    </Card>
  );
}

/** Ingredients the quotation leaves out, and why. */
export function ExcludedIngredients({ items }: { items: FormulaQuoteExcluded[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="no-incluidos-title">
      <Typography id="no-incluidos-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        No incluidos en la cotización
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.ingredientId}>
            <Typography variant="body2">
              <strong>
                {item.product ? (
                  <Link
                    href={paths.product.details(item.product.slug)}
                    target="_blank"
                    rel="noopener"
                  >
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
              </strong>
              {item.needed && ` · ${formatMeasure(item.needed)}`}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {item.reason}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** The server's word on the lines as they are (a minimum not reached, a multiple…). */
export function LineProblems({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <Alert severity="warning">
      {errors.map((error) => (
        <div key={error}>{error}</div>
      ))}
    </Alert>
  );
}
