import TablePagination from '@mui/material/TablePagination';
import {
  DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_OPTIONS,
  useClampPage,
  type UpdateListParams,
} from '@/lib/list-params';

const PAGINATION_ARIA: Record<'first' | 'last' | 'next' | 'previous', string> = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};

type ListTablePaginationProps = {
  /** Records in the whole list; undefined until the first answer. */
  total: number | undefined;
  /** The 1-based page in the URL. */
  page: number;
  pageSize: number;
  /** The total shown belongs to another page or filters while the new one loads. */
  stale: boolean;
  /** Writes the page and the page size to the URL (`useListParams`). */
  update: UpdateListParams;
};

/**
 * The pager below a back-office list, in Spanish; page and page size live in the URL. A page
 * left empty (its last record removed) gives way to the last page that has records.
 */
export function ListTablePagination({
  total,
  page,
  pageSize,
  stale,
  update,
}: ListTablePaginationProps) {
  const lastPage = useClampPage(page, total, pageSize, !stale, update);
  return (
    <TablePagination
      component="div"
      count={total ?? 0}
      page={Math.min(page, lastPage) - 1}
      rowsPerPage={pageSize}
      // A list shown whole (the categories) has no page size to choose: its select read blank.
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS.includes(pageSize) ? ROWS_PER_PAGE_OPTIONS : []}
      onPageChange={(_event, next) =>
        update({ page: next > 0 ? String(next + 1) : null }, { resetPage: false })
      }
      onRowsPerPageChange={(event) =>
        update({
          pageSize:
            Number(event.target.value) === DEFAULT_ROWS_PER_PAGE ? null : event.target.value,
        })
      }
      labelRowsPerPage="Filas por página"
      // On a phone the default gaps pushed the next-page arrow past the card's edge.
      sx={{
        '& .MuiTablePagination-toolbar': { pl: { xs: 1, sm: 2 }, pr: { xs: 0, sm: 1 } },
        '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 }, ml: { xs: 0.5, sm: 1 } },
        '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
      }}
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      getItemAriaLabel={(type) => PAGINATION_ARIA[type]}
    />
  );
}
