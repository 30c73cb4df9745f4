import type { FastifyInstance } from 'fastify';
import { businessLines } from '../../db/schema';
import { cacheKey, tableTag } from '../../plugins/app/public-cache';
import { productTags } from './product-cache-tags';
import { notFound } from '../../lib/errors';
import {
  findProductMatches,
  findProductRow,
  loadProductDetail,
  relatedProductIds,
  searchIsStaff,
  searchProducts,
  type ProductMatches,
  type ProductSearch,
} from './product-queries';
import { loadSearchWords } from './search-terms';
import { loadTaxonomy, publishedCounts, type Taxonomy } from './taxonomy';

/** Read while loading other entries: a stale copy would be kept in them as fresh. */
const FRESH = { allowStale: false };

/**
 * What a text search depends on besides the catalogue's lists: the words it looks for, and the
 * vocabulary when it corrected a word (see `productTags.searchWord`).
 */
function searchTags(matches: ProductMatches): string[] {
  return [
    ...(matches.words ?? []).map(productTags.searchWord),
    ...(matches.lookedUp ? [productTags.searchVocabulary] : []),
  ];
}

/** The search tags of a list from `searchProducts`, carried beside its answer (never sent). */
export const SEARCH_TAGS = Symbol('search tags');

/**
 * The catalogue's shared reads, kept in the public cache: the taxonomy, the published counts, the
 * search vocabulary, and which products a public search or a product's suggestions hold. Those
 * lists of ids change only when what lists go by does (`productTags.productLists`), or for a text
 * search the words of a product's description it looks for, so a save of a product's stock or
 * description, say, costs the lists showing it a read of their cards, not a new search. Used
 * by the product routes, the pages' meta data and QuimIA.
 */
export function catalogQueries(app: FastifyInstance) {
  const store = app.publicCache.store;
  const queries = {
    taxonomy: (): Promise<Taxonomy> =>
      store.remember('taxonomy', () => loadTaxonomy(app.db), { tags: [tableTag(businessLines)] }),
    counts: () =>
      store.remember(
        'counts',
        () => publishedCounts(app.db),
        { tags: [productTags.productLists] },
        FRESH,
      ),
    /** A product search with the cached taxonomy and, when there is text, vocabulary. */
    async searchProducts(search: ProductSearch, taxonomy?: Taxonomy) {
      const vocabulary = search.q
        ? await store.remember('search-words', () => loadSearchWords(app.db), {
            // Words are only ever added, and a word missing from this copy is looked up as
            // before: writes need not drop it (it is refreshed when it expires).
            tags: [],
            bytes: (words) => words.size * 64,
          })
        : undefined;
      const known = taxonomy ?? (await queries.taxonomy());
      const find = () => findProductMatches(app.db, known, search, vocabulary);
      // Staff searches (drafts) are their own each time, like everything staff read.
      const publicSearch =
        !searchIsStaff(search) &&
        search.statuses.length === 1 &&
        search.statuses[0] === 'published';
      const matches: ProductMatches = publicSearch
        ? await store.remember(
            cacheKey('producto/coincidencias', search),
            find,
            {
              tags: (found) => [productTags.productLists, ...searchTags(found)],
              bytes: (found) => 1024 + found.ids.length * 48,
            },
            FRESH,
          )
        : await find();
      return {
        ...(await searchProducts(app.db, known, search, matches)),
        [SEARCH_TAGS]: searchTags(matches),
      };
    },
    /** A product's page by id or slug: 404 when there is none, or a draft for a non-staff reader. */
    async productDetail(by: { id?: string; slug?: string }, { staff }: { staff: boolean }) {
      const row = await findProductRow(app.db, by);
      if (!row || (!staff && row.status !== 'published')) {
        throw notFound('Producto no encontrado');
      }
      return loadProductDetail(app.db, await queries.taxonomy(), row, {
        staff,
        relatedIds: (product) =>
          store.remember(
            cacheKey('producto/relacionados', {
              id: product.id,
              type: product.typeId,
              lines: product.businessLineIds,
            }),
            () => relatedProductIds(app.db, product),
            { tags: [productTags.productLists] },
            FRESH,
          ),
      });
    },
  };
  return queries;
}
