import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  ELECTRONIC_DOCUMENT_KIND_LABELS,
  SRI_ENVIRONMENT_LABELS,
  type InvoiceDetail,
  type SriMessage,
} from '@quimia/contracts';
import { formatCents } from '@quimia/contracts/amounts';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Fact } from '@/components/fact-list';
import { RecordColumns } from '@/components/record-columns';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { isSending, useRetryInvoice } from '../api/invoices';
import { CreditNoteDialog } from './credit-note-dialog';
import { formatIssueDate, nextAttemptText } from './invoice-format';
import { InvoiceDownloadButtons } from './invoice-download-buttons';
import { InvoiceStatusChip } from './invoice-status-chip';

/** The SRI's messages word for word: identifier, message and its additional information. */
function SriMessages({ messages }: { messages: readonly SriMessage[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {messages.map((message, index) => (
        <li key={`${message.identifier}-${index}`}>
          <strong>{message.identifier}</strong> {message.message}
          {message.additionalInfo && (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {message.additionalInfo}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

/** Where the document is with the SRI: sending, the SRI's answer and what to do about it. */
function SriAnswer({ invoice }: { invoice: InvoiceDetail }) {
  const retryAt = nextAttemptText(invoice.nextAttemptAt);
  const refused = invoice.status === 'devuelta' || invoice.status === 'no_autorizada';
  return (
    <>
      {isSending(invoice.status) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {invoice.status === 'por_enviar'
            ? 'Enviando al SRI… Esta página se actualiza sola.'
            : 'El SRI la recibió y la está autorizando. Esta página se actualiza sola.'}
          {retryAt && <Box sx={{ mt: 0.5 }}>{retryAt}</Box>}
          <LinearProgress sx={{ mt: 1 }} aria-label="Esperando al SRI" />
        </Alert>
      )}
      {!isSending(invoice.status) && retryAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {retryAt}
        </Alert>
      )}
      {invoice.messages.length > 0 && (
        <Alert severity={refused ? 'error' : 'warning'} sx={{ mb: 2 }}>
          <AlertTitle>Mensajes del SRI</AlertTitle>
          <SriMessages messages={invoice.messages} />
          {invoice.advice && (
            <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }}>
              {invoice.advice}
            </Typography>
          )}
        </Alert>
      )}
      {invoice.messages.length === 0 && invoice.advice && (
        <Alert severity={refused ? 'error' : 'info'} sx={{ mb: 2 }}>
          {invoice.advice}
        </Alert>
      )}
    </>
  );
}

function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const anyDiscount = invoice.lines.some((line) => line.discountCents > 0);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Detalle de ${invoice.number}`} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">Precio unitario</TableCell>
            {anyDiscount && <TableCell align="right">Descuento</TableCell>}
            <TableCell>Impuesto</TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`}>
              <TableCell>
                <Typography variant="body2">{line.description}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {line.code}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
              <TableCell align="right">{formatCents(line.unitPriceCents)}</TableCell>
              {anyDiscount && (
                <TableCell align="right">{formatCents(line.discountCents)}</TableCell>
              )}
              <TableCell>{line.taxLabel}</TableCell>
              <TableCell align="right">{formatCents(line.subtotalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Subtotal, discount, each tax and the total, as the RIDE shows them. */
function InvoiceFigures({ invoice }: { invoice: InvoiceDetail }) {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Subtotal', value: formatCents(invoice.subtotalCents) },
    { label: 'Descuento', value: formatCents(invoice.discountCents) },
    ...invoice.taxes.map((tax) => ({
      label: `${tax.label} (base ${formatCents(tax.baseCents)})`,
      value: formatCents(tax.amountCents),
    })),
    { label: 'Total', value: formatCents(invoice.totalCents), strong: true },
  ];
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row) => (
        <Stack
          key={row.label}
          direction="row"
          sx={{ justifyContent: 'space-between', py: 0.5, gap: 2 }}
        >
          <Typography component="dt" variant={row.strong ? 'subtitle1' : 'body2'}>
            {row.label}
          </Typography>
          <Typography component="dd" variant={row.strong ? 'subtitle1' : 'body2'} sx={{ m: 0 }}>
            {row.value}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/** What happened to the document, oldest first, with the SRI's messages of each answer. */
function InvoiceTimeline({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin movimientos todavía.
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoice.events.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          sx={{
            pl: 2,
            pb: index === invoice.events.length - 1 ? 0 : 2,
            borderLeft: 2,
            borderColor: index === invoice.events.length - 1 ? 'primary.main' : 'divider',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2">{event.title}</Typography>
            <InvoiceStatusChip status={event.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(event.at)}
            {event.actorName && ` · ${event.actorName}`}
          </Typography>
          {event.messages.length > 0 && (
            <Box sx={{ mt: 0.5, typography: 'body2' }}>
              <SriMessages messages={event.messages} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A document as staff follow it: the SRI's answer, what it holds, and what can be done next. */
export function InvoiceDetailsView({ invoice }: { invoice: InvoiceDetail }) {
  const retry = useRetryInvoice();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [creditNoteOpen, setCreditNoteOpen] = useState(false);
  const authorised = invoice.status === 'autorizada';

  const sendAgain = () =>
    retry.mutate(invoice.id, {
      onSuccess: () => enqueueSnackbar('Enviando de nuevo al SRI', { variant: 'info' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });

  return (
    <RecordColumns
      ratio={[5, 3]}
      main={
        <>
          <Card sx={{ p: 3 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
            >
              <Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="h2">
                    {ELECTRONIC_DOCUMENT_KIND_LABELS[invoice.kind]} {invoice.number}
                  </Typography>
                  <InvoiceStatusChip status={invoice.status} />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={invoice.environment === 'produccion' ? 'primary' : 'warning'}
                    label={`Ambiente: ${SRI_ENVIRONMENT_LABELS[invoice.environment]}`}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Emitida el {formatIssueDate(invoice.issueDate)}
                  {invoice.authorizedAt &&
                    ` · autorizada el ${formatDateTime(invoice.authorizedAt)}`}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {invoice.canRetry && (
                  <Button variant="contained" onClick={sendAgain} disabled={retry.isPending}>
                    {retry.isPending ? 'Reintentando…' : 'Reintentar'}
                  </Button>
                )}
                {invoice.canCreditNote && (
                  <Button variant="outlined" color="error" onClick={() => setCreditNoteOpen(true)}>
                    Nota de crédito
                  </Button>
                )}
              </Stack>
            </Stack>
            <SriAnswer invoice={invoice} />
            {authorised && (
              <Box sx={{ mb: 2 }}>
                <InvoiceDownloadButtons id={invoice.id} number={invoice.number} />
              </Box>
            )}
            <InvoiceLinesTable invoice={invoice} />
          </Card>
          <SectionCard title="Totales" headingGap={2}>
            <InvoiceFigures invoice={invoice} />
          </SectionCard>
          {invoice.kind === 'factura' && (
            <SectionCard title="Notas de crédito" headingGap={1}>
              {invoice.creditNotes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Ninguna.
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {invoice.creditNotes.map((note) => (
                    <Stack
                      component="li"
                      key={note.id}
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center', py: 0.75, flexWrap: 'wrap' }}
                    >
                      <Link
                        component={RouterLink}
                        to={paths.dashboard.invoice.details(note.id)}
                        underline="hover"
                        variant="subtitle2"
                      >
                        {note.number}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {formatIssueDate(note.issueDate)} · {formatCents(note.totalCents)}
                      </Typography>
                      <InvoiceStatusChip status={note.status} />
                    </Stack>
                  ))}
                </Box>
              )}
            </SectionCard>
          )}
        </>
      }
      side={
        <>
          <SectionCard title="Comprador" headingGap={1}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="Nombre" termWidth={110}>
                {invoice.buyerName}
              </Fact>
              <Fact term="Identificación" termWidth={110}>
                {invoice.buyerIdentification}
              </Fact>
              <Fact term="Correo" termWidth={110} wordBreak>
                {invoice.buyerEmail ?? '—'}
              </Fact>
            </Box>
          </SectionCard>
          <SectionCard title="Comprobante" headingGap={1}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact term="Clave de acceso" termWidth={110} wordBreak>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {invoice.accessKey}
                </Box>
              </Fact>
              {invoice.orderId && invoice.orderNumber && (
                <Fact term="Pedido" termWidth={110}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.order.details(invoice.orderId)}
                    underline="hover"
                  >
                    {invoice.orderNumber}
                  </Link>
                </Fact>
              )}
              {invoice.kind === 'notaCredito' && (
                <>
                  <Fact term="Modifica" termWidth={110}>
                    {invoice.invoiceId ? (
                      <Link
                        component={RouterLink}
                        to={paths.dashboard.invoice.details(invoice.invoiceId)}
                        underline="hover"
                      >
                        Factura {invoice.modifiedNumber ?? ''}
                      </Link>
                    ) : (
                      (invoice.modifiedNumber ?? '—')
                    )}
                  </Fact>
                  <Fact term="Motivo" termWidth={110}>
                    {invoice.reason ?? '—'}
                  </Fact>
                </>
              )}
            </Box>
          </SectionCard>
          <SectionCard title="Historial" headingGap={2}>
            <InvoiceTimeline invoice={invoice} />
          </SectionCard>
          {invoice.canCreditNote && (
            <CreditNoteDialog
              invoice={invoice}
              open={creditNoteOpen}
              onClose={() => setCreditNoteOpen(false)}
              onIssued={(id) => {
                setCreditNoteOpen(false);
                void navigate(paths.dashboard.invoice.details(id));
              }}
            />
          )}
        </>
      }
    />
  );
}
