import { Fragment, type ComponentType, type ReactNode } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UpdateListParams } from '@/lib/list-params';
import { visuallyHidden } from '@/lib/visually-hidden';
import { RetryAlert } from '../retry-alert';
import { ListTablePagination } from './list-table-pagination';

/**
 * `wide`: a column a phone leaves out (the row opens the record, where it shows). `buttons`: a
 * row's action buttons, one menu button on a phone, whose heading is then read out but not shown.
 */
export type ListTableColumn = { label: string; align?: 'right'; wide?: boolean; buttons?: boolean };

/** Read out by screen readers, not drawn, on a phone. */
const hiddenOnPhone = { '@media (max-width: 599.95px)': visuallyHidden } as const;

/**
 * On a phone the table keeps only its narrow columns, within the screen: what matters of a row (its
 * title, total and state) stays in sight rather than behind a sideways scroll.
 */
function phoneColumnsSx(columns: readonly ListTableColumn[], minWidth: number) {
  const hidden = columns.flatMap((column, index) => (column.wide ? [index + 1] : []));
  if (hidden.length === 0) return { minWidth };
  return {
    minWidth: { xs: 0, sm: minWidth },
    // Narrower gutters let a phone's row keep its title whole beside its figures.
    '& th, & td': { px: { xs: 1, sm: 2 } },
    ...Object.fromEntries(
      hidden.map((position) => [
        `& tr > :nth-child(${position}):not(:only-child)`,
        { display: { xs: 'none', sm: 'table-cell' } },
      ]),
    ),
  };
}

/** What the table uses of the list's query (TanStack Query, placeholder data kept). */
export type ListQuery<T> = {
  data: { items: readonly T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The data shown belongs to the previous page or filters while the new ones load. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

const SKELETON_ROWS = 5;

export type ListTableProps<T> = {
  /** The table's accessible name, e.g. 'Productos'. */
  label: string;
  minWidth: number;
  columns: readonly ListTableColumn[];
  query: ListQuery<T>;
  /** One row of the table (a keyed `TableRow`). */
  renderRow: (row: T) => ReactNode;
  /** A placeholder row, shaped like the real ones, for the first load. */
  skeletonRow: ReactNode;
  /** Shown big over `emptyTitle` when there are no rows. */
  emptyIcon: ComponentType<SvgIconProps>;
  /** E.g. 'No se encontraron productos'. */
  emptyTitle: string;
  /** A search or filter is on: the empty list suggests changing them. */
  filtered: boolean;
  /** The 1-based page and the page size in the URL, and how to change them. */
  page: number;
  pageSize: number;
  update: UpdateListParams;
};

/**
 * A back-office list as a table with its pager: placeholder rows while loading, the rows, why
 * there are none, or why the list failed (with a retry).
 */
export function ListTable<T>({
  label,
  minWidth,
  columns,
  query,
  renderRow,
  skeletonRow,
  emptyIcon: EmptyIcon,
  emptyTitle,
  filtered,
  page,
  pageSize,
  update,
}: ListTableProps<T>) {
  const { data, isPending, isPlaceholderData } = query;
  if (query.isError && !data) {
    return (
      <RetryAlert
        error={query.error}
        onRetry={() => void query.refetch()}
        sx={{ mx: 2.5, mb: 2.5 }}
      />
    );
  }
  const rows = data?.items ?? [];
  return (
    <>
      <TableContainer sx={{ position: 'relative', overflowX: 'auto' }}>
        <Table
          aria-label={label}
          sx={{ ...phoneColumnsSx(columns, minWidth), opacity: isPlaceholderData ? 0.6 : 1 }}
          aria-busy={isPending || isPlaceholderData}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.buttons ? (
                    <Box component="span" sx={hiddenOnPhone}>
                      {column.label}
                    </Box>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending ? (
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Fragment key={index}>{skeletonRow}</Fragment>
              ))
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  sx={{ py: 8, textAlign: 'center', borderBottom: 'none' }}
                >
                  <EmptyIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
                  <Typography variant="h6" component="p">
                    {emptyTitle}
                  </Typography>
                  {filtered && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      Prueba con otra búsqueda o quita los filtros.
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ) : (
              rows.map(renderRow)
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListTablePagination
        total={data?.total}
        page={page}
        pageSize={pageSize}
        stale={isPlaceholderData}
        update={update}
      />
    </>
  );
}
