import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import type { ReactElement } from 'react';
import { IconTile, PageSection, SectionHeading } from '@/components/page-section';

const VALUES: readonly { title: string; text: string; icon: ReactElement }[] = [
  {
    title: 'Calidad',
    text: 'Productos de proveedores confiables, con ficha técnica y hoja de seguridad.',
    icon: <VerifiedOutlinedIcon />,
  },
  {
    title: 'Honestidad',
    text: 'Precios claros y recomendaciones pensadas en lo que de verdad necesitas.',
    icon: <HandshakeOutlinedIcon />,
  },
  {
    title: 'Seguridad',
    text: 'Manejo, almacenamiento y despacho responsables de cada producto químico.',
    icon: <HealthAndSafetyOutlinedIcon />,
  },
  {
    title: 'Servicio',
    text: 'Te atendemos en sucursal, por teléfono, correo y WhatsApp.',
    icon: <SupportAgentOutlinedIcon />,
  },
  {
    title: 'Cumplimiento',
    text: 'Pedidos completos y a tiempo, a cualquier lugar del país.',
    icon: <ScheduleOutlinedIcon />,
  },
];

export function AboutValues() {
  return (
    <PageSection labelledBy="values-title" py={{ xs: 6, md: 10 }}>
      <SectionHeading id="values-title" title="Nuestros valores" />
      <Grid container spacing={4} sx={{ justifyContent: 'center' }}>
        {VALUES.map((value) => (
          <Grid key={value.title} size={{ xs: 12, sm: 6, md: 2.4 }} sx={{ textAlign: 'center' }}>
            <IconTile sx={{ mx: 'auto', mb: 2, borderRadius: '50%' }}>{value.icon}</IconTile>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {value.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {value.text}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
