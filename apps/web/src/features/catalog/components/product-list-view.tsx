import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductListResponse } from '@quimia/contracts';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBusinessLines } from '@/api/business-lines';
import { CatalogNotFound } from '@/domain/catalog/catalog-not-found-lazy';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { PageMeta } from '@/components/page-meta';
import { SearchField } from '@/components/search-field';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useSearchParamsUpdate } from '@/lib/list-params';
import { isRouteKey } from '@/lib/route-key';
import { useScrollToResults } from '@/lib/use-scroll-to-results';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useProducts, useProductsByType, useProductType } from '../api/products';
import {
  FACET_KEYS,
  PRODUCT_PAGE_SIZE,
  readListState,
  writeListState,
  type FacetKey,
  type ProductListState,
} from '../utils/list-params';
import { ProductFilters } from './product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

/** Which products a list shows before the visitor's own filters. */
export type ProductListSource =
  | { kind: 'all' }
  | { kind: 'line'; slug: string }
  | { kind: 'type'; slug: string }
  | { kind: 'typeId'; id: number };

type Heading = { overline: string; title: string; description: string | null } | null;

const GRID_SIZE = { xs: 12, sm: 6, lg: 4 };

function productCount(total: number) {
  return total === 1 ? '1 producto' : `${formatNumber(total)} productos`;
}

/**
 * The product list of `/product`, `/product/list` and the line and type routes: search, facet
 * filters with counts, sort and pages, all kept in the URL so reload, back/forward and shared
 * links show the same list.
 */
