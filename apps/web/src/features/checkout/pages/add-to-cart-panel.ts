export { AddToCartPanel } from '../components/add-to-cart-panel';
