import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import {
  IDENTIFICATION_TYPE_LABELS,
  QUOTATION_ATTENTION_LABELS,
  QUOTATION_SOURCE_LABELS,
  type StaffQuotation,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '@/api/company';
import { Fact } from '@/components/fact-list';
import { RecordColumns } from '@/components/record-columns';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { whatsappLink } from '@/config/site';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatUsd } from '@/lib/format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import {
  quotationPdfUrl,
  staffRevisionPdf,
  useConvertQuotation,
  useMarkQuotationSeen,
  useReplyQuotation,
  useSetQuotationStatus,
} from '../api/quotations';
import { OrderTermsDialog } from './order-terms-dialog';
import {
  formatDay,
  QuotationContents,
  QuotationLinesTable,
  QuotationStatusChip,
  QuotationThread,
} from './quotation-sections';
import { RevisionEditor } from './revision-editor';

/** The buyer's page, as the link staff send. */
function customerLink(quotation: StaffQuotation): string {
  return `${window.location.origin}${paths.quotation.details(quotation.token)}`;
}

/** Staff's answer in the thread. */
function ReplyForm({ quotation }: { quotation: StaffQuotation }) {
  const reply = useReplyQuotation();
  const [text, setText] = useState('');
  const { onSubmit, sending } = useSingleSubmit(async () => {
    if (!text.trim()) return;
    await reply.mutateAsync({ id: quotation.id, message: text }).then(
      () => setText(''),
      () => undefined,
    );
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} sx={{ mt: 2 }}>
      <TextField
        label="Responder al cliente"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        helperText="El cliente lo lee en el enlace de su cotización."
      />
      <SaveErrorAlert error={reply.error} />
      <div>
        <Button
          type="submit"
          variant="outlined"
          disabled={sending || !text.trim()}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Enviar respuesta
        </Button>
      </div>
    </Stack>
  );
}

