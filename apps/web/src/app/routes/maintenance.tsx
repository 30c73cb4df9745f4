import Typography from '@mui/material/Typography';
import { BranchPhones, MaintenanceIllustration, StatusView } from '@/components/site-status';
import { WhatsappButton } from '@/components/support-chat';
import { DocumentTitle } from '@/components/page-meta';

export default function MaintenancePage() {
  return (
    <>
      <DocumentTitle title="Sitio en mantenimiento" />
      <StatusView
        title="Sitio en mantenimiento"
        description="Estamos haciendo mejoras en nuestro sitio y volveremos en breve. Nuestras sucursales siguen atendiendo con normalidad: puedes llamarnos o escribirnos para cotizaciones y pedidos."
        illustration={<MaintenanceIllustration />}
        actions={<WhatsappButton size="large" />}
      >
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Llámanos
        </Typography>
        <BranchPhones />
      </StatusView>
    </>
  );
}
