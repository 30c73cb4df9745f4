import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { NotFoundIllustration, StatusView } from '@/components/site-status';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/page-meta';
import { PageStatus } from '@/lib/page-status';

export default function NotFoundPage() {
  return (
    <>
      <PageStatus code={404} />
      <DocumentTitle title="Página no encontrada" />
      <StatusView
        title="Página no encontrada"
        description="Lo sentimos, no encontramos la página que buscas. Es posible que la dirección esté mal escrita o que la página ya no exista."
        illustration={<NotFoundIllustration />}
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
