import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';

export function HomeCta() {
  return (
    <Box component="section" aria-labelledby="home-cta-title" sx={{ pb: { xs: 8, md: 10 } }}>
      <Container>
        <Box
          sx={(theme) => ({
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
            borderRadius: 3,
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.main} 0%, ${(theme.vars ?? theme).palette.primary.dark} 100%)`,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: 4,
          })}
        >
          <Box sx={{ maxWidth: 600 }}>
            <Typography id="home-cta-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
              ¿Necesitas una cotización?
            </Typography>
            <Typography sx={{ opacity: 0.88 }}>
              Envíanos la lista de productos y cantidades que necesitas: te respondemos con precios,
              presentaciones disponibles y tiempo de entrega.
            </Typography>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ flexShrink: 0, width: { xs: 1, sm: 'auto' } }}
          >
            <Button
              component={RouterLink}
              to={paths.contact}
              variant="contained"
              size="large"
              sx={{
                bgcolor: 'common.white',
                color: 'primary.dark',
                '&:hover': { bgcolor: 'grey.100' },
              }}
            >
              Enviar solicitud
            </Button>
            <WhatsappButton
              size="large"
              variant="outlined"
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255, 255, 255, 0.72)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              Chatear por WhatsApp
            </WhatsappButton>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
