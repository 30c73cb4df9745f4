export { useAdminProduct } from './api/get-product';
export { ProductLoadState } from './components/product-load-state';
