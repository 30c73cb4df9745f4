// What other modules may use of the catalogue (never its routes).
export { catalogQueries } from './catalog-queries';
export { countProducts, findProductRow, loadProductDetail } from './product-queries';
export { lowestPrice, productSaleColumns } from './product-service';
export { analyzeCatalog, refreshSearchWords } from './search-terms';
export type { Taxonomy } from './taxonomy';
// Orders change a product's stock, which its page and cards show.
export { productChange, productTags } from './product-cache-tags';
