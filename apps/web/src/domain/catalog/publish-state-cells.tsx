import TableCell from '@mui/material/TableCell';
import type { PublishStatus } from '@quimia/contracts';
import { formatDateTime } from '@/lib/format';
import { PublishStatusChip } from './publish-status-chip';

/** `updatedAt` absent: a list that does not carry it (a visitor's product card); the cell stays empty. */
type PublishStateCellsProps = { status: PublishStatus; updatedAt?: string };

/** Two cells of a publishable record's row (products, formulas): its status and last change. */
export function PublishStateCells({ status, updatedAt }: PublishStateCellsProps) {
  return (
    <>
      <TableCell>
        <PublishStatusChip status={status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {updatedAt ? formatDateTime(updatedAt) : ''}
      </TableCell>
    </>
  );
}
