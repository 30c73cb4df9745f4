import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import {
  QUOTATION_ATTENTION,
  QUOTATION_ATTENTION_LABELS,
  QUOTATION_SOURCE_LABELS,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationSummary,
} from '@quimia/contracts';
import { wrappingChipSx } from '@/components/status-chip';
import { DatedRecordListView, useDatedListParams } from '@/components/table/dated-record-list';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { paths } from '@/config/paths';
import { formatUsd, inSentence } from '@/lib/format';
import { useQuotations } from '../api/quotations';
import { formatDay, QuotationStatusChip } from './quotation-sections';

const COLUMNS = [
  { label: 'Cotización' },
  { label: 'Recibida', wide: true },
  { label: 'Origen', wide: true },
  { label: 'Total', align: 'right' },
  { label: 'Válida hasta', wide: true },
  { label: 'Estado' },
] as const;

/**
 * Every quotation (staff): tabs per status with their counts, dates and a search, in the URL; or
 * only those waiting for one reason (`atencion`, the links of Principal's figures).
 */
export function QuotationListView() {
  const params = useDatedListParams(QUOTATION_STATUSES);
  const atencion = QUOTATION_ATTENTION.find(
    (reason) => reason === params.searchParams.get('atencion'),
  );
  const quotations = useQuotations({ ...params.query, atencion });
  return (
    <DatedRecordListView
      params={params}
      narrowedBy={
        atencion && {
          label: `Esperan atención: ${inSentence(QUOTATION_ATTENTION_LABELS[atencion])}`,
          onClear: () => params.update({ atencion: null }),
        }
      }
      query={quotations}
      statusLabels={QUOTATION_STATUS_LABELS}
      statusLabel="Estado de las cotizaciones"
      allLabel="Todas"
      searchPlaceholder="Número, cliente, correo, teléfono o cédula/RUC…"
      label="Cotizaciones"
      minWidth={900}
      columns={COLUMNS}
      renderRow={(row, onOpen) => <QuotationRow quotation={row} onOpen={onOpen} />}
      detailsPath={paths.dashboard.quotation.details}
      skeletonWidths={[160, 90, 90, 70, 90, 80]}
      emptyIcon={RequestQuoteOutlined}
      emptyTitles={{
        filtered: 'No se encontraron cotizaciones',
        none: 'Todavía no hay cotizaciones',
      }}
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
          <Typography variant="caption" color="warning.onPaper">
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
              sx={wrappingChipSx}
            />
          )}
        </Stack>
      </TableCell>
    </OpenableRow>
  );
}
