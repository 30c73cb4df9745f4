// What other modules may use of the formula posts (never their routes).
export {
  findFormulaRow,
  ingredientColumns,
  loadFormulaDetail,
  searchFormulas,
} from './formula-queries';
