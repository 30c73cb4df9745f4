import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Product } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { usePublicConfig } from '@/api/public-config';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { CatalogNotFound } from '@/domain/catalog/catalog-not-found-lazy';
import { ChemicalFormula } from '@/domain/catalog/chemical-formula';
import { LoadError } from '@/components/load-error';
import { PageMeta } from '@/components/page-meta';
import { PillLink } from '@/components/pill';
import { Placeholder } from '@/components/placeholder';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { formatQuantity, formatShopDate } from '@/lib/format';
import { productTitle } from '@quimia/contracts/pricing';
import { isRouteKey } from '@/lib/route-key';
import { useSiteOrigin } from '@/lib/site-origin';
import { useProduct } from '../api/products';
import { availabilityText } from '../utils/availability-text';
import { GhsPanel } from './ghs-panel';
import { PresentationsTable } from './presentations-table';
import { ProductDocuments } from './product-documents';
import { ProductGallery } from './product-gallery';
import { useProductActions } from './product-actions';
import { ProductGrid } from './product-grid';
import { ProductPrice } from './product-price';

/** The WhatsApp message of a product page: names the product so the seller knows what is asked. */
export function productWhatsappMessage(
  product: Pick<Product, 'name' | 'code' | 'slug'>,
  origin: string,
): string {
  const url = `${origin}${paths.product.details(product.slug)}`;
  return `Hola, quisiera información sobre el producto ${product.name} (código ${product.code}): precio, presentaciones y disponibilidad. ${url}`;
}

