export { KardexView } from '../components/kardex-view';
