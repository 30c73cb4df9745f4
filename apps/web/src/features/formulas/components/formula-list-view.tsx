import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useFormulaTypes } from '@/api/formula-types';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { PageMeta } from '@/components/page-meta';
import { PillLink } from '@/components/pill';
import { SearchField } from '@/components/search-field';
import { parsePage, parseSlug, useListParams } from '@/lib/list-params';
import { useScrollToResults } from '@/lib/use-scroll-to-results';
import { useFormulas } from '../api/formulas';
import { FormulaGrid, FormulaGridSkeleton } from './formula-grid';

const PAGE_SIZE = 12;

function readState(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    tipo: parseSlug(params.get('tipo')) ?? '',
    page: parsePage(params.get('page')),
  };
}

/** `/post` and `/post/list`: formula posts by type and search, paginated; state in the URL. */
export function FormulaListView() {
  const [searchParams, updateParams] = useListParams();
  const { pathname } = useLocation();
  const state = readState(searchParams);
  const { data, isError, isPlaceholderData, refetch } = useFormulas({
    q: state.q,
    tipo: state.tipo,
    page: state.page,
    pageSize: PAGE_SIZE,
  });
  const { data: types } = useFormulaTypes();

  const resultsRef = useScrollToResults(state.page);

  // A new search goes back to the first page.
  const search = (q: string) => updateParams({ q });

  const typeHref = (slug: string) => {
    const next = new URLSearchParams(searchParams);
    if (slug) next.set('tipo', slug);
    else next.delete('tipo');
    next.delete('page');
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const typeName = types?.find((type) => type.slug === state.tipo)?.name;
  const total = types?.reduce((sum, type) => sum + type.formulaCount, 0);
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={[
          state.q ? `“${state.q}”` : null,
          typeName,
          'Fórmulas',
          state.page > 1 ? `página ${state.page}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        description="Fórmulas paso a paso para elaborar jabón líquido, detergentes, desinfectantes, shampoo, cremas y más con nuestras materias primas: ingredientes, cantidades y precauciones."
      />

      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          Aprende a producir
        </Typography>
        <Typography variant="h3" component="h1">
          Fórmulas
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}>
          Recetas probadas con nuestras materias primas: ingredientes con sus cantidades, pasos,
          rendimiento y precauciones de seguridad.
        </Typography>
      </Box>

      <Stack spacing={2.5} sx={{ mb: 4 }}>
        <Box sx={{ maxWidth: 520 }}>
          <SearchField
            label="Buscar fórmulas"
            placeholder="Jabón, desinfectante, shampoo…"
            value={state.q}
            onSearch={search}
          />
        </Box>
        {types && total !== 0 && (
          <Box component="nav" aria-label="Tipos de fórmula">
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              <PillLink to={typeHref('')} selected={state.tipo === ''}>
                {`Todas${total !== undefined ? ` (${total})` : ''}`}
              </PillLink>
              {types
                .filter((type) => type.formulaCount > 0 || type.slug === state.tipo)
                .map((type) => (
                  <PillLink
                    key={type.id}
                    to={typeHref(type.slug)}
                    selected={state.tipo === type.slug}
                  >
                    {`${type.name} (${type.formulaCount})`}
                  </PillLink>
                ))}
            </Stack>
          </Box>
        )}
      </Stack>

      <Box
        component="section"
        ref={resultsRef}
        aria-labelledby="formula-results-title"
        sx={{ scrollMarginTop: 96 }}
      >
        <Typography
          id="formula-results-title"
          variant="subtitle1"
          component="h2"
          aria-live="polite"
          // A visitor's search is echoed here, however long a word it is.
          sx={{ mb: 3, overflowWrap: 'anywhere' }}
        >
          {/* While a new search runs the old count would be read out with the new words. */}
          {data && !isPlaceholderData
            ? `${data.total === 1 ? '1 fórmula' : `${data.total} fórmulas`}${typeName ? ` de ${typeName}` : ''}${state.q ? ` para “${state.q}”` : ''}`
            : 'Buscando fórmulas…'}
        </Typography>

        {isError && !data ? (
          <LoadError
            message="No pudimos cargar las fórmulas. Revisa tu conexión e inténtalo de nuevo."
            onRetry={() => void refetch()}
          />
        ) : !data ? (
          <FormulaGridSkeleton />
        ) : data.items.length === 0 ? (
          <Stack spacing={2} sx={{ py: 3, alignItems: 'flex-start' }}>
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {state.q
                ? `No encontramos fórmulas para “${state.q}”`
                : state.tipo
                  ? 'Aún no hay fórmulas de este tipo'
                  : 'Aún no hemos publicado fórmulas'}
            </Typography>
            {/* «Ver todas» only where there are others to see (an empty shop has none). */}
            {(state.q || state.tipo) && total !== undefined && total > 0 && (
              <Button component={RouterLink} to={pathname} variant="outlined">
                Ver todas las fórmulas
              </Button>
            )}
          </Stack>
        ) : (
          <Box
            aria-busy={isPlaceholderData}
            sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <FormulaGrid formulas={data.items} />
          </Box>
        )}

        {data && pageCount > 1 && (
          <Box sx={{ mt: 5 }}>
            <ListPagination page={state.page} count={pageCount} label="Páginas de fórmulas" />
          </Box>
        )}
      </Box>
    </Container>
  );
}
