import Typography from '@mui/material/Typography';
import { BranchPhones, MaintenanceIllustration, StatusPage } from '@/components/site-status';
import { WhatsappButton } from '@/components/support-chat';

export default function MaintenancePage() {
  return (
    <StatusPage
      title="Sitio en mantenimiento"
      description="Estamos haciendo mejoras en nuestro sitio y volveremos en breve. Nuestras sucursales siguen atendiendo con normalidad: puedes llamarnos o escribirnos para cotizaciones y pedidos."
      illustration={<MaintenanceIllustration />}
      actions={<WhatsappButton size="large" />}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Llámanos
      </Typography>
      <BranchPhones />
    </StatusPage>
  );
}