/** Product page: `/product/{id}` where id is the slug or the uuid. */
export function ProductDetailView({ idOrSlug }: { idOrSlug: string }) {
  const valid = isRouteKey(idOrSlug);
  const { data, error, isPending, refetch } = useProduct(idOrSlug, { enabled: valid });

  if (!valid || isNotFoundError(error)) {
    return (
      <CatalogNotFound
        title="Producto no encontrado"
        description="No encontramos este producto. Puede que el enlace esté mal escrito o que ya no esté en nuestro catálogo. Busca otro parecido o pregúntanos si lo conseguimos."
        whatsappMessage={`Hola, busco un producto que no encuentro en el catálogo en línea (${idOrSlug}). ¿Lo tienen?`}
      />
    );
  }

  if (error && !data) {
    return (
      <Container sx={{ py: 6 }}>
        <LoadError
          message="No pudimos cargar el producto. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }

  if (isPending) return <ProductDetailSkeleton />;

  return <ProductDetail product={data.product} formulas={data.formulas} related={data.related} />;
}

type ProductDetailProps = {
  product: Product;
  formulas: { id: string; slug: string; title: string; summary: string }[];
  related: Parameters<typeof ProductGrid>[0]['products'];
};

function ProductDetail({ product, formulas, related }: ProductDetailProps) {
  const actions = useProductActions();
  const { data: config } = usePublicConfig();
  const origin = useSiteOrigin();
  const hasPrices = product.presentations.length > 0;

  return (
    <Container component="article" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta
        title={productTitle(product)}
        description={product.summary || product.description}
      />

      <Breadcrumbs
        items={[
          { name: 'Productos', to: paths.product.root },
          { name: product.type.name, to: paths.product.byType(product.type.slug) },
          { name: product.name },
        ]}
      />

      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid>

        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {product.type.name}
                {product.subtype ? ` · ${product.subtype.name}` : ''}
              </Typography>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
              >
                {product.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                Código {product.code}
              </Typography>
            </Box>

            <ProductPrice
              priceFromCents={product.priceFromCents}
              ivaCode={product.ivaCode}
              size="large"
            />

            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 1,
                typography: 'body2',
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 500 },
              }}
            >
              {product.casNumber && <Fact term="Número CAS">{product.casNumber}</Fact>}
              {product.chemicalFormula && (
                <Fact term="Fórmula química">
                  <ChemicalFormula value={product.chemicalFormula} />
                </Fact>
              )}
              {product.synonyms.length > 0 && (
                <Fact term="Sinónimos">{product.synonyms.join(', ')}</Fact>
              )}
              <Fact term="Disponibilidad">{availabilityText(product)}</Fact>
              {product.minimumOrder > 0 && (
                <Fact term="Pedido mínimo">
                  {formatQuantity(product.minimumOrder, product.unit)}
                </Fact>
              )}
            </Box>

            {product.businessLines.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  Líneas de negocio
                </Typography>
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {product.businessLines.map((line) => (
                    <PillLink key={line.id} to={paths.product.byLine(line.slug)} tone="primary">
                      {line.name}
                    </PillLink>
                  ))}
                </Stack>
              </Box>
            )}

            {hasPrices && actions.purchase?.(product)}

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <WhatsappButton size="large" message={productWhatsappMessage(product, origin)}>
                Consultar por WhatsApp
              </WhatsappButton>
              {/* The buying panel quotes its presentations; without one, the seller is asked. */}
              {!(hasPrices && actions.purchase) && (
                <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
                  Solicitar cotización
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid>
      </Grid>

      <Stack
        spacing={{ xs: 5, md: 6 }}
        sx={{ mt: { xs: 5, md: 8 } }}
        divider={
          <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />
        }
      >
        <Section id="presentaciones" title="Presentaciones y precios">
          {hasPrices ? (
            <>
              <PresentationsTable
                presentations={product.presentations}
                ivaCode={product.ivaCode}
                ivaRate={config?.ivaRate}
              />
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                Precios en dólares de los Estados Unidos, referenciales y sujetos a disponibilidad.
                {product.ivaCode === 'iva' && config
                  ? ` El precio con IVA incluye el ${config.ivaRate}\u00a0%.`
                  : ''}
              </Typography>
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              Este producto se cotiza según la cantidad. Escríbenos y te enviamos el precio.
            </Typography>
          )}
        </Section>

        {product.description && (
          <Section id="descripcion" title="Descripción">
            <Typography sx={{ whiteSpace: 'pre-line', maxWidth: 820 }}>
              {product.description}
            </Typography>
          </Section>
        )}

        <Section id="seguridad" title="Seguridad (SGA / GHS)">
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 7 }}>
              <GhsPanel ghs={product.ghs} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                Documentos
              </Typography>
              <ProductDocuments
                technicalSheet={product.technicalSheet}
                safetyDataSheet={product.safetyDataSheet}
              />
            </Grid>
          </Grid>
        </Section>

        {actions.ask && (
          <Section id="quimia" title="Pregúntale a QuimIA">
            {actions.ask(product)}
          </Section>
        )}

        {product.applicationAreas.length > 0 && (
          <Section id="aplicaciones" title="Áreas de aplicación">
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {product.applicationAreas.map((area) => (
                <PillLink key={area.id} to={`${paths.product.root}?area=${area.slug}`}>
                  {area.name}
                </PillLink>
              ))}
            </Stack>
          </Section>
        )}

        {formulas.length > 0 && (
          <Section id="formulas" title="Fórmulas que lo usan">
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {formulas.map((formula) => (
                <Grid key={formula.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <Box
                    sx={{ p: 2, height: 1, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
                  >
                    <Link
                      component={RouterLink}
                      to={paths.post.details(formula.slug)}
                      variant="subtitle1"
                      underline="hover"
                    >
                      {formula.title}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {formula.summary}
                    </Typography>
                  </Box>
                </Grid>
              ))}
            </Grid>
          </Section>
        )}

        {related.length > 0 && (
          <Section id="relacionados" title="Productos relacionados">
            <ProductGrid products={related} />
          </Section>
        )}
      </Stack>

      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 6 }}>
        Información actualizada el {formatShopDate(product.updatedAt)}.
      </Typography>
    </Container>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ProductDetailSkeleton() {
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Cargando producto">
      <Placeholder sx={{ width: 240, mb: 3 }} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Placeholder sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Placeholder sx={{ width: '30%' }} />
          <Placeholder sx={{ width: '80%', height: 48 }} />
          <Placeholder sx={{ width: '40%', height: 32, mt: 2 }} />
          <Placeholder sx={{ width: '60%', mt: 2 }} />
          <Placeholder sx={{ width: '50%' }} />
          <Placeholder sx={{ width: 240, height: 48, mt: 3 }} />
        </Grid>
      </Grid>
    </Container>
  );
}
