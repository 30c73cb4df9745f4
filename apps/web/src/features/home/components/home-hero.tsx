import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { WhatsappButton } from '@/components/support-chat';
import { useCompany } from '@/api/company';
import { layout } from '@/config/layout';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

export function HomeHero() {
  const { data: company } = useCompany();
  const branches = company?.branches.map((branch) => branch.name) ?? [];
  const highlights = [
    'Envíos a todo el Ecuador',
    'Venta al por mayor y menor',
    ...(branches.length > 1
      ? [`Sucursales: ${branches.join(', ')}`]
      : branches.map((name) => `Sucursal ${name}`)),
  ];
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        // The home page has no top padding: the hero itself makes room for the fixed header.
        pt: {
          xs: `${layout.header.mobileHeight + 40}px`,
          md: `${layout.header.desktopHeight + 64}px`,
        },
        pb: { xs: 8, md: 12 },
        background: `linear-gradient(180deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1)} 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0)} 100%)`,
      })}
    >
      <Container>
        <ColumnGrid spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <ColumnCell size={{ xs: 12, md: 7 }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 2 }}>
              Productos químicos y materias primas · Quito, Ecuador
            </Typography>
            <Typography
              id="home-hero-title"
              variant="h2"
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.25rem' },
                lineHeight: 1.15,
              }}
            >
              Materias primas químicas para tu negocio,{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                al por mayor y menor
              </Box>
            </Typography>
            <Typography
              sx={{ fontSize: { md: 18 }, mt: 3, color: 'text.secondary', maxWidth: 600 }}
            >
              Abastecemos a fábricas, emprendedores y profesionales de la limpieza, la cosmética,
              los alimentos, las piscinas, el agro y la industria. Te asesoramos en cada compra y
              enviamos tu pedido a todo el país.
            </Typography>

            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 5, flexWrap: 'wrap' }}
              useFlexGap
            >
              <Button
                component={RouterLink}
                to={paths.product.root}
                variant="contained"
                size="large"
              >
                Ver productos
              </Button>
              <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
                Solicitar cotización
              </Button>
              <WhatsappButton size="large" variant="text" />
            </Stack>

            <Stack component="ul" spacing={1} sx={{ mt: 5, p: 0, listStyle: 'none' }}>
              {highlights.map((text) => (
                <Stack
                  component="li"
                  key={text}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center' }}
                >
                  <CheckCircleIcon fontSize="small" color="primary" aria-hidden />
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {text}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </ColumnCell>

          <ColumnCell size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
            <HeroIllustration />
          </ColumnCell>
        </ColumnGrid>
      </Container>
    </Box>
  );
}
