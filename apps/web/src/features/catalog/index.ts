export { ProductListView, type ProductListSource } from './components/product-list-view';
export { ProductDetailView } from './components/product-detail-view';
export { CatalogueView } from './components/catalogue-view';
export { HomeFeaturedProducts } from './components/home-featured-products';
export {
  ProductActionsProvider,
  useProductActions,
  type ProductActions,
} from './components/product-actions';
