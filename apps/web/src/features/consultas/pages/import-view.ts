export { ImportView } from '../components/import-view';
