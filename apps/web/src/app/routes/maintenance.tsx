import Typography from '@mui/material/Typography';
import { site } from '@/config/site';
import { WhatsappButton } from '@/features/support-chat';
import { BranchPhones, MaintenanceIllustration, StatusView } from '@/features/site-status';

export default function MaintenancePage() {
  return (
    <>
      <title>{`Sitio en mantenimiento | ${site.name}`}</title>
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
