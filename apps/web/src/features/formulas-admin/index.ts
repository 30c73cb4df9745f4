export { useAdminFormula } from './api/formulas';
export { FormulaLoadState } from './components/formula-load-state';
