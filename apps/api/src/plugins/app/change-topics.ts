/**
 * The topics of the change feed, each named once here so that two modules never pick the same
 * name, with what a change of each carries. A service describes its committed write as one of
 * these; the route announces it after the transaction (see `requestContext(…).committed`).
 */
export const CHANGE_TOPICS = {
  /** Public catalogue data changed: carries the cache tags it invalidates (see public-cache). */
  catalog: 'catalog',
  /** An uploaded image was deleted: carries its id, so processes drop their copies of its bytes. */
  imageDeleted: 'image-deleted',
} as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[keyof typeof CHANGE_TOPICS];

/** A committed write of what the storefront shows (the `catalog` topic), as services describe it. */
export type CatalogChange =
  | {
      kind: 'product';
      id: string;
      /** Its address now and before (a renamed product leaves its old address). */
      slugs: readonly string[];
      /** Formulas with the product among their ingredients: their pages name and link it. */
      formulaIds: readonly string[];
      /**
       * Whether lists may hold other products, in another order or with other counts: a new or
       * deleted product, or a change of what lists filter, sort or count by. False for a change
       * only its own page and its cards show (stock, a description, say): lists showing it
       * refresh its card, searches for the `words` it changed are answered anew, and the rest of
       * the catalogue's lists stay as they are.
       */
      lists: boolean;
      /** False: nothing its card shows changed (see `cacheTags.productCard`); absent: it did. */
      card?: boolean;
      /**
       * When `lists` is false: the words (stemmed) the save added to or took from the product's
       * searchable text (its description): only searches for one of them may find other products.
       */
      words?: readonly string[];
    }
  | {
      kind: 'formula';
      id: string;
      slugs: readonly string[];
      /** Products among its ingredients, before and after: their pages list the formula. */
      productIds: readonly string[];
    }
  | { kind: 'comments'; formulaId: string }
  /** The company settings: what every page shows of the seller, and the IVA of its prices. */
  | { kind: 'company' }
  /** Taxonomy, uploads removed from every product and formula using them: everything. */
  | { kind: 'everything' };

/** The addresses a save touched: the current one, and the one it had before when it changed. */
export function changedSlugs(slug: string, previousSlug?: string): string[] {
  return previousSlug && previousSlug !== slug ? [slug, previousSlug] : [slug];
}
