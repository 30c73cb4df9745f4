import type { FastifyInstance } from 'fastify';
import { cacheTags } from '../../plugins/app/public-cache';
import { notFound } from '../../lib/errors';
import {
  findProductRow,
  loadProductDetail,
  searchProducts,
  type ProductSearch,
} from './product-queries';
import { loadSearchWords } from './search-terms';
import { loadTaxonomy, publishedCounts, type Taxonomy } from './taxonomy';

/**
 * The catalogue's small shared reads, kept in the public cache: the taxonomy, the published
 * counts and the search vocabulary. Used by the product routes and by the pages' meta data.
 */
export function catalogQueries(app: FastifyInstance) {
  const store = app.publicCache.store;
  const queries = {
    taxonomy: (): Promise<Taxonomy> =>
      store.remember('taxonomy', () => loadTaxonomy(app.db), { tags: [cacheTags.taxonomy] }),
    counts: () =>
      store.remember(
        'counts',
        () => publishedCounts(app.db),
        { tags: [cacheTags.productLists] },
        // Read while loading other entries: a stale copy would be kept in them as fresh.
        { allowStale: false },
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
      return searchProducts(app.db, taxonomy ?? (await queries.taxonomy()), search, vocabulary);
    },
    /** A product's page by id or slug: 404 when there is none, or a draft for a non-staff reader. */
    async productDetail(by: { id?: string; slug?: string }, { staff }: { staff: boolean }) {
      const row = await findProductRow(app.db, by);
      if (!row || (!staff && row.status !== 'published')) {
        throw notFound('Producto no encontrado');
      }
      return loadProductDetail(app.db, await queries.taxonomy(), row, { staff });
    },
  };
  return queries;
}
