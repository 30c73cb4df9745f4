import { lazy, Suspense } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicComment } from '@quimia/contracts';
import { Placeholder } from '@/components/placeholder';
import { formatShopDate } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';

// The form brings react-hook-form and zod (about 60 KB): it loads when the comments come near
// the screen, not with the page.
const CommentForm = /* @__PURE__ */ lazy(() => import('./comment-form'));

type FormulaCommentsProps = { formulaId: string; comments: PublicComment[] };

/** Approved comments (plain text, oldest first) and the form to add one. */
export function FormulaComments({ formulaId, comments }: FormulaCommentsProps) {
  const [formRef, formNear] = useNearViewport<HTMLDivElement>();
  return (
    // Not a named region: its name ("Comentarios") would be a second match for the field
    // labelled "Comentario".
    <Box component="section" id="comentarios">
      <Typography id="comments-title" variant="h5" component="h2" sx={{ mb: 2.5 }}>
        Comentarios{comments.length > 0 ? ` (${comments.length})` : ''}
      </Typography>

      {comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Todavía no hay comentarios. Sé el primero en contar cómo te fue con esta fórmula.
        </Typography>
      ) : (
        <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
          {comments.map((comment) => (
            <Stack component="li" key={comment.id} direction="row" spacing={2}>
              <Avatar aria-hidden sx={{ bgcolor: 'primary.lighter', color: 'primary.dark' }}>
                {comment.authorName.trim().charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="p">
                  {comment.authorName}{' '}
                  <Typography
                    component="time"
                    dateTime={comment.createdAt}
                    variant="caption"
                    sx={{ color: 'text.secondary' }}
                  >
                    · {formatShopDate(comment.createdAt)}
                  </Typography>
                </Typography>
                {/* Plain text as the visitor wrote it: React escapes it. */}
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
                >
                  {comment.body}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}

      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        Deja tu comentario
      </Typography>
      <Box ref={formRef}>
        {formNear ? (
          <Suspense fallback={<Placeholder sx={{ height: 220 }} />}>
            <CommentForm formulaId={formulaId} />
          </Suspense>
        ) : (
          <Placeholder sx={{ height: 220 }} />
        )}
      </Box>
    </Box>
  );
}
