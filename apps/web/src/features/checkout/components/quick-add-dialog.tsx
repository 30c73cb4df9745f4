import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { LoadError } from '@/components/load-error';
import { Placeholder } from '@/components/placeholder';
import { callEndpoint } from '@/lib/api-client';
import { AddToCartPanel } from './add-to-cart-panel';

type QuickAddDialogProps = { product: ProductSummary; open: boolean; onClose(): void };

/** A product's presentations and quantity, in a dialog over the list; full screen on phones. */
export default function QuickAddDialog({ product, open, onClose }: QuickAddDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The product page's query: opening the product afterwards finds it loaded.
  const details = useQuery({
    queryKey: ['catalog', 'product', product.slug],
    queryFn: () => callEndpoint(catalogEndpoints.product, { query: { slug: product.slug } }),
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="quick-add-title"
    >
      <DialogTitle id="quick-add-title">{product.name}</DialogTitle>
      <DialogContent dividers>
        {details.data ? (
          <AddToCartPanel product={details.data.product} inDialog />
        ) : details.error ? (
          <LoadError
            message="No pudimos cargar las presentaciones. Revisa tu conexión e inténtalo de nuevo."
            onRetry={() => void details.refetch()}
          />
        ) : (
          <Placeholder sx={{ height: 200 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Seguir comprando
        </Button>
      </DialogActions>
    </Dialog>
  );
}
