export { ProductListView } from '../components/product-list-view';
