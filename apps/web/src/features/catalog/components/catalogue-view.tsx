import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { ProductSummary } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '@/api/public-config';
import { LoadError } from '@/components/load-error';
import { ProgressBar } from '@/components/loading-screen';
import { PageMeta } from '@/components/page-meta';
import { tableSx } from '@/components/table-styles';
import { paths } from '@/config/paths';
import { useCompany } from '@/api/company';
import { formatNumber, formatShopLongDate, formatUsd } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { CATALOGUE_MAX_PRODUCTS, useCatalogue } from '../api/catalogue';

// Printing keeps the catalogue only: the site's header, footer, skip link and chat button go,
// and the header's room at the top of the page is given back.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header.MuiAppBar-root, a[href="#main-content"], #main-content ~ *': {
          display: 'none !important',
        },
        '#main-content': { paddingTop: '0 !important' },
        '.catalogue-no-print': { display: 'none !important' },
        '.catalogue-section': { breakInside: 'auto' },
        '.catalogue-section h2': { breakAfter: 'avoid' },
        'tr, td, th': { breakInside: 'avoid' },
        body: { background: '#fff' },
      },
      '@page': { margin: '14mm 12mm' },
    }}
  />
);

function priceText(product: ProductSummary) {
  return product.priceFromCents === null
    ? 'A consultar'
    : `Desde ${formatUsd(product.priceFromCents)}`;
}

/** `/catalogo`: every published product grouped by business line, ready to print. */
export function CatalogueView() {
  const { data, isPending, isError, refetch } = useCatalogue();
  const { data: config } = usePublicConfig();
  const { data: company } = useCompany();
  const siteName = company?.tradeName ?? '';
  // The page's HTML is kept until the catalogue next changes, so the server's "today" could be
  // days old: the date is written in the browser only, once the page has come alive.
  const hydrated = useHydrated();
  const today = hydrated ? formatShopLongDate(new Date()) : null;

  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      {printStyles}
      <PageMeta
        title="Catálogo de productos"
        description={`Catálogo completo de ${siteName}: productos químicos y materias primas por línea de negocio, con número CAS y precios de referencia. Imprímelo o guárdalo en PDF.`}
      />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {siteName}
            {company?.tagline && ` · ${company.tagline}`}
          </Typography>
          <Typography variant="h3" component="h1">
            Catálogo de productos
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            Precios de referencia en dólares, sin IVA
            {config ? ` (IVA ${config.ivaRate} % donde aplica)` : ''}
            {today ? `, al ${today}` : ''}. Sujetos a disponibilidad.
          </Typography>
        </Box>
        <Button
          className="catalogue-no-print"
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!data}
          sx={{ flexShrink: 0 }}
        >
          Imprimir catálogo
        </Button>
      </Stack>

      {isPending && <ProgressBar aria-label="Cargando el catálogo" />}
      {isError && (
        <LoadError
          message="No pudimos cargar el catálogo. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void refetch()}
        />
      )}

      {data && (
        <>
          <Box
            component="nav"
            aria-label="Líneas de negocio"
            className="catalogue-no-print"
            sx={{ mb: 4 }}
          >
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              {data.sections.map(({ line, products }) => (
                <Link key={line.id} href={`#linea-${line.slug}`} underline="hover" variant="body2">
                  {line.name} ({products.length})
                </Link>
              ))}
            </Stack>
          </Box>

          {data.truncated && (
            <Alert severity="info" sx={{ mb: 3 }}>
              El catálogo tiene {formatNumber(data.total)} productos; aquí se muestran los primeros{' '}
              {formatNumber(CATALOGUE_MAX_PRODUCTS)}. Pídenos el catálogo completo por WhatsApp.
            </Alert>
          )}

          <Stack spacing={5}>
            {data.sections.map(({ line, products }) => (
              <Box
                key={line.id}
                component="section"
                id={`linea-${line.slug}`}
                className="catalogue-section"
                aria-labelledby={`linea-${line.slug}-title`}
                sx={{ scrollMarginTop: 96 }}
              >
                <Typography
                  id={`linea-${line.slug}-title`}
                  variant="h4"
                  component="h2"
                  sx={{ mb: 0.5 }}
                >
                  {line.name}
                </Typography>
                {line.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                    {line.description}
                  </Typography>
                )}
                {/* On a phone the code, CAS and price columns are wider than the screen: the
                    table scrolls sideways in its frame instead of widening the whole page. */}
                <Box sx={{ overflowX: 'auto' }}>
                  <Box
                    component="table"
                    sx={tableSx}
                    aria-label={`Productos de la línea ${line.name}`}
                  >
                    <thead>
                      <tr>
                        <Box component="th" scope="col" sx={{ width: 110 }}>
                          Código
                        </Box>
                        <th scope="col">Producto</th>
                        <Box component="th" scope="col" sx={{ width: 130 }}>
                          CAS
                        </Box>
                        <Box
                          component="th"
                          scope="col"
                          sx={{ display: { xs: 'none', sm: 'table-cell' } }}
                        >
                          Tipo
                        </Box>
                        <Box component="th" scope="col" className="numeric" sx={{ width: 150 }}>
                          Precio sin IVA
                        </Box>
                      </tr>
                    </thead>
                    <tbody>
                      {products.map((product) => (
                        <tr key={product.id}>
                          <Box
                            component="td"
                            sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                          >
                            {product.code}
                          </Box>
                          <th scope="row">
                            <Link
                              component={RouterLink}
                              to={paths.product.details(product.slug)}
                              color="inherit"
                              underline="hover"
                            >
                              {product.name}
                            </Link>
                          </th>
                          <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                            {product.casNumber ?? '—'}
                          </Box>
                          <Box component="td" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                            {product.type.name}
                          </Box>
                          <td className="numeric">{priceText(product)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Box>
                </Box>
              </Box>
            ))}
          </Stack>

          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 5 }}>
            {[
              siteName,
              ...(company?.branches ?? []).map(
                (branch) =>
                  `${branch.name}: ${[...branch.landlines, ...branch.mobiles].join(', ')}`,
              ),
            ].join(' · ')}
          </Typography>
        </>
      )}
    </Container>
  );
}
