export { FormulaListView } from './components/formula-list-view';
export { FormulaDetailView } from './components/formula-detail-view';
export { FormulaCard } from './components/formula-card';
export { FormulaGrid, FormulaGridSkeleton } from './components/formula-grid';
export { useFormulas, formulasQueryOptions } from './api/get-formulas';
