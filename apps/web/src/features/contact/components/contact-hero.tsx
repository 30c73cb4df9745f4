import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function ContactHero() {
  return (
    <Box
      component="section"
      aria-labelledby="contact-title"
      sx={{ pt: { xs: 6, md: 8 }, pb: { xs: 4, md: 6 } }}
    >
      <Container>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
          Contacto
        </Typography>
        <Typography id="contact-title" variant="h2" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
          Hablemos de lo que necesitas
        </Typography>
        <Typography sx={{ fontSize: { md: 18 }, color: 'text.secondary', maxWidth: 720 }}>
          Cotizaciones, disponibilidad, asesoría técnica o el estado de tu pedido: escríbenos,
          llámanos o visítanos en nuestras sucursales.
        </Typography>
      </Container>
    </Box>
  );
}
