import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useNavigate } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { RetryAlert } from '@/components/retry-alert';
import {
  BodyCell,
  exportOf,
  isNumeric,
  type ColumnKind,
  type DataColumn,
} from '@/components/table/data-columns';
import { DebouncedSearchField } from '@/components/table/debounced-search-field';
import type { ListQuery } from '@/components/table/list-table';
import { ListTablePagination } from '@/components/table/list-table-pagination';
import type { ExportPage } from '@/lib/export-rows';
import { visuallyHidden } from '@/lib/visually-hidden';
import { sortChange, type SortDir } from '../utils/list-params';
import type { ConsultaTableState } from '../utils/use-list-state';

/** A consulta table's column: a figure column that may sort by its API name. */
export type ConsultaColumn<T, S extends string = string> = DataColumn<T, S>;

type ConsultaTableProps<T, S extends string> = {
  /** The table's accessible name and the exported file's title, e.g. 'Clientes'. */
  label: string;
  columns: readonly ConsultaColumn<T, S>[];
  state: ConsultaTableState<S>;
  query: ListQuery<T>;
  rowKey: (row: T) => string;
  /** Where a row leads: its first cell links there and a click on the row opens it. */
  rowHref?: (row: T) => string | null;
  /** What opens under a row (its lines), with the button's accessible name. */
  expand?: { render: (row: T) => ReactNode; label: (row: T) => string };
  /** The pages for an export, under the filters shown. */
  fetchPage: (page: number, pageSize: number) => Promise<ExportPage<T>>;
  /** What can be searched; without it the table has no search box. */
  searchPlaceholder?: string;
  /** The range of days (`desde`, `hasta`); on by default. */
  dates?: boolean;
  /** More filters beside the search (a select). */
  filters?: ReactNode;
  emptyTitle: string;
  minWidth: number;
  /** Smaller rows, for a table inside another one's row. */
  dense?: boolean;
};

/**
 * A consulta's table: days, search, sortable headers, pages and the export, all in the table's
 * state (the address, for lists); a row opens its record or the lines behind it.
 */
