import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { PageSection } from '@/components/page-section';

const ITEMS = [
  {
    title: 'Misión',
    icon: <FlagOutlinedIcon />,
    text: 'Abastecer a fabricantes, emprendedores e industrias del Ecuador con productos químicos y materias primas de calidad, a precios justos, con asesoría técnica honesta y entregas puntuales en todo el país.',
  },
  {
    title: 'Visión',
    icon: <VisibilityOutlinedIcon />,
    text: 'Ser el proveedor de referencia en productos químicos del Ecuador, reconocido por la confianza de sus clientes, el conocimiento de su equipo y su compromiso con el manejo seguro y responsable de cada producto.',
  },
];

export function AboutMissionVision() {
  return (
    <PageSection label="Misión y visión" tinted py={{ xs: 6, md: 10 }}>
      <Grid container spacing={3}>
        {ITEMS.map((item) => (
          <Grid key={item.title} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: 1 }}>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', mb: 2, color: 'primary.main' }}
              >
                <Box aria-hidden sx={{ display: 'flex' }}>
                  {item.icon}
                </Box>
                <Typography variant="h4" component="h2" sx={{ color: 'text.primary' }}>
                  {item.title}
                </Typography>
              </Stack>
              <Typography sx={{ color: 'text.secondary' }}>{item.text}</Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
