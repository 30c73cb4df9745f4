import Chip from '@mui/material/Chip';
import type { PublishStatus } from '@quimia/contracts';

// The state, not the action: the form's options say «Publicar», a published item is «Publicado».
const STATE_LABELS: Record<PublishStatus, string> = {
  published: 'Publicado',
  draft: 'Borrador',
};

/** Published (Publicado) or draft (Borrador), as a coloured label. */
export function PublishStatusChip({ status }: { status: PublishStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'published' ? 'success' : 'default'}
      label={STATE_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
