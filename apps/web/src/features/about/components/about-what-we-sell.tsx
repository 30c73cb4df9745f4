import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageSection, SectionHeading } from '@/components/page-section';
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
    <PageSection
      labelledBy="what-we-sell-title"
      tinted
      py={{ xs: 6, md: 10 }}
      containerSx={{ textAlign: 'center' }}
    >
      <SectionHeading id="what-we-sell-title" title="Qué vendemos" descriptionMaxWidth={680} mb={4}>
        Materias primas para limpieza, cosmética, alimentos, piscinas, agricultura e industria, en
        presentaciones desde 1 kg o 1 litro hasta sacos de 25 kg, canecas y tambores.
      </SectionHeading>
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
    </PageSection>
  );
}
