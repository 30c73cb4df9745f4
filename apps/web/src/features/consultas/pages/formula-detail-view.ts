export { FormulaDetailView } from '../components/formula-detail-view';
