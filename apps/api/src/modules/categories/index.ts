// What other modules may use of the categories (never their routes).
export { listCategories, type CategoryRow } from './category-queries';
export { usageMessage } from './category-service';
