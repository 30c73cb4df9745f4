import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { BatchYield, Image, ProductUnit } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '@/lib/format';
import { richTextSx } from './rich-text-styles';

export type PreviewIngredient = {
  key: string;
  name: string;
  product: { id: string; slug: string; name: string; code: string } | null;
  amount: number | null;
  unit: ProductUnit;
  percentage: number | null;
  phase: string | null;
};

export type FormulaPreviewData = {
  title: string;
  typeName: string | null;
  summary: string;
  cover: Image | null;
  /** Sanitised by the server, or what the editor produced (its schema allows no scripts). */
  contentHtml: string;
  batchYield: BatchYield | null;
  ingredients: PreviewIngredient[];
  steps: string[];
  safetyNotes: string[];
};

type FormulaPreviewProps = {
  formula: FormulaPreviewData;
  /** Where an ingredient's product links to; without it the name is plain text. */
  productHref?: (product: NonNullable<PreviewIngredient['product']>) => string;
};

/** A formula post laid out as the storefront shows it. */
export function FormulaPreview({ formula, productHref }: FormulaPreviewProps) {
  const phases = [...new Set(formula.ingredients.map((ingredient) => ingredient.phase))];
  const showPhases = phases.some(Boolean);

  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      {formula.typeName && (
        <Chip label={formula.typeName} size="small" color="primary" variant="outlined" />
      )}
      <Typography variant="h3" component="h2" sx={{ mt: 1.5, mb: 1 }}>
        {formula.title || 'Sin título'}
      </Typography>
      {formula.summary && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 3 }}>
          {formula.summary}
        </Typography>
      )}
      {formula.cover && (
        <Box
          component="img"
          src={formula.cover.urls.lg}
          srcSet={formula.cover.srcSet}
          sizes="(min-width: 900px) 860px, 100vw"
          alt={formula.cover.alt ?? ''}
          width={formula.cover.width}
          height={formula.cover.height}
          sx={{
            display: 'block',
            width: 1,
            height: 'auto',
            maxHeight: 440,
            objectFit: 'cover',
            borderRadius: 2,
            mb: 4,
          }}
        />
      )}

      {formula.contentHtml && (
        <Box
          sx={[richTextSx, { mb: 4 }]}
          // Safe to render: sanitised by the server (or produced by the editor's fixed schema).
          dangerouslySetInnerHTML={{ __html: formula.contentHtml }}
        />
      )}

      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h5" component="h3">
          Ingredientes
        </Typography>
        {formula.batchYield && (
          <Typography variant="body2" color="text.secondary">
            Rinde {formatNumber(formula.batchYield.amount)} {formula.batchYield.unit}
          </Typography>
        )}
      </Stack>
      {formula.ingredients.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          Sin ingredientes.
        </Typography>
      ) : (
        <TableContainer sx={{ mb: 4, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
          <Table size="small" aria-label="Ingredientes">
            <TableHead>
              <TableRow>
                {showPhases && <TableCell>Fase</TableCell>}
                <TableCell>Ingrediente</TableCell>
                <TableCell align="right">Cantidad</TableCell>
                <TableCell align="right">%</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {formula.ingredients.map((ingredient) => (
                <TableRow key={ingredient.key}>
                  {showPhases && <TableCell>{ingredient.phase ?? ''}</TableCell>}
                  <TableCell>
                    {ingredient.product && productHref ? (
                      <Link component={RouterLink} to={productHref(ingredient.product)}>
                        {ingredient.name || ingredient.product.name}
                      </Link>
                    ) : (
                      ingredient.name || ingredient.product?.name || '—'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {ingredient.amount === null
                      ? '—'
                      : `${formatNumber(ingredient.amount)} ${ingredient.unit}`}
                  </TableCell>
                  <TableCell align="right">
                    {ingredient.percentage === null
                      ? '—'
                      : `${formatNumber(ingredient.percentage)} %`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {formula.steps.length > 0 && (
        <>
          <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
            Preparación
          </Typography>
          <Box component="ol" sx={{ pl: 3, mt: 0, mb: 4 }}>
            {formula.steps.map((step, index) => (
              <Typography component="li" key={index} sx={{ mb: 1, whiteSpace: 'pre-line' }}>
                {step}
              </Typography>
            ))}
          </Box>
        </>
      )}

      {formula.safetyNotes.length > 0 && (
        <Box
          sx={{
            p: 2.5,
            borderRadius: 2,
            bgcolor: 'warning.lighter',
            color: 'warning.darker',
            border: 1,
            borderColor: 'warning.light',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <WarningAmberIcon />
            <Typography variant="h6" component="h3">
              Seguridad
            </Typography>
          </Stack>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {formula.safetyNotes.map((note, index) => (
              <Typography component="li" variant="body2" key={index} sx={{ mb: 0.5 }}>
                {note}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