export function ProductListView({ source }: { source: ProductListSource }) {
  // Changes made at the same moment (controls used before the page came alive report at once)
  // go out as one navigation: see `useSearchParamsUpdate`.
  const [searchParams, changeSearchParams] = useSearchParamsUpdate();
  const state = readListState(searchParams);
  const update = (patch: Partial<ProductListState>) =>
    changeSearchParams((current) => writeListState(current, patch));

  // Links rather than buttons where a change is a new address: they work before the scripts run.
  const { pathname } = useLocation();
  const hrefWith = (patch: Partial<ProductListState>) => {
    const query = writeListState(searchParams, patch).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const fixedLine = source.kind === 'line' ? source.slug : undefined;
  const fixedType = source.kind === 'type' ? source.slug : undefined;
  const hidden: FacetKey[] =
    source.kind === 'line' ? ['linea'] : source.kind === 'all' ? [] : ['tipo'];

  const shared = {
    q: state.q,
    linea: fixedLine ?? state.linea,
    subtipo: state.subtipo,
    area: state.area,
    orden: state.orden,
    page: state.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
  const list = useProducts(
    { ...shared, tipo: fixedType ?? state.tipo },
    {
      // A malformed line or type in the address is a 404; the API would only answer 400.
      enabled: source.kind === 'all' || (source.kind !== 'typeId' && isRouteKey(source.slug)),
    },
  );
  const byType = useProductsByType(
    { ...shared, tipoId: source.kind === 'typeId' ? source.id : 0 },
    { enabled: source.kind === 'typeId' },
  );
  const lines = useBusinessLines({ enabled: source.kind === 'line' });
  const type = useProductType(
    { slug: fixedType ?? '' },
    { enabled: fixedType !== undefined && isRouteKey(fixedType) },
  );

  const result: {
    data: ProductListResponse | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  } = source.kind === 'typeId' ? byType : list;

  const resultsRef = useScrollToResults(state.page);

  let heading: Heading = { overline: 'Catálogo', title: 'Productos', description: null };
  let notFound = false;
  if (source.kind === 'line') {
    const line = lines.data?.find((item) => item.slug === source.slug);
    if (lines.data && !line) notFound = true;
    heading = line
      ? { overline: 'Línea de negocio', title: line.name, description: line.description }
      : null;
  } else if (source.kind === 'type') {
    if (!isRouteKey(source.slug) || isNotFoundError(type.error)) notFound = true;
    heading = type.data
      ? { overline: 'Tipo de producto', title: type.data.name, description: type.data.description }
      : null;
  } else if (source.kind === 'typeId') {
    if (isNotFoundError(byType.error)) notFound = true;
    const tipo = byType.data?.tipo;
    heading = tipo
      ? { overline: 'Tipo de producto', title: tipo.name, description: tipo.description }
      : null;
  }

  if (notFound) {
    return (
      <CatalogNotFound
        title={
          source.kind === 'line'
            ? 'Línea de negocio no encontrada'
            : 'Tipo de producto no encontrado'
        }
        description="No encontramos esa sección del catálogo. Puede que el enlace esté mal escrito o que la sección ya no exista. Revisa todos nuestros productos o pregúntanos directamente."
        whatsappMessage="Hola, estoy buscando un producto y no lo encuentro en el catálogo en línea."
      />
    );
  }

  const data = result.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const activeFilters = FACET_KEYS.filter(
    (key) => !hidden.includes(key) && state[key] !== '',
  ).length;
  const filtered = state.q !== '' || activeFilters > 0;
  const documentTitle = [
    state.q ? `“${state.q}”` : null,
    heading && source.kind !== 'all' ? heading.title : null,
    'Productos',
    state.page > 1 ? `página ${state.page}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const description =
    heading?.description ??
    (heading && source.kind !== 'all'
      ? `${heading.title}: productos químicos y materias primas con precios, presentaciones, fichas técnicas y hojas de seguridad. Envíos a todo Ecuador.`
      : 'Catálogo de productos químicos y materias primas: ácidos, álcalis, tensoactivos, solventes, conservantes, fragancias y más, con precios y presentaciones. Envíos a todo Ecuador.');

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={documentTitle} description={description} />

      <Box component="header" sx={{ mb: { xs: 3, md: 5 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {heading?.overline ?? 'Catálogo'}
        </Typography>
        <Typography variant="h3" component="h1">
          {heading?.title ?? (result.isError ? 'Productos' : 'Cargando…')}
        </Typography>
        {heading?.description && (
          <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}>
            {heading.description}
          </Typography>
        )}
        {source.kind !== 'all' && (
          <Link
            component={RouterLink}
            to={paths.product.root}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            Ver todo el catálogo
          </Link>
        )}
      </Box>

      <ColumnGrid spacing={{ xs: 3, md: 4 }}>
        <ColumnCell size={{ xs: 12, md: 3 }} component="aside" aria-label="Búsqueda y filtros">
          <Stack spacing={2.5} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <SearchField
              label="Buscar productos"
              placeholder="Nombre, CAS o código"
              value={state.q}
              onSearch={(q) => update({ q })}
            />
            {/* On phones the filters fold away so the products come first. The fold is a native
                checkbox and its label: it opens even before the page's scripts run. */}
            <Box
              component="input"
              type="checkbox"
              id="product-filters-toggle"
              aria-controls="product-filters"
              sx={[visuallyHidden, { display: { md: 'none' } }]}
            />
            <Box
              component="label"
              htmlFor="product-filters-toggle"
              sx={(theme) => ({
                display: { xs: 'flex', md: 'none' },
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 40,
                px: 2,
                borderRadius: 1,
                border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
                typography: 'button',
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
                '& .filters-open': { display: 'none' },
                '#product-filters-toggle:checked + &': {
                  '& .filters-open': { display: 'inline' },
                  '& .filters-closed': { display: 'none' },
                },
                '#product-filters-toggle:focus-visible + &': {
                  outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <span className="filters-closed">
                {`Filtros${activeFilters ? ` (${activeFilters})` : ''}`}
              </span>
              <span className="filters-open">Ocultar filtros</span>
            </Box>
            <Box
              id="product-filters"
              sx={{
                display: { xs: 'none', md: 'block' },
                '#product-filters-toggle:checked ~ &': { display: 'block' },
              }}
            >
              <ProductFilters
                state={state}
                facets={data?.facets}
                hidden={hidden}
                onChange={update}
                clearHref={hrefWith(Object.fromEntries(FACET_KEYS.map((key) => [key, ''])))}
              />
            </Box>
          </Stack>
        </ColumnCell>

        <ColumnCell size={{ xs: 12, md: 9 }}>
          <Box
            component="section"
            ref={resultsRef}
            aria-labelledby="product-results-title"
            sx={{ scrollMarginTop: 96 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography
                id="product-results-title"
                variant="subtitle1"
                component="h2"
                aria-live="polite"
                // A visitor's search is echoed here, however long a word it is.
                sx={{ overflowWrap: 'anywhere' }}
              >
                {/* While a new search runs the old count would be read out with the new words. */}
                {data && !result.isPlaceholderData
                  ? `${productCount(data.total)}${state.q ? ` para “${state.q}”` : ''}`
                  : 'Buscando productos…'}
              </Typography>
              <SortSelect value={state.orden} onChange={(orden) => update({ orden })} />
            </Stack>

            {result.isError && !data ? (
              <LoadError
                message="No pudimos cargar los productos. Revisa tu conexión e inténtalo de nuevo."
                onRetry={() => void result.refetch()}
              />
            ) : !data ? (
              <ProductGridSkeleton count={6} size={GRID_SIZE} />
            ) : data.items.length === 0 ? (
              <EmptyResults
                query={state.q}
                filtered={filtered}
                outOfRange={data.total > 0}
                clearHref={hrefWith({ q: '', linea: '', tipo: '', subtipo: '', area: '' })}
                firstPageHref={hrefWith({ page: 1 })}
              />
            ) : (
              <Box
                aria-busy={result.isPlaceholderData}
                sx={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
              >
                <ProductGrid products={data.items} size={GRID_SIZE} />
              </Box>
            )}

            {data && pageCount > 1 && (
              <Box sx={{ mt: 5 }}>
                <ListPagination page={state.page} count={pageCount} label="Páginas de productos" />
              </Box>
            )}
          </Box>
        </ColumnCell>
      </ColumnGrid>
    </Container>
  );
}

type EmptyResultsProps = {
  query: string;
  filtered: boolean;
  /** The page number is past the last page (an old link). */
  outOfRange: boolean;
  clearHref: string;
  firstPageHref: string;
};

function EmptyResults({
  query,
  filtered,
  outOfRange,
  clearHref,
  firstPageHref,
}: EmptyResultsProps) {
  if (outOfRange) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>Esta página ya no tiene productos.</Typography>
        <Button component={RouterLink} to={firstPageHref} variant="outlined">
          Ir a la primera página
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'flex-start' }}>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {query
          ? `No encontramos productos para “${query}”`
          : filtered
            ? 'No hay productos con estos filtros'
            : 'Aún no hay productos en el catálogo en línea'}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {filtered
          ? 'Prueba con otras palabras, el número CAS o menos filtros. Si no lo encuentras, pregúntanos: trabajamos con más materias primas de las que vemos aquí.'
          : 'Pregúntanos por la materia prima que necesitas: te atendemos por WhatsApp.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {filtered && (
          <Button component={RouterLink} to={clearHref} variant="outlined">
            Quitar búsqueda y filtros
          </Button>
        )}
        <WhatsappButton
          message={
            query
              ? `Hola, estoy buscando "${query}". ¿Lo tienen disponible?`
              : 'Hola, estoy buscando un producto que no encuentro en el catálogo en línea.'
          }
        >
          Preguntar por WhatsApp
        </WhatsappButton>
      </Stack>
    </Stack>
  );
}
