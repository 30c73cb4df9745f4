export { ProductListView, type ProductListSource } from './components/product-list-view';
export { ProductDetailView } from './components/product-detail-view';
export { CatalogueView } from './components/catalogue-view';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { useFeaturedProducts } from './api/get-featured-products';
