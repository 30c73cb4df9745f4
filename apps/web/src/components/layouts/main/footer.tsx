import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { site, telLink, type Branch } from '@/config/site';
import { SocialLinks } from './social-links';

const mutedSx = { color: 'inherit', opacity: 0.72 } as const;

function FooterBranch({ branch }: { branch: Branch }) {
  return (
    <Stack spacing={1.25}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Sucursal {branch.name}
      </Typography>
      <Typography variant="body2" component="address" sx={{ ...mutedSx, fontStyle: 'normal' }}>
        {branch.address}
      </Typography>
      <Typography variant="body2" sx={mutedSx}>
        Fijo:{' '}
        {branch.landlines.map((phone, index) => (
          <span key={phone}>
            {index > 0 && ', '}
            <Link href={telLink(phone)} color="inherit" underline="hover">
              {phone}
            </Link>
          </span>
        ))}
      </Typography>
      <Typography variant="body2" sx={mutedSx}>
        Celular:{' '}
        {branch.mobiles.map((phone, index) => (
          <span key={phone}>
            {index > 0 && ', '}
            <Link href={telLink(phone)} color="inherit" underline="hover">
              {phone}
            </Link>
          </span>
        ))}
      </Typography>
      {branch.emails.map((email) => (
        <Link
          key={email}
          href={`mailto:${email}`}
          variant="body2"
          color="inherit"
          underline="hover"
          sx={mutedSx}
        >
          {email}
        </Link>
      ))}
      <Link
        href={branch.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        underline="always"
        aria-label={`Ver en el mapa la sucursal ${branch.name} (se abre en una pestaña nueva)`}
        sx={{ color: 'primary.light', fontWeight: 600 }}
      >
        Ver en el mapa
      </Link>
    </Stack>
  );
}

/** First footer block: who we are, both branches, hours and social links. */
export function FooterMain() {
  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white', py: { xs: 6, md: 8 } }}>
      <Container>
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 3.5 }}>
            <Logo withText sx={{ color: 'common.white' }} />
            <Typography variant="body2" sx={{ ...mutedSx, mt: 2, mb: 3, maxWidth: 320 }}>
              {site.description}
            </Typography>
            <SocialLinks />
          </Grid>

          {site.branches.map((branch) => (
            <Grid key={branch.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <FooterBranch branch={branch} />
            </Grid>
          ))}

          <Grid size={{ xs: 12, md: 2.5 }}>
            <Stack spacing={1.25}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Horario de atención
              </Typography>
              {site.hours.map((slot) => (
                <Typography key={slot.days} variant="body2" sx={mutedSx}>
                  {slot.days}: {slot.time}
                </Typography>
              ))}
              <Link
                component={RouterLink}
                to={paths.faqs}
                variant="body2"
                color="inherit"
                underline="hover"
                sx={{ ...mutedSx, pt: 1.5 }}
              >
                Preguntas frecuentes
              </Link>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** Second footer block: the copyright line with the current year. */
export function FooterBottom() {
  return (
    <Box sx={{ bgcolor: 'grey.900', color: 'common.white' }}>
      {/* A plain rule: MUI's Divider would add its own chunk to every public page's first visit. */}
      <Box
        component="hr"
        sx={{ m: 0, border: 0, borderTop: '1px solid rgba(255, 255, 255, 0.12)' }}
      />
      <Container
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography variant="caption" sx={mutedSx}>
          © {new Date().getFullYear()} {site.name}. Todos los derechos reservados.
        </Typography>
        <Typography variant="caption" sx={mutedSx}>
          {site.tagline} · Quito, Ecuador
        </Typography>
      </Container>
    </Box>
  );
}
