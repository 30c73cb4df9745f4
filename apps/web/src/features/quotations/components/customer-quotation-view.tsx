import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { CustomerQuotation } from '@quimia/contracts';
import { useCompany } from '@/api/company';
import { LoadError } from '@/components/load-error';
import { whatsappLink } from '@/config/site';
import { formatShopDate } from '@/lib/format';
import { quotationPdfUrl, useCustomerQuotation } from '../api/quotations';
import { AcceptQuotationDialog } from './accept-quotation-dialog';
import { QuotationMessageForm } from './quotation-message-form';
import {
  formatDay,
  QuotationContents,
  QuotationStatusChip,
  QuotationThread,
} from './quotation-sections';

export function StatusNotice({ quotation }: { quotation: CustomerQuotation }) {
  const { status, orderNumber, acceptBlockers, canAccept } = quotation;
  if (status === 'converted' && orderNumber) {
    return (
      <Alert severity="success" icon={<CheckCircleOutline />}>
        {/* Staff may have converted it without the buyer accepting it: say what it is now. */}
        Esta cotización es ahora tu pedido <strong>{orderNumber}</strong>, con estos precios. Te
        escribiremos para coordinar el pago y la entrega.
      </Alert>
    );
  }
  if (status === 'accepted') {
    return (
      <Alert severity="success">
        Aceptaste esta cotización. Te confirmaremos el pedido en breve.
      </Alert>
    );
  }
  if (canAccept) {
    return (
      <Alert severity="info">
        Los precios se mantienen hasta el {formatDay(quotation.validUntil)}. Si estás de acuerdo,
        pulsa «Aceptar» y lo convertimos en tu pedido.
      </Alert>
    );
  }
  return (
    <Alert severity={status === 'expired' || status === 'rejected' ? 'warning' : 'info'}>
      {acceptBlockers.join(' ')}
    </Alert>
  );
}

/** A quotation at its link: what its buyer reads, downloads, accepts and asks about. */
export function CustomerQuotationView({ token }: { token: string }) {
  const query = useCustomerQuotation(token);
  const { data: company } = useCompany();
  const [accepting, setAccepting] = useState(false);

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 12 }}>
        <CircularProgress aria-label="Cargando la cotización" />
      </Box>
    );
  }
  if (query.isError) {
    const missing = (query.error as { code?: string } | null)?.code === 'NOT_FOUND';
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        {missing ? (
          <Alert severity="warning">
            No encontramos esta cotización. Revisa que el enlace esté completo, o escríbenos y te la
            enviamos de nuevo.
          </Alert>
        ) : (
          <LoadError
            message="No pudimos cargar la cotización."
            onRetry={() => void query.refetch()}
          />
        )}
      </Container>
    );
  }

  const quotation = query.data;
  const sellerName = company?.tradeName ?? 'el vendedor';
  const whatsapp = company?.whatsappNumber
    ? whatsappLink(
        company.whatsappNumber,
        `Hola, les escribo por la cotización ${quotation.number}: ${window.location.href}`,
      )
    : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="overline" color="text.secondary">
            Cotización de {sellerName}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h1">
              {quotation.number}
            </Typography>
            <QuotationStatusChip status={quotation.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Para {quotation.customer.name} · revisión {quotation.revision} del{' '}
            {formatShopDate(quotation.revisedAt)} · válida hasta el{' '}
            {formatDay(quotation.validUntil)}
          </Typography>
        </div>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            href={quotationPdfUrl(quotation.token)}
            target="_blank"
            rel="noopener"
            startIcon={<PictureAsPdfOutlined />}
          >
            Descargar PDF
          </Button>
          {quotation.canAccept && (
            <Button variant="contained" size="large" onClick={() => setAccepting(true)}>
              Aceptar
            </Button>
          )}
        </Stack>
      </Stack>

      <Stack spacing={3}>
        <StatusNotice quotation={quotation} />
        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <QuotationContents quotation={quotation} figuresWidth={340}>
            <Stack spacing={2}>
              {quotation.sellerNotes && (
                <div>
                  <Typography variant="subtitle2">Observaciones del vendedor</Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {quotation.sellerNotes}
                  </Typography>
                </div>
              )}
              {quotation.notes && (
                <div>
                  <Typography variant="subtitle2">Tu solicitud</Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ whiteSpace: 'pre-wrap' }}
                  >
                    {quotation.notes}
                  </Typography>
                </div>
              )}
            </Stack>
          </QuotationContents>
        </Card>

        <Card sx={{ p: { xs: 2, md: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2, gap: 1 }}
          >
            <Typography variant="h6" component="h2">
              Mensajes
            </Typography>
            {whatsapp && (
              <Button
                href={whatsapp}
                target="_blank"
                rel="noopener"
                color="success"
                startIcon={<WhatsApp />}
              >
                Escribir por WhatsApp
              </Button>
            )}
          </Stack>
          <QuotationThread messages={quotation.messages} sellerName={sellerName} />
          <Box sx={{ mt: 3 }}>
            <QuotationMessageForm quotation={quotation} />
          </Box>
        </Card>
      </Stack>
      {accepting && (
        <AcceptQuotationDialog quotation={quotation} onClose={() => setAccepting(false)} />
      )}
    </Container>
  );
}
