import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ExportButton } from '@/components/export-button';
import { visuallyHidden } from '@/lib/visually-hidden';
import { BodyCell, exportOf, isNumeric, type DataColumn } from './data-columns';

type FigureTableProps<T> = {
  /** The table's accessible name and the exported file's title. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Where a row leads: its first cell links there. */
  rowHref?: (row: T) => string | null;
  emptyTitle: string;
  minWidth: number;
  size?: 'small' | 'medium';
  /**
   * Where the table has less room than `minWidth` (a phone, a half-width card), each row is shown
   * as a block instead of behind a sideways scroll.
   */
  stackWhenNarrow?: boolean;
};

/**
 * A table's rows as blocks, below the width its columns need: the first cell (what the row is)
 * on its own line, then each other cell beside its column's name. The headings stay for screen
 * readers.
 */
function stackedBelow(width: number) {
  return {
    containerType: 'inline-size',
    [`@container (max-width: ${width - 1}px)`]: {
      '& table': { minWidth: 0 },
      '& table, & tbody, & tbody tr, & tbody td': { display: 'block' },
      '& thead': visuallyHidden,
      '& tbody tr': { px: 2, py: 1, borderBottom: 1, borderColor: 'divider' },
      '& tbody td': {
        border: 0,
        px: 0,
        py: 0.25,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        gap: 2,
        textAlign: 'left',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        minWidth: 0,
        maxWidth: 'none',
      },
      // Shown, not read out: a screen reader names the cell by its column heading already.
      '& tbody td::before': { content: 'attr(data-label) / ""', color: 'text.secondary' },
      '& tbody td:first-of-type': { display: 'block', pb: 0.5 },
      '& tbody td:first-of-type::before': { content: 'none' },
    },
  };
}

/** A short table of figures that arrives whole, without a toolbar. */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  emptyTitle,
  minWidth,
  size = 'medium',
  stackWhenNarrow = false,
}: FigureTableProps<T>) {
  const shown = columns.filter((column) => !column.exportOnly);
  return (
    <TableContainer
      tabIndex={0}
      sx={{ overflowX: 'auto', ...(stackWhenNarrow ? stackedBelow(minWidth) : {}) }}
    >
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell
                key={column.label}
                align={isNumeric(column) ? 'right' : undefined}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={shown.length} sx={{ py: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{emptyTitle}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {shown.map((column, index) => (
                  <BodyCell
                    key={column.label}
                    column={column}
                    row={row}
                    href={index === 0 ? (rowHref?.(row) ?? null) : null}
                  />
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The export of rows already at hand: every one of them, as CSV or Excel. */
export function RowsExportButton<T>({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
}) {
  const file = exportOf(columns);
  return (
    <ExportButton
      title={title}
      columns={file.columns}
      values={file.values}
      fetchPage={() => Promise.resolve({ items: rows, total: rows.length })}
    />
  );
}

/** A short table that arrives whole (a record's latest documents, a formula's lines), exportable. */
export function SimpleTable<T>(props: FigureTableProps<T>) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2.5, pb: 1.5 }}>
        <RowsExportButton title={props.label} columns={props.columns} rows={props.rows} />
      </Box>
      <FigureTable {...props} />
    </>
  );
}
