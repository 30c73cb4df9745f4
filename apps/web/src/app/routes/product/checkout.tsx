import { DocumentTitle } from '@/components/page-meta';
import { CheckoutView } from '@/features/checkout/pages/checkout-view';

export default function CheckoutPage() {
  return (
    <>
      <DocumentTitle title="Carrito y pedido" />
      <CheckoutView />
    </>
  );
}
