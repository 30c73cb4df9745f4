// What the storefront's layout uses on every page: light (no zod, no forms). The pages import
// their own pieces (the checkout's view, the product page's buying panel) from `pages/`.
export { CheckoutProvider, useCheckout } from './components/checkout-provider';
export { CartButton } from './components/cart-button';
export { QuickAddButton } from './components/quick-add-button';
