import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import {
  QUOTATION_ATTENTION_LABELS,
  QUOTATION_SOURCE_LABELS,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationStatus,
  type QuotationSummary,
} from '@quimia/contracts';
import { useNavigate } from 'react-router';
import { ListSearchField } from '@/components/table/list-filters';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { RecordListView } from '@/components/table/record-list-view';
import { ALL_STATUSES } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import { useRecordListParams } from '@/lib/list-params';
import { useQuotations } from '../api/quotations';
import { formatDay, QuotationStatusChip } from './quotation-sections';

const COLUMNS = [
  { label: 'Cotización' },
  { label: 'Recibida' },
  { label: 'Origen' },
  { label: 'Total', align: 'right' },
  { label: 'Válida hasta' },
  { label: 'Estado' },
] as const;

function parseStatus(value: string | null): QuotationStatus | undefined {
  return QUOTATION_STATUSES.find((status) => status === value);
}

/** A day as the date fields write it (`2026-03-31`), or undefined. */
function parseDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** Every quotation (staff): tabs per status with their counts, dates and a search, in the URL. */
export function QuotationListView() {
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const navigate = useNavigate();
  const estado = parseStatus(searchParams.get('estado'));
  const desde = parseDay(searchParams.get('desde'));
  const hasta = parseDay(searchParams.get('hasta'));
  const quotations = useQuotations({ estado, desde, hasta, q: q || undefined, page, pageSize });
  const counts = quotations.data?.counts;
  const all = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  const filtered = Boolean(q || desde || hasta || estado);

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: estado,
        label: 'Estado de las cotizaciones',
        tabs: [
          { value: ALL_STATUSES, label: 'Todas', count: all },
          ...QUOTATION_STATUSES.map((status) => ({
            value: status,
            label: QUOTATION_STATUS_LABELS[status],
            count: counts?.[status],
          })),
        ],
      }}
      filters={
        <Box
          sx={{
            p: 2.5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: '180px 180px 1fr' },
          }}
        >
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
          <ListSearchField
            q={q}
            update={update}
            placeholder="Número, cliente, correo, teléfono o cédula/RUC…"
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        </Box>
      }
      label="Cotizaciones"
      minWidth={900}
      columns={COLUMNS}
      query={quotations}
      renderRow={(row) => (
        <QuotationRow
          key={row.id}
          quotation={row}
          onOpen={() => void navigate(paths.dashboard.quotation.details(row.id))}
        />
      )}
      skeletonRow={
        <TableRow>
          {[160, 90, 90, 70, 90, 80].map((width, index) => (
            <TableCell key={index}>
              <Skeleton width={width} />
              {index === 0 && <Skeleton width={120} />}
            </TableCell>
          ))}
        </TableRow>
      }
      emptyIcon={RequestQuoteOutlined}
      emptyTitle={filtered ? 'No se encontraron cotizaciones' : 'Todavía no hay cotizaciones'}
      filtered={filtered}
      page={page}
      pageSize={pageSize}
      update={update}
    />
  );
}

function QuotationRow({ quotation, onOpen }: { quotation: QuotationSummary; onOpen: () => void }) {
  return (
    <OpenableRow onOpen={onOpen}>
      <OpenableTitleCell
        title={quotation.number}
        onOpen={onOpen}
        maxWidth={300}
        fontWeight={quotation.attention ? 700 : 500}
      >
        <Typography variant="body2" color="text.secondary" noWrap>
          {quotation.customerName} · {quotation.customerEmail}
        </Typography>
      </OpenableTitleCell>
      <RelativeTimeCell value={quotation.createdAt} />
      <TableCell>
        <Typography variant="body2">{QUOTATION_SOURCE_LABELS[quotation.source]}</Typography>
        {quotation.revision > 1 && (
          <Typography variant="body2" color="text.secondary">
            Revisión {quotation.revision}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Typography variant="subtitle2">{formatUsd(quotation.totalCents)}</Typography>
        {quotation.unpricedLines > 0 && (
          <Typography variant="caption" color="warning.dark">
            {quotation.unpricedLines} a consultar
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(quotation.validUntil)}</TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <QuotationStatusChip status={quotation.status} />
          {quotation.attention && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={QUOTATION_ATTENTION_LABELS[quotation.attention]}
            />
          )}
        </Stack>
      </TableCell>
    </OpenableRow>
  );
}
