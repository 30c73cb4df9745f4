import Chip from '@mui/material/Chip';
import { USER_STATUS_LABELS, type UserStatus } from '@quimia/contracts';

type ChipColor = 'success' | 'warning' | 'error' | 'default';

const STATUS_COLORS: Record<UserStatus, ChipColor> = {
  active: 'success',
  pending: 'warning',
  banned: 'default',
  rejected: 'error',
};

/** The user's status as a coloured label (Activos, Pendientes, Inactivos, Bloqueados). */
export function UserStatusChip({ status }: { status: UserStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={USER_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
