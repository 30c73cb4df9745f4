import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BodyCell,
  exported,
  exportKind,
  NUMERIC_KINDS,
  type ConsultaColumn,
} from './consulta-table';
import { ExportButton } from './export-button';

type SimpleTableProps<T> = {
  /** The table's accessible name and the exported file's title. */
  label: string;
  columns: readonly ConsultaColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowHref?: (row: T) => string | null;
  emptyTitle: string;
  minWidth: number;
};

/** A short table that arrives whole (a record's latest documents, a formula's lines), exportable. */
export function SimpleTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  emptyTitle,
  minWidth,
}: SimpleTableProps<T>) {
  const shown = columns.filter((column) => !column.exportOnly);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2.5, pb: 1.5 }}>
        <ExportButton
          title={label}
          columns={columns.map((column) => ({
            label: column.label,
            kind: exportKind(column.kind ?? 'text'),
          }))}
          values={(row: T) =>
            columns.map((column) => exported(column.kind ?? 'text', column.value(row)))
          }
          fetchPage={() => Promise.resolve({ items: rows, total: rows.length })}
        />
      </Box>
      <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table aria-label={label} sx={{ minWidth }}>
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell
                  key={column.label}
                  align={NUMERIC_KINDS.includes(column.kind ?? 'text') ? 'right' : undefined}
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
    </>
  );
}
