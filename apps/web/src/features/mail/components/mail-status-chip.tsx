import Chip from '@mui/material/Chip';
import { MAIL_STATUS_LABELS, type MailStatus } from '@quimia/contracts';

const STATUS_COLORS: Record<MailStatus, 'warning' | 'info' | 'success' | 'error'> = {
  outbox: 'warning',
  queued: 'info',
  sent: 'success',
  failed: 'error',
};

/** Where an e-mail stands: to pass on by hand, queued, sent, failed. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={MAIL_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
