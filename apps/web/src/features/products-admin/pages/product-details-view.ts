export { DeleteProductDialog } from '../components/delete-product-dialog';
export { ProductDetailsView } from '../components/product-details-view';
