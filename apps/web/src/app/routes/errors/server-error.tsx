import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ServerErrorIllustration, StatusView } from '@/components/site-status';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/page-meta';

export default function ServerErrorPage() {
  return (
    <>
      <DocumentTitle title="Error del servidor" />
      <StatusView
        title="Algo salió mal"
        description="Tuvimos un problema en nuestro servidor y no pudimos completar tu solicitud. Inténtalo de nuevo en unos minutos; si el problema continúa, llámanos o escríbenos."
        illustration={<ServerErrorIllustration />}
        actions={
          <>
            <Button component={RouterLink} to={paths.home} variant="contained" size="large">
              Ir al inicio
            </Button>
            <Button component={RouterLink} to={paths.contact} variant="outlined" size="large">
              Contáctanos
            </Button>
          </>
        }
      />
    </>
  );
}
