import Chip from '@mui/material/Chip';

/**
 * A menu entry's count of what waits there, read as `${count} ${waiting}` ("3 por atender");
 * nothing when none wait.
 */
export function NavCountBadge({ count, waiting }: { count: number; waiting: string }) {
  if (!count) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count > 99 ? '99+' : count}
      aria-label={`${count} ${waiting}`}
      sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
