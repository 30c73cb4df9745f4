import Chip from '@mui/material/Chip';
import { useAuth } from '@/lib/auth';
import { usePendingMessages } from '../api/inbox';

/** The menu's count of messages waiting for an answer; nothing when none wait. */
export function PendingMessagesBadge() {
  const { user } = useAuth();
  const staff = user?.role === 'admin' || user?.role === 'vendedor';
  const pending = usePendingMessages({ enabled: staff }).data?.pending ?? 0;
  if (!pending) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={pending > 99 ? '99+' : pending}
      aria-label={`${pending} por atender`}
      sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
