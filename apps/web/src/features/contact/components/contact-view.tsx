import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useSearchParams } from 'react-router';
import { WhatsappButton } from '@/components/support-chat';
import { ContactForm } from './contact-form';

/**
 * Contact page body: WhatsApp and `hours` (the opening hours, which the page brings) beside the
 * form; the branch cards follow on the page.
 */
export function ContactView({ hours }: { hours: ReactNode }) {
  return (
    <Box component="section" sx={{ pb: { xs: 4, md: 6 } }}>
      <Container>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Card variant="outlined" sx={{ p: 3 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                  <WhatsAppIcon color="success" aria-hidden />
                  <Typography variant="h6" component="h2">
                    Atención inmediata
                  </Typography>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
                  La forma más rápida de cotizar o resolver una duda es escribirnos por WhatsApp en
                  nuestro horario de atención.
                </Typography>
                <WhatsappButton fullWidth size="large" />
              </Card>

              {hours}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 7 }}>
            <Card id="formulario" variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Envíanos un mensaje
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
                Para cotizar, indícanos los productos, las cantidades y la ciudad de entrega. Te
                respondemos por correo o teléfono en horario de atención.
              </Typography>
              <SentWithoutScriptsOutcome />
              <ContactForm />
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** What a form the browser sent by itself (no scripts) came to: the server's redirect says it. */
const OUTCOMES = {
  sent: {
    severity: 'success',
    text: 'Gracias, recibimos tu mensaje. Te responderemos lo antes posible.',
  },
  revisar: {
    severity: 'error',
    text: 'No pudimos enviar tu mensaje: revisa tu nombre, un correo válido, el asunto y un mensaje de al menos 10 caracteres.',
  },
  limite: {
    severity: 'error',
    text: 'Recibimos varios mensajes desde tu conexión. Inténtalo en unos minutos o escríbenos por WhatsApp.',
  },
  fallo: {
    severity: 'error',
    text: 'No pudimos enviar tu mensaje en este momento. Inténtalo de nuevo o escríbenos por WhatsApp.',
  },
} as const;

function SentWithoutScriptsOutcome() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const outcome =
    searchParams.get('enviado') === '1'
      ? OUTCOMES.sent
      : error === 'revisar' || error === 'limite' || error === 'fallo'
        ? OUTCOMES[error]
        : null;
  if (!outcome) return null;
  return (
    <Alert severity={outcome.severity} role="status" sx={{ mb: 3 }}>
      {outcome.text}
    </Alert>
  );
}
