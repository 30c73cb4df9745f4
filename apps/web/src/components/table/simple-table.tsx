import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ExportButton } from '@/components/export-button';
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
};

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
}: FigureTableProps<T>) {
  const shown = columns.filter((column) => !column.exportOnly);
  return (
    <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
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
