import { MainLayout as MainShell } from '@/components/layouts/main/main-layout';
import { ProductActionsProvider, type ProductActions } from '@/features/catalog';
import { CartButton, CheckoutProvider, QuickAddButton } from '@/features/checkout';

/**
 * A card's "Agregar" on every product list. The product page adds its buying panel itself
 * (`routes/product/details.tsx`): the panel's code loads with that page only.
 */
const productActions: ProductActions = {
  card: (product) => <QuickAddButton product={product} />,
};

/**
 * The storefront's layout (`components/layouts/main`) inside the checkout, whose cart every
 * public page can add to: the cart in its header, and "Agregar" on the catalogue's cards.
 */
export function MainLayout() {
  return (
    <CheckoutProvider>
      <ProductActionsProvider value={productActions}>
        <MainShell headerActions={<CartButton />} />
      </ProductActionsProvider>
    </CheckoutProvider>
  );
}
