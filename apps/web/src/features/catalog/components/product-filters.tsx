import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProductFacets } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/lib/visually-hidden';
import { FACET_KEYS, type FacetKey, type ProductListState } from '../utils/list-params';
import { FacetSelect } from './facet-select';

/** Facet names: the labels of the filter controls (stable for end-to-end tests). */
export const FACET_LABELS: Record<FacetKey, string> = {
  linea: 'Línea de negocio',
  tipo: 'Tipo',
  subtipo: 'Subtipo',
  area: 'Área de aplicación',
};

const FACET_SOURCE: Record<FacetKey, keyof ProductFacets> = {
  linea: 'lineas',
  tipo: 'tipos',
  subtipo: 'subtipos',
  area: 'areas',
};

const ALL_LABELS: Record<FacetKey, string> = {
  linea: 'Todas las líneas',
  tipo: 'Todos los tipos',
  subtipo: 'Todos los subtipos',
  area: 'Todas las áreas',
};

type ProductFiltersProps = {
  state: ProductListState;
  facets: ProductFacets | undefined;
  /** Facets fixed by the route (a line's or a type's page): not offered as filters. */
  hidden: readonly FacetKey[];
  onChange: (patch: Partial<ProductListState>) => void;
  /** The list's address without these filters ("Quitar filtros" is a link: no script needed). */
  clearHref: string;
  disabled?: boolean;
};

export function ProductFilters({
  state,
  facets,
  hidden,
  onChange,
  clearHref,
  disabled,
}: ProductFiltersProps) {
  const keys = FACET_KEYS.filter((key) => !hidden.includes(key));
  const active = keys.some((key) => state[key] !== '');

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        Filtros
      </Box>
      {keys.map((key) => (
        <FacetSelect
          key={key}
          label={FACET_LABELS[key]}
          allLabel={ALL_LABELS[key]}
          value={state[key]}
          values={facets?.[FACET_SOURCE[key]] ?? []}
          disabled={disabled}
          // A new type makes the chosen subtype meaningless: it is dropped with it.
          onChange={(slug) =>
            onChange(key === 'tipo' ? { tipo: slug, subtipo: '' } : { [key]: slug })
          }
        />
      ))}
      {active && (
        <Button
          component={RouterLink}
          to={clearHref}
          variant="text"
          color="inherit"
          sx={{ alignSelf: 'flex-start' }}
        >
          Quitar filtros
        </Button>
      )}
    </Stack>
  );
}