/** Every revision, newest first, each with its lines, figures and PDF. */
function Revisions({ quotation }: { quotation: StaffQuotation }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <div>
      {quotation.revisions.map((revision) => (
        <Accordion key={revision.revision} disableGutters defaultExpanded={false}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">Revisión {revision.revision}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(revision.createdAt)} ·{' '}
                {revision.createdBy ?? 'solicitud del cliente'} ·{' '}
                {formatUsd(revision.summary.totalCents)}
              </Typography>
              {revision.revision === quotation.revision && (
                <Chip size="small" label="La que ve el cliente" />
              )}
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <QuotationLinesTable
              lines={revision.lines}
              label={`Productos de la revisión ${revision.revision}`}
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 2, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                Válida hasta el {formatDay(revision.validUntil)}
                {revision.notes ? `\n${revision.notes}` : ''}
              </Typography>
              <Button
                size="small"
                startIcon={<PictureAsPdfOutlined />}
                onClick={() =>
                  void staffRevisionPdf(quotation.id, revision.revision).catch((error: unknown) =>
                    enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                  )
                }
              >
                PDF de la revisión {revision.revision}
              </Button>
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

/** The buyer and what they gave on accepting. */
function CustomerFacts({ quotation }: { quotation: StaffQuotation }) {
  const { customer } = quotation;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact term="Cliente" termWidth={110} wordBreak>
        {customer.name}
      </Fact>
      {customer.identificationType && (
        <Fact term={IDENTIFICATION_TYPE_LABELS[customer.identificationType]} termWidth={110}>
          {customer.identification}
        </Fact>
      )}
      <Fact term="Correo" termWidth={110} wordBreak>
        <Link href={`mailto:${customer.email}`}>{customer.email}</Link>
      </Fact>
      {customer.phone && (
        <Fact term="Teléfono" termWidth={110}>
          {customer.phone}
        </Fact>
      )}
      {(customer.city || customer.address) && (
        <Fact term="Dirección" termWidth={110} wordBreak>
          {[customer.address, customer.city].filter(Boolean).join(', ')}
        </Fact>
      )}
      <Fact term="Origen" termWidth={110}>
        {QUOTATION_SOURCE_LABELS[quotation.source]}
        {quotation.createdBy ? ` · ${quotation.createdBy}` : ''}
      </Fact>
      {quotation.customerUserId && (
        <Fact term="Cuenta" termWidth={110}>
          Cliente registrado
        </Fact>
      )}
    </Box>
  );
}

/**
 * A quotation as staff handle it: the latest revision, a counter-offer, sending it by WhatsApp,
 * rejecting it, turning it into an order, its earlier revisions and the thread with the buyer.
 */
export function QuotationDetailsView({ quotation }: { quotation: StaffQuotation }) {
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState(false);
  const { data: company } = useCompany();
  const setStatus = useSetQuotationStatus();
  const convert = useConvertQuotation();
  const markSeen = useMarkQuotationSeen();
  const { enqueueSnackbar } = useSnackbar();
  const { id, attention } = quotation;

  // Opening it is seeing it: it leaves the menu's counter.
  useEffect(() => {
    if (attention) markSeen.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival of a new event
  }, [id, attention]);

  const link = customerLink(quotation);
  const sellerName = company?.tradeName ?? 'nosotros';
  const whatsapp = quotation.customer.phone
    ? whatsappLink(
        quotation.customer.phone,
        `Hola ${quotation.customer.name}, le enviamos la cotización ${quotation.number} de ${sellerName} (válida hasta el ${formatDay(quotation.validUntil)}). Puede verla, descargar el PDF y aceptarla aquí: ${link}`,
      )
    : null;
  const open = quotation.status === 'new' || quotation.status === 'sent';
  const canConvert =
    quotation.status === 'accepted' || (open && quotation.canAccept && quotation.editable);

  const changeStatus = (status: 'sent' | 'rejected') =>
    setStatus.mutate(
      { id: quotation.id, status },
      {
        onSuccess: () =>
          enqueueSnackbar(status === 'sent' ? 'Marcada como enviada' : 'Cotización rechazada', {
            variant: 'success',
          }),
      },
    );

  return (
    <RecordColumns
      ratio={[5, 2]}
      main={
        <>
          <Card sx={{ p: 3 }}>
            <Stack
              direction={{ xs: 'column', lg: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { lg: 'flex-start' }, mb: 2 }}
            >
              <div>
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="h6" component="h2">
                    {quotation.number}
                  </Typography>
                  <QuotationStatusChip status={quotation.status} />
                  {attention && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={QUOTATION_ATTENTION_LABELS[attention]}
                    />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Revisión {quotation.revision} · recibida el {formatDateTime(quotation.createdAt)}{' '}
                  · válida hasta el {formatDay(quotation.validUntil)}
                </Typography>
              </div>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  href={quotationPdfUrl(quotation.token)}
                  target="_blank"
                  rel="noopener"
                  startIcon={<PictureAsPdfOutlined />}
                >
                  PDF
                </Button>
                {whatsapp && quotation.editable && (
                  <Button
                    href={whatsapp}
                    target="_blank"
                    rel="noopener"
                    color="success"
                    variant="outlined"
                    startIcon={<WhatsApp />}
                    onClick={() => {
                      if (quotation.status === 'new') changeStatus('sent');
                    }}
                  >
                    Enviar por WhatsApp
                  </Button>
                )}
              </Stack>
            </Stack>

            {quotation.orderNumber && (
              <Alert severity="success" sx={{ mb: 2 }}>
                Convertida en el pedido{' '}
                {quotation.orderId ? (
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.order.details(quotation.orderId)}
                  >
                    {quotation.orderNumber}
                  </Link>
                ) : (
                  quotation.orderNumber
                )}
                .
              </Alert>
            )}
            {!quotation.editable && !quotation.orderNumber && (
              <Alert severity="info" sx={{ mb: 2 }}>
                El cliente la aceptó: ya no se puede cambiar.
              </Alert>
            )}
            {quotation.canAccept === false && open && quotation.acceptBlockers.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {quotation.acceptBlockers.join(' ')}
              </Alert>
            )}

            {editing ? (
              <RevisionEditor
                quotation={quotation}
                onDone={() => {
                  setEditing(false);
                }}
              />
            ) : (
              <>
                <QuotationContents quotation={quotation} figuresWidth={300}>
                  <Stack spacing={1.5}>
                    {quotation.sellerNotes && (
                      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                        <strong>Observaciones:</strong> {quotation.sellerNotes}
                      </Typography>
                    )}
                    {quotation.notes && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ whiteSpace: 'pre-wrap' }}
                      >
                        <strong>Solicitud del cliente:</strong> {quotation.notes}
                      </Typography>
                    )}
                  </Stack>
                </QuotationContents>
              </>
            )}

            {quotation.editable && !editing && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 3 }}>
                <Button
                  variant="contained"
                  startIcon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                >
                  Editar precios (nueva revisión)
                </Button>
                {quotation.status === 'new' && (
                  <Button variant="outlined" onClick={() => changeStatus('sent')}>
                    Marcar enviada
                  </Button>
                )}
                {canConvert && (
                  <Button variant="outlined" onClick={() => setConverting(true)}>
                    Convertir en pedido
                  </Button>
                )}
                {quotation.status !== 'rejected' && (
                  <Button color="error" onClick={() => changeStatus('rejected')}>
                    Rechazar
                  </Button>
                )}
              </Stack>
            )}
            {quotation.status === 'accepted' && (
              <Button variant="contained" sx={{ mt: 3 }} onClick={() => setConverting(true)}>
                Convertir en pedido
              </Button>
            )}
            <SaveErrorAlert error={setStatus.error} />
          </Card>

          <SectionCard title="Revisiones" headingGap={1}>
            <Revisions quotation={quotation} />
          </SectionCard>
        </>
      }
      side={
        <>
          <SectionCard title="Mensajes" headingGap={2}>
            <QuotationThread messages={quotation.messages} sellerName={sellerName} />
            <ReplyForm quotation={quotation} />
          </SectionCard>
          <SectionCard title="Cliente" headingGap={1}>
            <CustomerFacts quotation={quotation} />
            <Typography variant="body2" sx={{ mt: 2, wordBreak: 'break-all' }}>
              Enlace del cliente:{' '}
              <Link href={link} target="_blank" rel="noopener">
                {link}
              </Link>
            </Typography>
          </SectionCard>
          {converting && (
            <OrderTermsDialog
              quotation={quotation}
              title={`Convertir ${quotation.number} en pedido`}
              intro="El pedido queda a nombre del cliente, con estos precios."
              submitLabel="Crear el pedido"
              onClose={() => setConverting(false)}
              onSubmit={async (terms) => {
                const answer = await convert.mutateAsync({ id: quotation.id, ...terms });
                return (
                  <Typography>
                    {answer.message}.{' '}
                    <Link component={RouterLink} to={paths.dashboard.order.details(answer.orderId)}>
                      Abrir {answer.orderNumber}
                    </Link>
                  </Typography>
                );
              }}
            />
          )}
        </>
      }
    />
  );
}
