import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import {
  ELECTRONIC_DOCUMENT_KIND_LABELS,
  ELECTRONIC_DOCUMENT_KINDS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceSummary,
} from '@quimia/contracts';
import { formatCents } from '@quimia/contracts/amounts';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  countedStatusFilter,
  DateRangeSearchFilters,
  DocumentSkeletonRow,
  useDatedListParams,
} from '@/components/table/dated-record-list';
import { OpenableRow, OpenableTitleCell } from '@/components/table/openable-row';
import { RecordListView } from '@/components/table/record-list-view';
import { SelectFilter } from '@/components/table/select-filter';
import { paths } from '@/config/paths';
import { useInvoices } from '../api/invoices';
import { formatIssueDate } from './invoice-format';
import { invoiceListQuery, KIND_PARAM, parseKind } from './invoice-list-params';
import { InvoiceStatusChip } from './invoice-status-chip';

const COLUMNS = [
  { label: 'Número' },
  { label: 'Tipo', wide: true },
  { label: 'Fecha', wide: true },
  { label: 'Pedido', wide: true },
  { label: 'Total', align: 'right' },
  { label: 'Estado' },
] as const;

const KIND_OPTIONS = ELECTRONIC_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'factura' ? 'Facturas' : 'Notas de crédito',
}));

/** Every invoice and credit note (staff): tabs per status with counts, kind, days and a search. */
export function InvoiceListView() {
  const params = useDatedListParams(INVOICE_STATUSES);
  const kind = parseKind(params.searchParams.get(KIND_PARAM));
  const invoices = useInvoices(invoiceListQuery({ ...params, kind }));
  const navigate = useNavigate();
  const filtered = params.filtered || Boolean(kind);
  return (
    <RecordListView
      status={countedStatusFilter({
        value: params.estado,
        label: 'Estado de los comprobantes',
        allLabel: 'Todas',
        statuses: INVOICE_STATUSES,
        labels: INVOICE_STATUS_LABELS,
        counts: invoices.data?.counts,
      })}
      filters={
        <>
          <Box sx={{ px: 2.5, pt: 2.5 }}>
            <SelectFilter
              label="Tipo"
              value={kind}
              onChange={(value) => params.update({ [KIND_PARAM]: value })}
              allLabel="Todos los tipos"
              options={KIND_OPTIONS}
              sx={{ minWidth: 220 }}
            />
          </Box>
          <DateRangeSearchFilters
            {...params}
            placeholder="Número, cliente, identificación, clave o pedido…"
          />
        </>
      }
      label="Facturas y notas de crédito"
      minWidth={860}
      columns={COLUMNS}
      query={invoices}
      renderRow={(row) => (
        <InvoiceRow
          key={row.id}
          invoice={row}
          onOpen={() => void navigate(paths.dashboard.invoice.details(row.id))}
        />
      )}
      skeletonRow={<DocumentSkeletonRow widths={[170, 80, 80, 110, 70, 90]} />}
      emptyIcon={ReceiptOutlined}
      emptyTitle={filtered ? 'No se encontraron comprobantes' : 'Todavía no hay facturas'}
      filtered={filtered}
      page={params.page}
      pageSize={params.pageSize}
      update={params.update}
    />
  );
}

function InvoiceRow({ invoice, onOpen }: { invoice: InvoiceSummary; onOpen: () => void }) {
  return (
    <OpenableRow onOpen={onOpen}>
      <OpenableTitleCell title={invoice.number} onOpen={onOpen} maxWidth={300}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {invoice.kind === 'notaCredito' && (
            // A phone leaves the kind's column out: a credit note says so here.
            <Box component="span" sx={{ display: { sm: 'none' } }}>
              Nota de crédito ·{' '}
            </Box>
          )}
          {invoice.buyerName} · {invoice.buyerIdentification}
        </Typography>
      </OpenableTitleCell>
      <TableCell>{ELECTRONIC_DOCUMENT_KIND_LABELS[invoice.kind]}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIssueDate(invoice.issueDate)}</TableCell>
      <TableCell>
        {invoice.orderId && invoice.orderNumber ? (
          <Link
            component={RouterLink}
            to={paths.dashboard.order.details(invoice.orderId)}
            // The row opens the document: the link opens the order only.
            onClick={(event) => event.stopPropagation()}
            underline="hover"
          >
            {invoice.orderNumber}
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell align="right">
        <Typography variant="subtitle2">{formatCents(invoice.totalCents)}</Typography>
      </TableCell>
      <TableCell>
        <InvoiceStatusChip status={invoice.status} />
      </TableCell>
    </OpenableRow>
  );
}
