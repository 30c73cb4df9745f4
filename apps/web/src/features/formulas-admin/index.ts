export { useAdminFormula } from './api/get-formula';
export { FormulaLoadState } from './components/formula-load-state';
