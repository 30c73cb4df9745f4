export { CheckoutProvider, useCheckout } from './components/checkout-provider';
export { CartButton } from './components/cart-button';
export { CheckoutView } from './components/checkout-view';
export { AddToCartPanel } from './components/add-to-cart-panel';
export { QuickAddButton } from './components/quick-add-button';
