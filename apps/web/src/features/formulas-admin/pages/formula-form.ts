export { FormulaForm } from '../components/formula-form';
