import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BranchPhones, ComingSoonIllustration, StatusPage } from '@/components/site-status';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';

// Also shown on the product and formula routes until the online catalogue is published.
export default function ComingSoonPage() {
  return (
    <StatusPage
      title="Catálogo en línea en preparación"
      description="Estamos preparando nuestro catálogo de productos y fórmulas para que puedas consultarlo aquí. Mientras tanto te atendemos como siempre: cuéntanos qué materia prima necesitas y te enviamos precio, presentaciones y disponibilidad."
      illustration={<ComingSoonIllustration />}
      actions={
        <>
          <WhatsappButton
            size="large"
            message="Hola, quisiera consultar precios y disponibilidad de productos químicos."
          />
          <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
            Solicitar cotización
          </Button>
        </>
      }
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        O llámanos
      </Typography>
      <BranchPhones />
    </StatusPage>
  );
}
