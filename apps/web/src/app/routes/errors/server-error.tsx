import { ServerErrorIllustration, StatusLinks, StatusPage } from '@/components/site-status';
import { paths } from '@/config/paths';

export default function ServerErrorPage() {
  return (
    <StatusPage
      documentTitle="Error del servidor"
      title="Algo salió mal"
      description="Tuvimos un problema en nuestro servidor y no pudimos completar tu solicitud. Inténtalo de nuevo en unos minutos; si el problema continúa, llámanos o escríbenos."
      illustration={<ServerErrorIllustration />}
      actions={
        <StatusLinks
          links={[
            { to: paths.home, label: 'Ir al inicio' },
            { to: paths.contact, label: 'Contáctanos' },
          ]}
        />
      }
    />
  );
}
