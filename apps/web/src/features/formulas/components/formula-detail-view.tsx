import { Suspense, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import type { Formula, PublicComment } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { CatalogNotFound } from '@/domain/catalog/catalog-not-found-lazy';
import { LoadError } from '@/components/load-error';
import { PageMeta } from '@/components/page-meta';
import { Pill } from '@/components/pill';
import { Placeholder } from '@/components/placeholder';
import { ProductImage } from '@/domain/catalog/product-image';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { countOf, formatQuantity, formatShopDate } from '@/lib/format';
import { isRouteKey } from '@/lib/route-key';
import { useFormula, useSuggestedFormulas } from '../api/formulas';
import { FormulaCard } from './formula-card';
import { FormulaComments } from './formula-comments';
import { FormulaContent } from './formula-content';
import { IngredientsTable } from './ingredients-table';

// The quote brings the form library, zod and the proposal's screens: loaded when asked for (or
// when the pointer reaches the button), not with the post.
const FormulaQuoteDialog = /* @__PURE__ */ lazyWithPreload(() => import('./formula-quote-dialog'));

/** `/post/{title}`: a formula post by its slug. */
export function FormulaDetailView({ slug }: { slug: string }) {
  const valid = isRouteKey(slug);
  const { data, error, isPending, refetch } = useFormula(slug, { enabled: valid });

  if (!valid || isNotFoundError(error)) {
    return (
      <CatalogNotFound
        title="Fórmula no encontrada"
        description="No encontramos esta fórmula. Puede que el enlace esté mal escrito o que ya no esté publicada. Revisa nuestras otras fórmulas o pregúntanos."
        whatsappMessage={`Hola, busco una fórmula que no encuentro en la página (${slug}).`}
      />
    );
  }
  if (error && !data) {
    return (
      <Container sx={{ py: 6 }}>
        <LoadError
          message="No pudimos cargar la fórmula. Revisa tu conexión e inténtalo de nuevo."
          onRetry={() => void refetch()}
        />
      </Container>
    );
  }
  if (isPending) return <FormulaDetailSkeleton />;
  return <FormulaDetail formula={data.formula} comments={data.comments} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Cotizar esta fórmula": opens the quote (its code loads as the pointer comes near). */
function QuoteFormulaButton({ onClick }: { onClick: () => void }) {
  const preload = () => void FormulaQuoteDialog.preload();
  return (
    <Button
      variant="contained"
      fullWidth
      startIcon={<RequestQuoteOutlined />}
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
    >
      Cotizar esta fórmula
    </Button>
  );
}

function FormulaDetail({ formula, comments }: { formula: Formula; comments: PublicComment[] }) {
  const products = formula.ingredients.filter((ingredient) => ingredient.product);
  // Mounted from the first opening on: closing keeps the batch, the quantities and the data.
  const [quote, setQuote] = useState({ mounted: false, open: false });
  const openQuote = () => setQuote({ mounted: true, open: true });
  const whatsappMessage = `Hola, quisiera cotizar los ingredientes de la fórmula "${formula.title}"${
    formula.batchYield
      ? ` para un lote de ${formatQuantity(formula.batchYield.amount, formula.batchYield.unit)}`
      : ''
  }: ${products.map((ingredient) => ingredient.name).join(', ')}.`;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={`${formula.title} · Fórmula`} description={formula.summary} />

      <Breadcrumbs
        items={[
          { name: 'Fórmulas', to: paths.post.root },
          { name: formula.type.name, to: `${paths.post.root}?tipo=${formula.type.slug}` },
          { name: formula.title },
        ]}
      />

      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 8 }} component="article">
          <Stack spacing={{ xs: 4, md: 5 }}>
            <Box component="header">
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                {formula.type.name}
              </Typography>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
              >
                {formula.title}
              </Typography>
              {formula.summary && (
                <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { md: 18 } }}>
                  {formula.summary}
                </Typography>
              )}
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
                {formula.batchYield && (
                  <Pill tone="primary">
                    Rinde {formatQuantity(formula.batchYield.amount, formula.batchYield.unit)}
                  </Pill>
                )}
                <Pill>{countOf(formula.ingredients.length, 'ingrediente', 'ingredientes')}</Pill>
                {formula.publishedAt && (
                  <Pill>Publicada el {formatShopDate(formula.publishedAt)}</Pill>
                )}
              </Stack>
            </Box>

            {formula.cover && (
              <ProductImage
                image={formula.cover}
                alt={formula.title}
                eager
                sizes="(min-width: 900px) 780px, 100vw"
                sx={{ borderRadius: 2 }}
              />
            )}

            {formula.contentHtml && <FormulaContent html={formula.contentHtml} />}

            <Section id="ingredientes" title="Ingredientes">
              {formula.batchYield && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                  Cantidades para un lote de{' '}
                  <strong>
                    {formatQuantity(formula.batchYield.amount, formula.batchYield.unit)}
                  </strong>
                  . Los ingredientes enlazados son productos de nuestro catálogo.
                </Typography>
              )}
              <IngredientsTable ingredients={formula.ingredients} />
              {products.length > 0 && (
                <Box sx={{ mt: 2, maxWidth: { sm: 320 } }}>
                  <QuoteFormulaButton onClick={openQuote} />
                </Box>
              )}
            </Section>

            {formula.steps.length > 0 && (
              <Section id="procedimiento" title="Procedimiento">
                <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1.5, pl: 0.5 } }}>
                  {formula.steps.map((step, index) => (
                    <Typography component="li" key={index}>
                      {step}
                    </Typography>
                  ))}
                </Box>
              </Section>
            )}

            {formula.safetyNotes.length > 0 && (
              <Alert
                severity="warning"
                role="note"
                component="section"
                aria-labelledby="seguridad-title"
              >
                <AlertTitle id="seguridad-title" component="h2">
                  Precauciones de seguridad
                </AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {formula.safetyNotes.map((note, index) => (
                    <li key={index}>{note}</li>
                  ))}
                </Box>
              </Alert>
            )}

            <FormulaComments formulaId={formula.id} comments={comments} />
          </Stack>
        </Grid>

        <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="Cotizar y más fórmulas">
          <Stack spacing={4} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <Card variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                ¿Necesitas los ingredientes?
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {products.length > 0
                  ? 'Dinos cuánto quieres preparar: calculamos cada insumo y te proponemos las presentaciones más económicas, con envío a todo el Ecuador.'
                  : 'Te cotizamos todos los insumos de esta fórmula en la presentación que necesites, con envío a todo el Ecuador.'}
              </Typography>
              <Stack spacing={1.5}>
                {products.length > 0 && <QuoteFormulaButton onClick={openQuote} />}
                <WhatsappButton message={whatsappMessage} fullWidth>
                  Cotizar por WhatsApp
                </WhatsappButton>
                {products.length === 0 && (
                  <Button component={RouterLink} to={paths.contact} variant="outlined" fullWidth>
                    Solicitar cotización
                  </Button>
                )}
              </Stack>
            </Card>
            <SuggestedFormulas slug={formula.slug} />
          </Stack>
        </Grid>
      </Grid>
      {quote.mounted && (
        <Suspense fallback={null}>
          <FormulaQuoteDialog
            formula={formula}
            open={quote.open}
            onClose={() => setQuote({ mounted: true, open: false })}
          />
        </Suspense>
      )}
    </Container>
  );
}

function SuggestedFormulas({ slug }: { slug: string }) {
  const { data } = useSuggestedFormulas(slug, 3);
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="sugeridas-title">
      <Typography id="sugeridas-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Fórmulas sugeridas
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((formula) => (
          <li key={formula.id}>
            <FormulaCard formula={formula} compact />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function FormulaDetailSkeleton() {
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Cargando fórmula">
      <Placeholder sx={{ width: 220, mb: 3 }} />
      <Placeholder sx={{ width: '25%' }} />
      <Placeholder sx={{ width: '75%', height: 48 }} />
      <Placeholder sx={{ width: '90%' }} />
      <Placeholder sx={{ width: '60%', mb: 4 }} />
      <Placeholder sx={{ height: 280, maxWidth: 820 }} />
    </Container>
  );
}
