import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVOICE_STATUS_LABELS, type OrderStatus } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useIssueInvoice, useOrderInvoices } from '../api/invoices';
import { formatIssueDate } from './invoice-format';
import { InvoiceDownloadButtons } from './invoice-download-buttons';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The order statuses whose invoice can be issued: what the buyer committed to, not yet cancelled. */
export const INVOICEABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'shipped',
  'ready',
  'delivered',
];

/** Why an order cannot be invoiced yet, or null when it can. */
export function issueBlockedReason(status: OrderStatus): string | null {
  if (INVOICEABLE_ORDER_STATUSES.includes(status)) return null;
  return status === 'cancelled'
    ? 'El pedido está cancelado: no se factura.'
    : 'Confirma el pedido para poder emitir su factura.';
}

/** «Factura electrónica» on staff's order page: issue it, or follow it and download it. */
/**
 * A cancelled order whose invoice the SRI authorised still counts as a sale until a credit note
 * cancels it: the card says so and leads to the invoice, where the note is issued.
 */
export function needsCreditNote(
  orderStatus: OrderStatus,
  invoice: { status: string; totalCents: number },
  creditNotes: { status: string; totalCents: number }[],
): boolean {
  if (orderStatus !== 'cancelled' || invoice.status !== 'autorizada') return false;
  const credited = creditNotes
    .filter((note) => note.status !== 'no_autorizada' && note.status !== 'anulada')
    .reduce((sum, note) => sum + note.totalCents, 0);
  return credited < invoice.totalCents;
}

export function OrderInvoiceCard({ order }: { order: { id: string; status: OrderStatus } }) {
  const documents = useOrderInvoices(order.id, order.status);
  const issue = useIssueInvoice();
  const blocked = issueBlockedReason(order.status);

  let content;
  if (documents.isError) {
    content = <RetryAlert error={documents.error} onRetry={() => void documents.refetch()} />;
  } else if (documents.isPending) {
    content = <Skeleton variant="rounded" height={72} aria-label="Cargando la factura" />;
  } else {
    const invoice = documents.data.items.find((item) => item.kind === 'factura');
    const creditNotes = documents.data.items.filter((item) => item.kind === 'notaCredito');
    if (!invoice) {
      const issued = issue.data?.invoice;
      content = issued ? (
        <Alert severity="info">
          Factura {issued.number} emitida: {INVOICE_STATUS_LABELS[issued.status]}.
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Este pedido todavía no tiene factura.
          </Typography>
          <Button
            variant="contained"
            onClick={() => issue.mutate(order.id)}
            disabled={blocked !== null || issue.isPending}
          >
            {issue.isPending ? 'Emitiendo…' : 'Emitir factura'}
          </Button>
          {blocked && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {blocked}
            </Typography>
          )}
          <SaveErrorAlert error={issue.error} />
        </>
      );
    } else {
      content = (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={paths.dashboard.invoice.details(invoice.id)}
              underline="hover"
              variant="subtitle2"
            >
              {invoice.number}
            </Link>
            <InvoiceStatusChip status={invoice.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Emitida el {formatIssueDate(invoice.issueDate)}
          </Typography>
          {invoice.status === 'autorizada' && (
            <InvoiceDownloadButtons id={invoice.id} number={invoice.number} size="small" />
          )}
          {needsCreditNote(order.status, invoice, creditNotes) && (
            <Alert
              severity="warning"
              action={
                <Button
                  component={RouterLink}
                  to={paths.dashboard.invoice.details(invoice.id)}
                  color="inherit"
                  size="small"
                >
                  Emitir nota de crédito
                </Button>
              }
            >
              El pedido está cancelado pero su factura está autorizada: sigue contando como venta
              hasta que emitas una nota de crédito.
            </Alert>
          )}
          {creditNotes.length > 0 && (
            <Box>
              <Typography variant="body2" color="text.secondary">
                Notas de crédito:
              </Typography>
              {creditNotes.map((note) => (
                <Stack
                  key={note.id}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', mt: 0.5 }}
                >
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.invoice.details(note.id)}
                    underline="hover"
                    variant="body2"
                  >
                    {note.number}
                  </Link>
                  <InvoiceStatusChip status={note.status} />
                </Stack>
              ))}
            </Box>
          )}
        </Stack>
      );
    }
  }

  return (
    <SectionCard title="Factura electrónica" headingGap={1.5}>
      {content}
    </SectionCard>
  );
}
