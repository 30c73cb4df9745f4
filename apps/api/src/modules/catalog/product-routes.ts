import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  catalogEndpoints,
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNITS,
  type productListQuerySchema,
} from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES } from '../../lib/route-schemas';
import { cachedRead } from '../../plugins/app/cached-read';
import { CHANGE_TOPICS } from '../../plugins/app/change-topics';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { itemWriteRoutes } from '../../plugins/app/item-writes';
import { cacheKey } from '../../plugins/app/public-cache';
import { productTags } from './product-cache-tags';
import { visibleStatuses } from '../../plugins/app/request-context';
import { catalogQueries, SEARCH_TAGS } from './catalog-queries';
import { featuredProducts, loadProductDetail, type ProductSearch } from './product-queries';
import { deleteProduct, saveProduct } from './product-service';
import { mergeSearchIndexLists } from './search-terms';
import { productTypeItems, taxonomyItems } from './taxonomy';
import { isUuid } from '../../lib/text';

const tags = ['producto'];
const errors = ROUTE_ERROR_STATUSES;

type ProductListQueryOutput = z.output<typeof productListQuerySchema>;

/** The search of a list's query string, but for the product type. */
function listSearch(
  query: Omit<ProductListQueryOutput, 'tipo' | 'incluirBorradores'>,
  drafts: boolean,
): ProductSearch {
  return {
    q: query.q,
    lineas: query.linea,
    subtipos: query.subtipo,
    areas: query.area,
    featured: query.destacados,
    statuses: visibleStatuses(drafts, query.estado),
    staff: drafts,
    sort: query.orden,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facetas,
  };
}

/**
 * A list of products: which ones it holds, the card of each (a stock save shows there) and, for a
 * text search, the words it looks for.
 */
function listTags(list: { items: readonly { id: string }[]; [SEARCH_TAGS]?: readonly string[] }) {
  return [
    productTags.productLists,
    ...list.items.map((item) => productTags.productCard(item.id)),
    ...(list[SEARCH_TAGS] ?? []),
  ];
}

/**
 * The public reads of products. Registered twice: under `/producto` (Spanish names) and under
 * `/product` (`list`, `details`, `search`); both share one cache.
 */
function registerProductReads(
  app: FastifyInstance,
  endpoints: {
    list: typeof catalogEndpoints.list | typeof catalogEndpoints.listAlias;
    search: typeof catalogEndpoints.search | typeof catalogEndpoints.searchAlias;
    product: typeof catalogEndpoints.product | typeof catalogEndpoints.productAlias;
  },
) {
  const catalog = catalogQueries(app);

  for (const [endpoint, summary] of [
    [
      endpoints.list,
      'Productos publicados con filtros (línea, tipo, subtipo, área), facetas y orden',
    ],
    [
      endpoints.search,
      'Buscar productos sin importar tildes ni mayúsculas y con tolerancia a errores de escritura (nombre, sinónimos, CAS, código, descripción)',
    ],
  ] as const) {
    cachedRead(
      app,
      endpoint,
      { summary, tags, errors },
      {
        // One key for both: the same query answers the same.
        key: (query) => cacheKey('producto/lista', query),
        tags: listTags,
        drafts: true,
        load: (query, drafts) =>
          catalog.searchProducts({ ...listSearch(query, drafts), tipos: query.tipo }),
      },
    );
  }

  cachedRead(
    app,
    endpoints.product,
    {
      summary: 'Un producto por id o slug, con las fórmulas que lo usan y productos relacionados',
      tags,
      errors,
    },
    {
      key: ({ id, slug }) => cacheKey('producto/getProducto', { id, slug }),
      // Its own data, the formulas listed as using it, and the related products it shows (as
      // cards: a save of one of them may show here a moment late, like in any list).
      tags: ({ product, related }) => [
        productTags.product(product.id),
        productTags.productFormulas(product.id),
        ...related.map((item) => productTags.productCard(item.id)),
      ],
      drafts: true,
      load: (query, drafts) => catalog.productDetail(query, { staff: drafts }),
    },
  );
}

export const productAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProductReads(app, {
    list: catalogEndpoints.listAlias,
    search: catalogEndpoints.searchAlias,
    product: catalogEndpoints.productAlias,
  });
};

/**
 * Embedded PGlite has no autovacuum to merge what catalogue writes leave in the search indexes'
 * pending lists (read in full by every search, up to 4 MB each): merged after a write, a few
 * pages at a time. Writes in a burst share one merge every couple of seconds: the merge holds
 * the one embedded database, and ten merges a second would starve its readers. PostgreSQL's
 * autovacuum does it there.
 */
const SEARCH_INDEX_MERGE_INTERVAL_MS = 2000;

