export { ProductDetailView } from '../components/product-detail-view';
