export { CategoriesView } from './components/categories-view';
