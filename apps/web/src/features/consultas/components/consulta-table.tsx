import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
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
import { Link as RouterLink, useNavigate } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { DebouncedSearchField } from '@/components/table/debounced-search-field';
import type { ListQuery } from '@/components/table/list-table';
import { ListTablePagination } from '@/components/table/list-table-pagination';
import { formatNumber, formatUsd } from '@/lib/format';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ExportKind, ExportPage, ExportValue } from '../utils/export-rows';
import { formatConsultaDay, formatPercent, formatUnitPrice } from '../utils/format';
import { sortChange, type SortDir } from '../utils/list-params';
import type { ConsultaTableState } from '../utils/use-list-state';
import { ExportButton } from './export-button';

/**
 * How a column's values are shown and exported: `usd` holds cents (shown "$1.234,50", exported in
 * dollars), `price` dollars with up to four decimals, `date` a day or an instant.
 */
export type ColumnKind = 'text' | 'usd' | 'price' | 'number' | 'percent' | 'date';

export type ConsultaColumn<T, S extends string = string> = {
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
  if (typeof value === 'string') return kind === 'date' ? formatConsultaDay(value) : value;
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

  const exportable = columns.filter((column) => !column.displayOnly);
  const exportColumns = exportable.map((column) => {
    const kind = column.kind ?? 'text';
    return {
      label: column.label,
      kind: exportKind(kind),
    };
  });

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
            columns={exportColumns}
            values={(row: T) =>
              exportable.map((column) => exported(column.kind ?? 'text', column.value(row)))
            }
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
  const numeric = NUMERIC_KINDS.includes(column.kind ?? 'text');
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

function cellSx(kind: ColumnKind, nowrap: boolean | undefined) {
  return NUMERIC_KINDS.includes(kind) || kind === 'date' || nowrap
    ? { whiteSpace: 'nowrap' as const }
    : { maxWidth: 360 };
}

export function BodyCell<T, S extends string>({
  column,
  row,
  href,
}: {
  column: ConsultaColumn<T, S>;
  row: T;
  href: string | null;
}) {
  const kind = column.kind ?? 'text';
  const numeric = NUMERIC_KINDS.includes(kind);
  const content = column.render?.(row) ?? display(kind, column.value(row));
  return (
    <TableCell
      align={numeric ? 'right' : undefined}
      sx={{ ...cellSx(kind, column.nowrap), minWidth: column.minWidth }}
    >
      {href ? (
        <Link
          component={RouterLink}
          to={href}
          color="inherit"
          underline="hover"
          variant="subtitle2"
          // The row opens the record too: once is enough.
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