export function ConsultaTable<T, S extends string>({
  label,
  columns,
  state,
  query,
  rowKey,
  rowHref,
  expand,
  fetchPage,
  searchPlaceholder,
  dates = true,
  filters,
  emptyTitle,
  minWidth,
  dense = false,
}: ConsultaTableProps<T, S>) {
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = columns.filter((column) => !column.exportOnly);
  const span = shown.length + (expand ? 1 : 0);
  const { data, isPending, isPlaceholderData } = query;
  const rows = data?.items ?? [];
  const { update } = state;

  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const file = exportOf(columns);

  return (
    <>
      <Box
        sx={{
          p: dense ? 1.5 : 2.5,
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: `${dates ? '170px 170px ' : ''}minmax(0, 1fr) ${filters ? 'auto ' : ''}auto`,
          },
        }}
      >
        {dates && (
          <>
            <TextField
              type="date"
              label="Desde"
              size={dense ? 'small' : 'medium'}
              value={state.desde ?? ''}
              onChange={(event) => update({ desde: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: state.hasta } }}
            />
            <TextField
              type="date"
              label="Hasta"
              size={dense ? 'small' : 'medium'}
              value={state.hasta ?? ''}
              onChange={(event) => update({ hasta: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: state.desde } }}
            />
          </>
        )}
        {searchPlaceholder ? (
          <DebouncedSearchField
            value={state.q}
            size={dense ? 'small' : 'medium'}
            onCommit={(value) => update({ q: value || null }, { replace: true })}
            placeholder={searchPlaceholder}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        ) : (
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        )}
        {filters && <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>{filters}</Box>}
        <Box
          sx={{
            gridColumn: { xs: '1 / -1', md: 'auto' },
            display: 'flex',
            justifyContent: 'flex-end',
          }}
        >
          <ExportButton
            title={label}
            columns={file.columns}
            values={file.values}
            fetchPage={fetchPage}
          />
        </Box>
      </Box>
      {query.isError && !data ? (
        <RetryAlert
          error={query.error}
          onRetry={() => void query.refetch()}
          sx={{ mx: 2.5, mb: 2.5 }}
        />
      ) : (
        <>
          <TableContainer tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table
              aria-label={label}
              size={dense ? 'small' : 'medium'}
              aria-busy={isPending || isPlaceholderData}
              sx={{ minWidth, opacity: isPlaceholderData ? 0.6 : 1 }}
            >
              <TableHead>
                <TableRow>
                  {expand && (
                    <TableCell padding="checkbox">
                      <Box component="span" sx={visuallyHidden}>
                        Detalle
                      </Box>
                    </TableCell>
                  )}
                  {shown.map((column) => (
                    <HeaderCell key={column.label} column={column} state={state} />
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending ? (
                  Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      {Array.from({ length: span }, (_, cell) => (
                        <TableCell key={cell}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                ) : rows.length === 0 ? (
                  <TableRow>
                    <TableCell
                      colSpan={span}
                      sx={{ py: dense ? 3 : 6, textAlign: 'center', borderBottom: 'none' }}
                    >
                      <SearchOffOutlined sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} />
                      <Typography variant="subtitle1" component="p">
                        {emptyTitle}
                      </Typography>
                      {state.filtered && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          Prueba con otra búsqueda o cambia las fechas.
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((row) => {
                    const key = rowKey(row);
                    const href = rowHref?.(row) ?? null;
                    const open = expanded.has(key);
                    return (
                      <Fragment key={key}>
                        <TableRow
                          hover={Boolean(href || expand)}
                          onClick={
                            href
                              ? () => void navigate(href)
                              : expand
                                ? () => toggle(key)
                                : undefined
                          }
                          sx={{
                            cursor: href || expand ? 'pointer' : undefined,
                            '& > td': open ? { borderBottom: 'none' } : undefined,
                          }}
                        >
                          {expand && (
                            <TableCell padding="checkbox">
                              <IconButton
                                size="small"
                                aria-label={expand.label(row)}
                                aria-expanded={open}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  toggle(key);
                                }}
                              >
                                {open ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
                              </IconButton>
                            </TableCell>
                          )}
                          {shown.map((column, index) => (
                            <BodyCell
                              key={column.label}
                              column={column}
                              row={row}
                              href={index === 0 ? href : null}
                            />
                          ))}
                        </TableRow>
                        {expand && open && (
                          <TableRow>
                            <TableCell colSpan={span} sx={{ p: 0, bgcolor: 'background.neutral' }}>
                              <Collapse in={open} unmountOnExit>
                                <Box sx={{ pl: { xs: 1, md: 6 }, pr: 1, py: 1 }}>
                                  {expand.render(row)}
                                </Box>
                              </Collapse>
                            </TableCell>
                          </TableRow>
                        )}
                      </Fragment>
                    );
                  })
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <ListTablePagination
            total={data?.total}
            page={state.page}
            pageSize={state.pageSize}
            stale={isPlaceholderData}
            update={update}
          />
        </>
      )}
    </>
  );
}

function firstDir(kind: ColumnKind | undefined): SortDir {
  return kind === undefined || kind === 'text' ? 'asc' : 'desc';
}

function HeaderCell<T, S extends string>({
  column,
  state,
}: {
  column: ConsultaColumn<T, S>;
  state: ConsultaTableState<S>;
}) {
  const numeric = isNumeric(column);
  const { sort } = column;
  const active = sort !== undefined && state.orden === sort;
  return (
    <TableCell
      align={numeric ? 'right' : undefined}
      sortDirection={active ? (state.dir ?? firstDir(column.kind)) : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {sort ? (
        <TableSortLabel
          active={active}
          direction={active ? (state.dir ?? firstDir(column.kind)) : firstDir(column.kind)}
          onClick={() =>
            state.update(sortChange(state, sort, firstDir(column.kind)), { resetPage: true })
          }
        >
          {column.label}
        </TableSortLabel>
      ) : (
        column.label
      )}
    </TableCell>
  );
}
