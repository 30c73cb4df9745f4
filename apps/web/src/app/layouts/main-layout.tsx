import { MainLayout as MainShell } from '@/components/layouts/main/main-layout';
import { ProductActionsProvider, type ProductActions } from '@/features/catalog';
import { AddToCartPanel, CartButton, CheckoutProvider, QuickAddButton } from '@/features/checkout';

/** What the cart adds to the catalogue's products: the buying panel and a card's "Agregar". */
const productActions: ProductActions = {
  purchase: (product) => <AddToCartPanel product={product} />,
  card: (product) => <QuickAddButton product={product} />,
};

/**
 * The storefront's layout (`components/layouts/main`) inside the checkout, whose cart every
 * public page can add to: the cart in its header, and buying on the catalogue's products.
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
