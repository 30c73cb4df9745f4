// What other modules may use of the formula posts (never their routes).
export {
  findFormulaRow,
  ingredientColumns,
  loadFormulaDetail,
  searchFormulas,
} from './formula-queries';
// The demo data's comments are left and moderated as visitors' and staff's are.
export { createComment, moderateComment } from './comment-service';
