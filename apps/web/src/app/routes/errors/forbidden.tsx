import { ForbiddenIllustration, StatusLinks, StatusPage } from '@/components/site-status';
import { paths } from '@/config/paths';

export default function ForbiddenPage() {
  return (
    <StatusPage
      title="Acceso restringido"
      description="Tu cuenta no tiene permiso para ver esta página. Si crees que deberías tener acceso, pide a un administrador que revise tu rol."
      illustration={<ForbiddenIllustration />}
      actions={
        <StatusLinks
          links={[
            { to: paths.home, label: 'Ir al inicio' },
            { to: paths.auth.jwt.login, label: 'Iniciar sesión con otra cuenta' },
          ]}
        />
      }
    />
  );
}
