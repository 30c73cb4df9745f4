import { MainLayout as MainShell } from '@/components/layouts/main/main-layout';
import { CartButton, CheckoutProvider } from '@/features/checkout';

/**
 * The storefront's layout (`components/layouts/main`) inside the checkout, whose cart every
 * public page can add to, with the cart in its header.
 */
export function MainLayout() {
  return (
    <CheckoutProvider>
      <MainShell headerActions={<CartButton />} />
    </CheckoutProvider>
  );
}
