import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { NotFoundIllustration, StatusView } from '@/components/site-status';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/page-meta';

type CatalogNotFoundProps = {
  title: string;
  description: string;
  /** The WhatsApp message: names what the visitor was looking for. */
  whatsappMessage: string;
};

/** A clear 404 inside the storefront: what was not found and where to go instead. */
export function CatalogNotFound({ title, description, whatsappMessage }: CatalogNotFoundProps) {
  return (
    <>
      <PageMeta title={title} />
      {/* Search engines should not index a missing page. */}
      <meta name="robots" content="noindex" />
      <StatusView
        title={title}
        description={description}
        illustration={<NotFoundIllustration />}
        actions={
          <>
            <Button component={RouterLink} to={paths.product.root} variant="contained" size="large">
              Ver todos los productos
            </Button>
            <WhatsappButton size="large" variant="outlined" message={whatsappMessage}>
              Preguntar por WhatsApp
            </WhatsappButton>
          </>
        }
      />
    </>
  );
}
