import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { ProductSummary } from '@quimia/contracts';
import { useHydrated } from '@/lib/use-hydrated';

// The dialog (presentations, quantity) loads when first opened: a list's first download carries
// the button only.
const QuickAddDialog = lazy(() => import('./quick-add-dialog'));

/** A card's "Agregar": choose the presentation and quantity without leaving the list. */
export function QuickAddButton({ product }: { product: ProductSummary }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  if (product.priceFromCents === null) return null;

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddShoppingCartIcon />}
        aria-label={`Agregar ${product.name} al carrito`}
        disabled={!hydrated}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        Agregar
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <QuickAddDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
