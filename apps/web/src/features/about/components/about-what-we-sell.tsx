import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

const PRODUCT_FAMILIES = [
  'Ácidos',
  'Álcalis',
  'Tensoactivos',
  'Solventes',
  'Espesantes',
  'Conservantes',
  'Fragancias y esencias',
  'Colorantes',
  'Emolientes y bases cosméticas',
  'Sales y minerales',
  'Aditivos alimenticios',
  'Químicos para piscinas',
  'Insumos agrícolas',
];

export function AboutWhatWeSell() {
  return (
    <Box
      component="section"
      aria-labelledby="what-we-sell-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.04),
      })}
    >
      <Container sx={{ textAlign: 'center' }}>
        <Typography id="what-we-sell-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          Qué vendemos
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 680, mx: 'auto', mb: 4 }}>
          Materias primas para limpieza, cosmética, alimentos, piscinas, agricultura e industria, en
          presentaciones desde 1 kg o 1 litro hasta sacos de 25 kg, canecas y tambores.
        </Typography>
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{
            flexWrap: 'wrap',
            justifyContent: 'center',
            m: 0,
            p: 0,
            listStyle: 'none',
            maxWidth: 860,
            mx: 'auto',
          }}
        >
          {PRODUCT_FAMILIES.map((family) => (
            <li key={family}>
              <Chip label={family} variant="outlined" color="primary" />
            </li>
          ))}
        </Stack>
        <Button
          component={RouterLink}
          to={paths.contact}
          variant="contained"
          size="large"
          sx={{ mt: 5 }}
        >
          Solicitar cotización
        </Button>
      </Container>
    </Box>
  );
}
