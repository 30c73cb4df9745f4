import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import type { FormulaDetailResponse } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { Fact } from '@/components/fact-list';
import { PublishStatusChip } from '@/domain/catalog/publish-status-chip';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { FormulaPreview } from './formula-preview';
import { COMMENTS_TAB } from '../utils/tabs';

/** A formula post as staff review it: the storefront view beside its data and comments. */
export function FormulaDetailsView({ detail }: { detail: FormulaDetailResponse }) {
  const { formula, comments } = detail;
  const moderateHref = `${paths.dashboard.post.root}?tab=${COMMENTS_TAB}&formula=${formula.id}`;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Card sx={{ p: { xs: 3, md: 5 } }}>
        <FormulaPreview
          formula={{
            title: formula.title,
            typeName: formula.type.name,
            summary: formula.summary,
            cover: formula.cover,
            contentHtml: formula.contentHtml,
            batchYield: formula.batchYield,
            ingredients: formula.ingredients.map((ingredient) => ({
              key: ingredient.id,
              name: ingredient.name,
              product: ingredient.product,
              amount: ingredient.amount,
              unit: ingredient.unit,
              percentage: ingredient.percentage,
              phase: ingredient.phase,
            })),
            steps: formula.steps,
            safetyNotes: formula.safetyNotes,
          }}
          productHref={(product) => paths.dashboard.product.details(product.id)}
        />
      </Card>

      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <SectionCard title="Datos" headingGap={1}>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact termWidth={100} wordBreak term="Estado">
              <PublishStatusChip status={formula.status} />
            </Fact>
            <Fact termWidth={100} wordBreak term="Tipo">
              {formula.type.name}
            </Fact>
            <Fact termWidth={100} wordBreak term="Slug">
              {formula.slug}
            </Fact>
            <Fact termWidth={100} wordBreak term="Ingredientes">
              {formula.ingredientCount} (
              {formula.ingredients.filter((ingredient) => ingredient.product).length} del catálogo)
            </Fact>
            <Fact termWidth={100} wordBreak term="Creada">
              {formatDateTime(formula.createdAt)}
            </Fact>
            <Fact termWidth={100} wordBreak term="Actualizada">
              {formatDateTime(formula.updatedAt)}
            </Fact>
            <Fact termWidth={100} wordBreak term="Publicada">
              {formatDateTime(formula.publishedAt) ?? 'No publicada'}
            </Fact>
          </Box>
        </SectionCard>

        <SectionCard title={`Comentarios publicados (${comments.length})`} headingGap={2}>
          {comments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Aún no hay comentarios aprobados.
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {comments.map((comment) => (
                <Box component="li" key={comment.id}>
                  <Typography variant="subtitle2">{comment.authorName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(comment.createdAt)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                    {comment.body}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )}
          <Button
            component={RouterLink}
            to={moderateHref}
            startIcon={<ChatBubbleOutlineIcon />}
            sx={{ mt: 2 }}
          >
            Moderar comentarios
          </Button>
        </SectionCard>
      </Stack>
    </Box>
  );
}
