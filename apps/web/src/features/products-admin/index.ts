export { useAdminProduct } from './api/products';
export { ProductLoadState } from './components/product-load-state';
