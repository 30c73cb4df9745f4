export { ProductForm } from '../components/product-form';
