import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import { Link as RouterLink } from 'react-router';
import type { ExportColumn, ExportKind, ExportValue } from '@/lib/export-rows';
import { formatDay, formatPercent, formatUnitPrice } from '@/lib/figure-format';
import { formatNumber, formatUsd } from '@/lib/format';

// The columns of the back office's figure tables (consultas, metrics): how each value is shown in
// the Ecuadorian format and how it is written to a CSV or Excel file.

/**
 * How a column's values are shown and exported: `usd` holds cents (shown "$1.234,50", exported in
 * dollars), `price` dollars with up to four decimals, `date` a day or an instant.
 */
export type ColumnKind = 'text' | 'usd' | 'price' | 'number' | 'percent' | 'date';

export type DataColumn<T, S extends string = string> = {
  label: string;
  kind?: ColumnKind;
  /** The cell's value, as the file takes it too. */
  value: (row: T) => string | number | null;
  /** What the cell shows when it is more than its value (a second line, a chip). */
  render?: (row: T) => ReactNode;
  /** The API's sort name: the header sorts by it. */
  sort?: S;
  /** Not shown, only exported (an identification already under the name). */
  exportOnly?: boolean;
  /** Shown, not exported (a row's action). */
  displayOnly?: boolean;
  /** Kept on one line (codes, numbers of documents). */
  nowrap?: boolean;
  /** The narrowest the column may get, in pixels (long descriptions). */
  minWidth?: number;
};

export const NUMERIC_KINDS: readonly ColumnKind[] = ['usd', 'price', 'number', 'percent'];

export function display(kind: ColumnKind, value: string | number | null): ReactNode {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return kind === 'date' ? formatDay(value) : value;
  switch (kind) {
    case 'usd':
      return formatUsd(value);
    case 'price':
      return formatUnitPrice(value);
    case 'percent':
      return formatPercent(value);
    default:
      return formatNumber(value);
  }
}

export function exported(kind: ColumnKind, value: string | number | null): ExportValue {
  if (kind === 'usd' && typeof value === 'number') return value / 100;
  if (kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  return value;
}

export function exportKind(kind: ColumnKind): ExportKind {
  if (kind === 'usd' || kind === 'date') return kind;
  return NUMERIC_KINDS.includes(kind) ? 'number' : 'text';
}

/** What an export of `columns` writes: its headings and kinds, and each row's values. */
export function exportOf<T>(columns: readonly DataColumn<T, string>[]): {
  columns: ExportColumn[];
  values: (row: T) => ExportValue[];
} {
  const exportable = columns.filter((column) => !column.displayOnly);
  return {
    columns: exportable.map((column) => ({
      label: column.label,
      kind: exportKind(column.kind ?? 'text'),
    })),
    values: (row) => exportable.map((column) => exported(column.kind ?? 'text', column.value(row))),
  };
}

export function isNumeric(column: { kind?: ColumnKind }): boolean {
  return NUMERIC_KINDS.includes(column.kind ?? 'text');
}

function cellSx(kind: ColumnKind, nowrap: boolean | undefined) {
  return NUMERIC_KINDS.includes(kind) || kind === 'date' || nowrap
    ? { whiteSpace: 'nowrap' as const }
    : { maxWidth: 360 };
}

/** One cell of a figure table; `href` makes its content a link (a row's first cell). */
export function BodyCell<T, S extends string>({
  column,
  row,
  href,
}: {
  column: DataColumn<T, S>;
  row: T;
  href: string | null;
}) {
  const kind = column.kind ?? 'text';
  const content = column.render?.(row) ?? display(kind, column.value(row));
  return (
    <TableCell
      align={isNumeric(column) ? 'right' : undefined}
      sx={{ ...cellSx(kind, column.nowrap), minWidth: column.minWidth }}
      // The column's name beside the value where a narrow table shows its rows as blocks.
      data-label={column.label}
    >
      {href ? (
        <Link
          component={RouterLink}
          to={href}
          color="inherit"
          underline="hover"
          variant="subtitle2"
          // A row that opens the record too: once is enough.
          onClick={(event) => event.stopPropagation()}
        >
          {content}
        </Link>
      ) : (
        content
      )}
    </TableCell>
  );
}
