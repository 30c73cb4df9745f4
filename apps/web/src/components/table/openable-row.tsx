import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatDateTime, formatRelative } from '@/lib/format';

/** A list row that opens its record (in a dialog) wherever it is clicked. */
export function OpenableRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <TableRow hover onClick={onOpen} sx={{ cursor: 'pointer' }}>
      {children}
    </TableRow>
  );
}

type OpenableTitleCellProps = {
  title: ReactNode;
  onOpen: () => void;
  /**
   * Keeps a long line under the title from widening the column; a phone narrows it further so
   * the row's figures and state stay beside it.
   */
  maxWidth: number;
  /** The title's weight, e.g. bolder while the record waits for someone. */
  fontWeight?: number;
  /** One line under the title. */
  children?: ReactNode;
};

/**
 * An openable row's first cell: the record's title as a button, the row's way in from the
 * keyboard, and what goes under it.
 */
export function OpenableTitleCell({
  title,
  onOpen,
  maxWidth,
  fontWeight,
  children,
}: OpenableTitleCellProps) {
  return (
    <TableCell sx={{ maxWidth: { xs: `min(${maxWidth}px, 40vw)`, sm: maxWidth } }}>
      <Link
        component="button"
        type="button"
        color="inherit"
        underline="hover"
        variant="subtitle2"
        onClick={(event) => {
          // The row opens the record too: once is enough.
          event.stopPropagation();
          onOpen();
        }}
        sx={{ display: 'block', textAlign: 'left', fontWeight }}
      >
        {title}
      </Link>
      {children}
    </TableCell>
  );
}

/** When something happened, as 'hace 5 minutos', with the date and time on hover. */
export function RelativeTimeCell({ value }: { value: string }) {
  return (
    // One line unless a desktop's list is squeezed (the system font, wider, before the site's
    // own arrives): then «hace alrededor de 11 horas» takes two rather than push the state off.
    <TableCell
      sx={{ whiteSpace: { xs: 'nowrap', md: 'normal' } }}
      title={formatDateTime(value) ?? ''}
    >
      {formatRelative(value)}
    </TableCell>
  );
}
