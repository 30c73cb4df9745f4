import { Fragment, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useNavigate } from 'react-router';
import { useRecordListParams, type UpdateListParams } from '@/lib/list-params';
import { ListSearchField } from './list-filters';
import type { ListQuery, ListTableColumn } from './list-table';
import { RecordListView } from './record-list-view';
import { ALL_STATUSES, type StatusTab } from './status-tabs';

// A list of documents by date (orders, quotations): tabs per status with their counts, a range of
// days and a search, all in the URL.

/** A day as the date fields write it (`2026-03-31`), or undefined. */
function parseDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The list's URL: its status (`estado`, one of `statuses`), its days, search and page. */
export function useDatedListParams<S extends string>(statuses: readonly S[]) {
  const params = useRecordListParams();
  const estado = statuses.find((status) => status === params.searchParams.get('estado'));
  const desde = parseDay(params.searchParams.get('desde'));
  const hasta = parseDay(params.searchParams.get('hasta'));
  return {
    ...params,
    statuses,
    estado,
    desde,
    hasta,
    /** What the list's endpoint is asked for. */
    query: {
      estado,
      desde,
      hasta,
      q: params.q || undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
    filtered: Boolean(params.q || desde || hasta || estado),
  };
}

/** The status filter of `RecordListView`: every status first ('Todos', 'Todas'), then each one. */
export function countedStatusFilter<S extends string>({
  value,
  label,
  allLabel,
  statuses,
  labels,
  counts,
}: {
  value: S | undefined;
  /** The tab list's accessible name, e.g. 'Estado de los pedidos'. */
  label: string;
  allLabel: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  /** How many each status holds under the other filters; undefined until they arrive. */
  counts: Record<S, number> | undefined;
}) {
  const all = counts && Object.values<number>(counts).reduce((sum, count) => sum + count, 0);
  const tabs: StatusTab<S | typeof ALL_STATUSES>[] = [
    { value: ALL_STATUSES, label: allLabel, count: all },
    ...statuses.map((status) => ({
      value: status,
      label: labels[status],
      count: counts?.[status],
    })),
  ];
  return { param: 'estado', value, label, tabs };
}

/** From and to days («Desde», «Hasta»), each bounding the other, for the caller's grid. */
export function DateRangeFields({
  desde,
  hasta,
  update,
}: {
  desde: string | undefined;
  hasta: string | undefined;
  update: UpdateListParams;
}) {
  return (
    <>
      <TextField
        type="date"
        label="Desde"
        value={desde ?? ''}
        onChange={(event) => update({ desde: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hasta } }}
      />
      <TextField
        type="date"
        label="Hasta"
        value={hasta ?? ''}
        onChange={(event) => update({ hasta: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: desde } }}
      />
    </>
  );
}

/** From and to days (each bounding the other) and the search box. */
export function DateRangeSearchFilters({
  desde,
  hasta,
  q,
  update,
  placeholder,
}: {
  desde: string | undefined;
  hasta: string | undefined;
  q: string;
  update: UpdateListParams;
  /** What can be searched, e.g. 'Número, cliente, cédula/RUC o correo…'. */
  placeholder: string;
}) {
  return (
    <Box
      sx={{
        p: 2.5,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: '180px 180px 1fr' },
      }}
    >
      <DateRangeFields desde={desde} hasta={hasta} update={update} />
      <ListSearchField
        q={q}
        update={update}
        placeholder={placeholder}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </Box>
  );
}

/** A placeholder row of plain cells, the first with a second line (the document's customer). */
export function DocumentSkeletonRow({ widths }: { widths: readonly number[] }) {
  return (
    <TableRow>
      {widths.map((width, index) => (
        <TableCell key={index}>
          <Skeleton width={width} />
          {index === 0 && <Skeleton width={120} />}
        </TableCell>
      ))}
    </TableRow>
  );
}

type DatedRecordListViewProps<T extends { id: string }, S extends string> = {
  /** The list's URL, from `useDatedListParams`. */
  params: ReturnType<typeof useDatedListParams<S>>;
  /** The list's query, whose pages carry each status's count. */
  query: ListQuery<T> & { data: { counts: Record<S, number> } | undefined };
  statusLabels: Record<S, string>;
  /** The tab list's accessible name, e.g. 'Estado de los pedidos'. */
  statusLabel: string;
  /** The tab of every status, 'Todos' or 'Todas'. */
  allLabel: string;
  /** What can be searched, e.g. 'Número, cliente, cédula/RUC o correo…'. */
  searchPlaceholder: string;
  /** The table's accessible name, e.g. 'Pedidos'. */
  label: string;
  minWidth: number;
  columns: readonly ListTableColumn[];
  /** One document's row; `onOpen` goes to its details. */
  renderRow: (row: T, onOpen: () => void) => ReactNode;
  detailsPath: (id: string) => string;
  /** The placeholder cells' widths, one a column. */
  skeletonWidths: readonly number[];
  emptyIcon: ComponentType<SvgIconProps>;
  /** E.g. 'No se encontraron pedidos' and 'Todavía no hay pedidos'. */
  emptyTitles: { filtered: string; none: string };
  /** A filter the list was opened with besides those above (from Principal, say), clearable. */
  narrowedBy?: { label: string; onClear: () => void };
};

/** A back-office list of documents by date (orders, quotations), each row opening its details. */
export function DatedRecordListView<T extends { id: string }, S extends string>({
  params,
  query,
  statusLabels,
  statusLabel,
  allLabel,
  searchPlaceholder,
  renderRow,
  detailsPath,
  skeletonWidths,
  emptyTitles,
  narrowedBy,
  ...table
}: DatedRecordListViewProps<T, S>) {
  const { update, page, pageSize, estado } = params;
  const filtered = params.filtered || Boolean(narrowedBy);
  const navigate = useNavigate();
  return (
    <RecordListView
      status={countedStatusFilter({
        value: estado,
        label: statusLabel,
        allLabel,
        statuses: params.statuses,
        labels: statusLabels,
        counts: query.data?.counts,
      })}
      filters={
        <>
          {narrowedBy && (
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ px: 2.5, pt: 2.5, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Chip label={narrowedBy.label} />
              <Button size="small" onClick={narrowedBy.onClear}>
                Quitar este filtro
              </Button>
            </Stack>
          )}
          <DateRangeSearchFilters {...params} placeholder={searchPlaceholder} />
        </>
      }
      {...table}
      query={query}
      renderRow={(row) => (
        <Fragment key={row.id}>{renderRow(row, () => void navigate(detailsPath(row.id)))}</Fragment>
      )}
      skeletonRow={<DocumentSkeletonRow widths={skeletonWidths} />}
      emptyTitle={filtered ? emptyTitles.filtered : emptyTitles.none}
      filtered={filtered}
      page={page}
      pageSize={pageSize}
      update={update}
    />
  );
}
