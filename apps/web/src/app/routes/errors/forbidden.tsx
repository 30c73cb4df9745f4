import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ForbiddenIllustration, StatusView } from '@/components/site-status';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/page-meta';

export default function ForbiddenPage() {
  return (
    <>
      <DocumentTitle title="Acceso restringido" />
      <StatusView
        title="Acceso restringido"
        description="Tu cuenta no tiene permiso para ver esta página. Si crees que deberías tener acceso, pide a un administrador que revise tu rol."
        illustration={<ForbiddenIllustration />}
        actions={
          <>
            <Button component={RouterLink} to={paths.home} variant="contained" size="large">
              Ir al inicio
            </Button>
            <Button
              component={RouterLink}
              to={paths.auth.jwt.login}
              variant="outlined"
              size="large"
            >
              Iniciar sesión con otra cuenta
            </Button>
          </>
        }
      />
    </>
  );
}
