import { formulaIngredients, formulas } from '../../db/schema';
import { listedRowsTag, listTag, rowsTag, type PublicChange } from '../../plugins/app/public-cache';

/** What the formulas' public reads depend on (see the public cache's tags). */
export const formulaTags = {
  formula: (id: string) => rowsTag(formulas.id, id),
  formulaSlug: (slug: string) => rowsTag(formulas.slug, slug),
  formulaLists: listTag(formulas),
  /** The names and addresses of the products a formula lists among its ingredients. */
  formulaProducts: (id: string) => listedRowsTag(formulaIngredients.formulaId, id),
} as const;

/** The public entries a formula's write touches. */
export function formulaChange(change: {
  id: string;
  slugs: readonly string[];
  /** Products among its ingredients, before and after: their pages list the formula. */
  productIds: readonly string[];
}): PublicChange {
  return {
    tags: [
      formulaTags.formula(change.id),
      formulaTags.formulaLists,
      ...change.slugs.map(formulaTags.formulaSlug),
      ...change.productIds.map((id) => rowsTag(formulaIngredients.productId, id)),
    ],
  };
}

/** A formula's comments changed: its page and the lists that count them. */
export function commentsChange(formulaId: string): PublicChange {
  return { tags: [formulaTags.formula(formulaId), formulaTags.formulaLists] };
}
