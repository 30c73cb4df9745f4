import { formulaIngredients, products, searchWords } from '../../db/schema';
import { listedRowsTag, listTag, rowsTag, type PublicChange } from '../../plugins/app/public-cache';

/** What the catalogue's public reads depend on (see the public cache's tags). */
export const productTags = {
  /** A product's own data: its detail, and every entry that shows it by id. */
  product: (id: string) => rowsTag(products.id, id),
  /** Whatever is answered for a product's address, including a "not found" page. */
  productSlug: (slug: string) => rowsTag(products.slug, slug),
  /** The formulas a product's page lists as using it. */
  productFormulas: (id: string) => rowsTag(formulaIngredients.productId, id),
  /**
   * Which products a list, facet or count holds, and in which order: a save that changes what
   * lists go by (see `ProductChange.lists`) drops them. A list also names its items' cards.
   */
  productLists: listTag(products),
  /** Entries that show the product as one card among others (another product's related ones). */
  productCard: (id: string) => listedRowsTag(products.id, id),
  /**
   * Text searches whose words include this one (a stemmed word, as the full-text index keeps it):
   * a save that adds the word to a product's text or takes it away may change what they find.
   */
  searchWord: (word: string) => rowsTag(searchWords.word, word),
  /** Text searches that looked up alternatives of a word the catalogue did not know (typos). */
  searchVocabulary: listTag(searchWords),
} as const;

/** A committed write of a product, as the product service describes it. */
export type ProductChange = {
  id: string;
  /** Its address now and before (a renamed product leaves its old address). */
  slugs: readonly string[];
  /** Formulas with the product among their ingredients: their pages name and link it. */
  formulaIds: readonly string[];
  /**
   * Whether lists may hold other products, in another order or with other counts: a new or
   * deleted product, or a change of what lists filter, sort or count by. False for a change
   * only its own page and its cards show (stock, a description, say): lists showing it refresh
   * its card, searches for the `words` it changed are answered anew, and the rest of the
   * catalogue's lists stay as they are.
   */
  lists: boolean;
  /** False: nothing its card shows changed (see `productTags.productCard`); absent: it did. */
  card?: boolean;
  /**
   * When `lists` is false: the words (stemmed) the save added to or took from the product's
   * searchable text (its description): only searches for one of them may find other products.
   */
  words?: readonly string[];
};

/** The public entries a product's write touches. */
export function productChange(change: ProductChange): PublicChange {
  return {
    tags: [
      productTags.product(change.id),
      ...(change.card === false ? [] : [productTags.productCard(change.id)]),
      ...(change.lists
        ? [productTags.productLists]
        : (change.words ?? []).map(productTags.searchWord)),
      // New words may be a typo's closest alternatives now.
      ...(!change.lists && change.words?.length ? [productTags.searchVocabulary] : []),
      ...change.slugs.map(productTags.productSlug),
      // Formula pages list the product by name and address.
      ...change.formulaIds.map((id) => listedRowsTag(formulaIngredients.formulaId, id)),
    ],
  };
}
