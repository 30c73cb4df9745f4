import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { FaqsList } from './faqs-list';

export function FaqsView() {
  return (
    <Box sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          Ayuda
        </Typography>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Preguntas frecuentes
        </Typography>
        <Typography sx={{ fontSize: { md: 18 }, color: 'text.secondary', mb: { xs: 5, md: 6 } }}>
          Envíos, formas de pago, facturación y todo lo que necesitas saber antes de hacer tu
          pedido.
        </Typography>

        <FaqsList />

        <Card
          variant="outlined"
          sx={{ mt: { xs: 6, md: 8 }, p: { xs: 3, md: 4 }, textAlign: 'center' }}
        >
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            ¿No encontraste tu respuesta?
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Escríbenos y te ayudamos con tu consulta.
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'center' }}
          >
            <WhatsappButton size="large" />
            <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
              Enviar una consulta
            </Button>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