function mergeSearchIndexesAfterWrites(app: FastifyInstance) {
  if (app.database.engine !== 'pglite') return;
  let lastMerge = 0;
  let pending: NodeJS.Timeout | null = null;
  const merge = () => {
    lastMerge = Date.now();
    mergeSearchIndexLists(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'search index merge failed'),
    );
  };
  const stop = app.changeFeed.subscribe(CHANGE_TOPICS.catalog, () => {
    if (pending) return;
    const wait = lastMerge + SEARCH_INDEX_MERGE_INTERVAL_MS - Date.now();
    if (wait <= 0) return merge();
    pending = setTimeout(() => {
      pending = null;
      merge();
    }, wait);
  });
  app.addHook('onClose', async () => {
    stop();
    if (pending) clearTimeout(pending);
  });
}

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  // A product's page shows its data, or "not found" until a product takes that address.
  app.publicCache.tagAddresses('product', (key) => {
    if (key === 'list' || key === 'checkout') return [];
    return [isUuid(key) ? productTags.product(key) : productTags.productSlug(key)];
  });
  const catalog = catalogQueries(app);
  registerProductReads(app, catalogEndpoints);
  mergeSearchIndexesAfterWrites(app);

  cachedRead(
    app,
    catalogEndpoints.listByType,
    {
      summary: 'Productos publicados de un tipo (por id o slug), con el tipo y sus subtipos',
      tags,
      errors,
    },
    {
      key: (query) => cacheKey('producto/listaPorTipo', query),
      tags: listTags,
      drafts: true,
      load: async (query, drafts) => {
        const taxonomy = await catalog.taxonomy();
        const type =
          query.tipoId !== undefined
            ? taxonomy.types.byId.get(query.tipoId)
            : taxonomy.types.bySlug.get(query.tipo ?? '');
        if (!type || (type.hidden && !drafts)) throw notFound('Tipo de producto no encontrado');
        const list = await catalog.searchProducts(
          { ...listSearch(query, drafts), typeIds: [type.id] },
          taxonomy,
        );
        const [tipo] = productTypeItems(
          taxonomy,
          await catalog.counts(),
          (row) => row.id === type.id,
          true,
        );
        return { ...list, tipo: tipo! };
      },
    },
  );

  cachedRead(
    app,
    catalogEndpoints.featured,
    { summary: 'Productos destacados publicados', tags },
    {
      key: (query) => cacheKey('producto/listaDestacados', query),
      tags: listTags,
      load: async ({ limit }) => ({
        items: await featuredProducts(app.db, await catalog.taxonomy(), limit),
      }),
    },
  );

  // ---- Option lists (selects of the back office, filters of the storefront).

  cachedRead(
    app,
    catalogEndpoints.typeOptions,
    {
      summary: 'Tipos de producto con sus subtipos y el número de productos publicados',
      tags,
    },
    {
      key: 'producto/tipos',
      tags: [productTags.productLists],
      drafts: true,
      load: async (_query, staff) => ({
        items: productTypeItems(await catalog.taxonomy(), await catalog.counts(), undefined, staff),
      }),
    },
  );

  cachedRead(
    app,
    catalogEndpoints.type,
    { summary: 'Un tipo de producto por id o slug, con sus subtipos', tags, errors: [404] },
    {
      key: (query) => cacheKey('producto/getTipoProducto', query),
      tags: [productTags.productLists],
      load: async ({ id, slug }) => {
        const taxonomy = await catalog.taxonomy();
        // An old slug answers the type it now has (links shared before a rename keep working).
        const wanted = id ?? taxonomy.types.bySlug.get(slug ?? '')?.id;
        const [tipo] = productTypeItems(
          taxonomy,
          await catalog.counts(),
          (row) => row.id === wanted,
        );
        if (!tipo) throw notFound('Tipo de producto no encontrado');
        return { tipo };
      },
    },
  );

  cachedRead(
    app,
    catalogEndpoints.subtypeOptions,
    { summary: 'Subtipos de producto, de todos los tipos o de uno (?tipoId=)', tags },
    {
      key: (query) => cacheKey('producto/subtipos', query),
      tags: [productTags.productLists],
      drafts: true,
      load: async ({ tipoId }, staff) => {
        const types = productTypeItems(
          await catalog.taxonomy(),
          await catalog.counts(),
          (row) => (tipoId === undefined ? true : row.id === tipoId),
          staff,
        );
        return { items: types.flatMap((type) => type.subtypes) };
      },
    },
  );

  for (const [endpoint, summary] of [
    [catalogEndpoints.areaOptions, 'Áreas de aplicación (para selectores)'],
    [catalogEndpoints.areas, 'Áreas de aplicación con el número de productos publicados'],
  ] as const) {
    cachedRead(
      app,
      endpoint,
      { summary, tags },
      {
        key: 'producto/areas',
        tags: [productTags.productLists],
        drafts: true,
        load: async (_query, staff) => ({
          items: taxonomyItems(
            (await catalog.taxonomy()).areas.listed(staff),
            (await catalog.counts()).areas,
          ),
        }),
      },
    );
  }

  cachedRead(
    app,
    catalogEndpoints.businessLines,
    { summary: 'Líneas de negocio con el número de productos publicados', tags },
    {
      key: 'producto/lineas',
      tags: [productTags.productLists],
      drafts: true,
      load: async (_query, staff) => ({
        items: taxonomyItems(
          (await catalog.taxonomy()).lines.listed(staff),
          (await catalog.counts()).lines,
        ),
      }),
    },
  );

  endpointRoute(
    app,
    catalogEndpoints.unitOptions,
    { access: 'public', summary: 'Unidades de medida', tags },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        items: PRODUCT_UNITS.map((value) => ({ value, label: PRODUCT_UNIT_LABELS[value] })),
      };
    },
  );

  // ---- Writes.

  itemWriteRoutes(app, {
    item: 'product',
    tags,
    save: {
      endpoint: catalogEndpoints.save,
      summary: 'Crear (sin id) o actualizar (con id) un producto con sus presentaciones',
      write: (body, userId) => saveProduct(app.db, body, userId),
      answer: async (row) => {
        const { product } = await loadProductDetail(app.db, await catalog.taxonomy(), row, {
          staff: true,
          // The answer is the product alone: no suggestions to look for.
          relatedIds: async () => [],
        });
        return { product };
      },
    },
    remove: {
      endpoint: catalogEndpoints.remove,
      summary: 'Eliminar un producto (solo administradores)',
      write: (id) => deleteProduct(app.db, id),
      message: 'Producto eliminado',
    },
  });
};

export default productRoutes;
