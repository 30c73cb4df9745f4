export { ProductQuestion } from './components/product-question';
