import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EngineeringIcon from '@mui/icons-material/Engineering';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ReactElement } from 'react';
import { PageSection, SectionHeading } from '@/components/page-section';
import { ColumnCell, ColumnGrid } from '@/components/column-grid';

type Reason = { title: string; description: string; icon: ReactElement };

const REASONS: readonly Reason[] = [
  {
    title: 'Envíos a todo el Ecuador',
    description:
      'Despachamos a cualquier provincia por transportadora. En Quito y los valles también puedes retirar tu pedido en nuestras sucursales.',
    icon: <LocalShippingIcon fontSize="large" />,
  },
  {
    title: 'Venta al por mayor y menor',
    description:
      'Desde presentaciones pequeñas para tus pruebas hasta sacos, canecas y tambores para tu producción.',
    icon: <Inventory2Icon fontSize="large" />,
  },
  {
    title: 'Asesoría técnica',
    description:
      'Te ayudamos a elegir la materia prima adecuada, su dosificación y su manejo seguro. Pide la ficha técnica y la hoja de seguridad.',
    icon: <EngineeringIcon fontSize="large" />,
  },
  {
    title: 'Fórmulas paso a paso',
    description:
      'Compartimos fórmulas para elaborar jabón líquido, desinfectantes, shampoo y más con nuestros productos.',
    icon: <MenuBookIcon fontSize="large" />,
  },
];

export function HomeWhyUs() {
  return (
    <PageSection labelledBy="why-us-title" tinted>
      <SectionHeading
        id="why-us-title"
        overline="Por qué elegirnos"
        title="Tu proveedor de confianza en Quito"
        mb={{ xs: 5, md: 8 }}
      />

      <ColumnGrid spacing={{ xs: 5, md: 4 }}>
        {REASONS.map((reason) => (
          <ColumnCell key={reason.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Stack
              spacing={2}
              sx={{
                alignItems: { xs: 'flex-start', md: 'center' },
                textAlign: { xs: 'left', md: 'center' },
              }}
            >
              <Box sx={{ color: 'primary.main' }} aria-hidden>
                {reason.icon}
              </Box>
              <Typography variant="h6" component="h3">
                {reason.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {reason.description}
              </Typography>
            </Stack>
          </ColumnCell>
        ))}
      </ColumnGrid>
    </PageSection>
  );
}
