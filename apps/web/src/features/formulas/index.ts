export { FormulaListView } from './components/formula-list-view';
export { FormulaDetailView } from './components/formula-detail-view';
export { HomeLatestFormulas } from './components/home-latest-formulas';
