export { CheckoutProvider, useCheckout } from './components/checkout-provider';
export { CartButton } from './components/cart-button';
export { CheckoutView } from './components/checkout-view';
