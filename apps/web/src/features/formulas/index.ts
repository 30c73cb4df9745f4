export { FormulaListView } from './components/formula-list-view';
export { FormulaDetailView } from './components/formula-detail-view';
export { FormulaGrid, FormulaGridSkeleton } from './components/formula-grid';
export { useFormulas } from './api/get-formulas';
