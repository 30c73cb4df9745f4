import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import FactoryIcon from '@mui/icons-material/Factory';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SpaIcon from '@mui/icons-material/Spa';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

type BusinessLine = { name: string; description: string; icon: ReactElement };

const BUSINESS_LINES: readonly BusinessLine[] = [
  {
    name: 'Limpieza',
    description:
      'Tensoactivos, desengrasantes, desinfectantes, fragancias y colorantes para detergentes, jabón líquido, cloro y limpiadores multiusos.',
    icon: <CleaningServicesIcon />,
  },
  {
    name: 'Cosmética',
    description:
      'Bases, emolientes, espesantes, conservantes y extractos para shampoo, jabón de manos, cremas, geles y cuidado personal.',
    icon: <SpaIcon />,
  },
  {
    name: 'Alimentos',
    description:
      'Aditivos de grado alimenticio: acidulantes, conservantes, saborizantes, colorantes y espesantes para la industria alimentaria.',
    icon: <RestaurantIcon />,
  },
  {
    name: 'Piscinas',
    description:
      'Cloro granulado y en tabletas, reguladores de pH, clarificantes y alguicidas para mantener el agua limpia y segura.',
    icon: <PoolIcon />,
  },
  {
    name: 'Agrícola',
    description:
      'Fertilizantes, sales minerales, coadyuvantes y correctores de suelo para cultivos y producción agropecuaria.',
    icon: <AgricultureIcon />,
  },
  {
    name: 'Industrial',
    description:
      'Ácidos, álcalis, solventes y sales para tratamiento de agua, metalmecánica, textiles y procesos industriales.',
    icon: <FactoryIcon />,
  },
];

/** The business lines the seller supplies (DESIGN §4). */
export function HomeBusinessLines() {
  return (
    <Box component="section" aria-labelledby="business-lines-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Typography
          variant="overline"
          component="p"
          sx={{ textAlign: 'center', color: 'primary.main', mb: 1 }}
        >
          Líneas de negocio
        </Typography>
        <Typography
          id="business-lines-title"
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', mb: 2 }}
        >
          Insumos para cada industria
        </Typography>
        <Typography
          sx={{
            textAlign: 'center',
            color: 'text.secondary',
            maxWidth: 640,
            mx: 'auto',
            mb: { xs: 5, md: 6 },
          }}
        >
          Trabajamos con materias primas para los sectores que más producen en el país. Si no
          encuentras lo que buscas, pregúntanos: lo conseguimos.
        </Typography>

        <Grid container spacing={3}>
          {BUSINESS_LINES.map((line) => (
            <Grid key={line.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ p: 3, height: 1 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 56,
                    height: 56,
                    mb: 2.5,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
                  })}
                >
                  {line.icon}
                </Box>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {line.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {line.description}
                </Typography>
              </Card>
            </Grid>
          ))}
        </Grid>

        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.product.root} variant="outlined" size="large">
            Explorar el catálogo
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
