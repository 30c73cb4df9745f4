export { ProductStockCard } from './components/product-stock-card';
