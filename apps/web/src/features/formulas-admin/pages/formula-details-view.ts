export { DeleteFormulaDialog } from '../components/delete-formula-dialog';
export { FormulaDetailsView } from '../components/formula-details-view';
