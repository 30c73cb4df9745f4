import { NotFoundIllustration, StatusLinks, StatusPage } from '@/components/site-status';
import { paths } from '@/config/paths';
import { PageStatus } from '@/lib/page-status';

export default function NotFoundPage() {
  return (
    <>
      <PageStatus code={404} />
      <StatusPage
        title="Página no encontrada"
        description="Lo sentimos, no encontramos la página que buscas. Es posible que la dirección esté mal escrita o que la página ya no exista."
        illustration={<NotFoundIllustration />}
        actions={
          <StatusLinks
            links={[
              { to: paths.home, label: 'Ir al inicio' },
              { to: paths.contact, label: 'Contáctanos' },
            ]}
          />
        }
      />
    </>
  );
}
