import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  featuredQuerySchema,
  idQuerySchema,
  messageResponseSchema,
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNITS,
  productDetailResponseSchema,
  productItemsResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productQuerySchema,
  productResponseSchema,
  productSaveBodySchema,
  productSearchQuerySchema,
  productsByTypeQuerySchema,
  productsByTypeResponseSchema,
  productSubtypeListResponseSchema,
  productTypeListResponseSchema,
  productTypeQuerySchema,
  productTypeResponseSchema,
  taxonomyListResponseSchema,
  unitOptionListResponseSchema,
  subtypeOptionsQuerySchema,
} from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import {
  ADMIN_ONLY,
  errorResponses,
  ROUTE_ERRORS,
  SECURED,
  STAFF_ONLY,
} from '../../lib/route-schemas';
import { CHANGE_TOPICS } from '../../plugins/app/change-topics';
import { cacheKey, cacheTags } from '../../plugins/app/public-cache';
import { requestContext, visibleStatuses } from '../../plugins/app/request-context';
import { catalogQueries } from './catalog-queries';
import {
  featuredProducts,
  findProductRow,
  loadProductDetail,
  type ProductSearch,
} from './product-queries';
import { deleteProduct, saveProduct } from './product-service';
import { mergeSearchIndexLists } from './search-terms';
import { productTypeItems, taxonomyItems } from './taxonomy';

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
    sort: query.orden,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facetas,
  };
}

/**
 * The public reads of products. Registered twice: under `/producto` (Spanish names) and under
 * `/product` (`list`, `details`, `search`); both share one cache.
 */
function registerProductReads(
  app: Parameters<FastifyPluginAsyncZod>[0],
  names: { list: string; details: string; search: string },
) {
  const catalog = catalogQueries(app);

  for (const [url, querystring, summary] of [
    [
      names.list,
      productListQuerySchema,
      'Productos publicados con filtros (línea, tipo, subtipo, área), facetas y orden',
    ],
    [
      names.search,
      productSearchQuerySchema,
      'Buscar productos sin importar tildes ni mayúsculas y con tolerancia a errores de escritura (nombre, sinónimos, CAS, código, descripción)',
    ],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['producto'],
          summary,
          querystring,
          response: { 200: productListResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const drafts = await requestContext(request).wantsDrafts(query.incluirBorradores);
        const load = () =>
          catalog.searchProducts({ ...listSearch(query, drafts), tipos: query.tipo });
        if (drafts) return load();
        // One key for both: the same query answers the same.
        return app.publicCache.send(
          request,
          reply,
          cacheKey('producto/lista', query),
          productListResponseSchema,
          load,
          [cacheTags.productLists],
        );
      },
    );
  }

  app.get(
    names.details,
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Un producto por id o slug, con las fórmulas que lo usan y productos relacionados',
        querystring: productQuerySchema,
        response: { 200: productDetailResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const drafts = await requestContext(request).wantsDrafts(query.incluirBorradores);
      const load = async () => {
        const row = await findProductRow(app.db, query);
        if (!row || (!drafts && row.status !== 'published')) {
          throw notFound('Producto no encontrado');
        }
        return loadProductDetail(app.db, await catalog.taxonomy(), row, { staff: drafts });
      };
      if (drafts) return load();
      return app.publicCache.send(
        request,
        reply,
        cacheKey('producto/getProducto', { id: query.id, slug: query.slug }),
        productDetailResponseSchema,
        load,
        // Its own data, the formulas listed as using it, and the related products it shows (as
        // cards: a save of one of them may show here a moment late, like in any list).
        ({ product, related }) => [
          cacheTags.product(product.id),
          cacheTags.productFormulas(product.id),
          ...related.map((item) => cacheTags.productCard(item.id)),
        ],
      );
    },
  );
}

export const productAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  registerProductReads(app, { list: '/list', details: '/details', search: '/search' });
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
  const catalog = catalogQueries(app);
  registerProductReads(app, { list: '/lista', details: '/getProducto', search: '/buscar' });
  mergeSearchIndexesAfterWrites(app);

  app.get(
    '/listaPorTipo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Productos publicados de un tipo (por id o slug), con el tipo y sus subtipos',
        querystring: productsByTypeQuerySchema,
        response: { 200: productsByTypeResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const drafts = await requestContext(request).wantsDrafts(query.incluirBorradores);
      const load = async () => {
        const taxonomy = await catalog.taxonomy();
        const type =
          query.tipoId !== undefined
            ? taxonomy.types.byId.get(query.tipoId)
            : taxonomy.types.bySlug.get(query.tipo ?? '');
        if (!type) throw notFound('Tipo de producto no encontrado');
        const list = await catalog.searchProducts(
          { ...listSearch(query, drafts), typeIds: [type.id] },
          taxonomy,
        );
        const [tipo] = productTypeItems(
          taxonomy,
          await catalog.counts(),
          (row) => row.id === type.id,
        );
        return { ...list, tipo: tipo! };
      };
      if (drafts) return load();
      return app.publicCache.send(
        request,
        reply,
        cacheKey('producto/listaPorTipo', query),
        productsByTypeResponseSchema,
        load,
        [cacheTags.productLists],
      );
    },
  );

  app.get(
    '/listaDestacados',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Productos destacados publicados',
        querystring: featuredQuerySchema,
        response: { 200: productItemsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      return app.publicCache.send(
        request,
        reply,
        cacheKey('producto/listaDestacados', request.query),
        productItemsResponseSchema,
        async () => ({ items: await featuredProducts(app.db, await catalog.taxonomy(), limit) }),
        [cacheTags.productLists],
      );
    },
  );

  // ---- Option lists (selects of the back office, filters of the storefront).

  const typesList = async () => ({
    items: productTypeItems(await catalog.taxonomy(), await catalog.counts()),
  });

  app.get(
    '/getOptionsTipoProducto',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Tipos de producto con sus subtipos y el número de productos publicados',
        response: { 200: productTypeListResponseSchema },
      },
    },
    async (request, reply) =>
      app.publicCache.send(
        request,
        reply,
        'producto/tipos',
        productTypeListResponseSchema,
        typesList,
        [cacheTags.productLists],
      ),
  );

  app.get(
    '/getTipoProducto',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Un tipo de producto por id o slug, con sus subtipos',
        querystring: productTypeQuerySchema,
        response: { 200: productTypeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id, slug } = request.query;
      return app.publicCache.send(
        request,
        reply,
        cacheKey('producto/getTipoProducto', request.query),
        productTypeResponseSchema,
        async () => {
          const [tipo] = productTypeItems(
            await catalog.taxonomy(),
            await catalog.counts(),
            (row) => (id !== undefined ? row.id === id : row.slug === slug),
          );
          if (!tipo) throw notFound('Tipo de producto no encontrado');
          return { tipo };
        },
        [cacheTags.productLists],
      );
    },
  );

  app.get(
    '/getOptionsSubTiposProducto',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Subtipos de producto, de todos los tipos o de uno (?tipoId=)',
        querystring: subtypeOptionsQuerySchema,
        response: { 200: productSubtypeListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { tipoId } = request.query;
      return app.publicCache.send(
        request,
        reply,
        cacheKey('producto/subtipos', request.query),
        productSubtypeListResponseSchema,
        async () => {
          const types = productTypeItems(await catalog.taxonomy(), await catalog.counts(), (row) =>
            tipoId === undefined ? true : row.id === tipoId,
          );
          return { items: types.flatMap((type) => type.subtypes) };
        },
        [cacheTags.productLists],
      );
    },
  );

  const areasList = async () => ({
    items: taxonomyItems((await catalog.taxonomy()).areas.rows, (await catalog.counts()).areas),
  });
  for (const [url, summary] of [
    ['/getOptionsAreasAplica', 'Áreas de aplicación (para selectores)'],
    ['/getAreasAplica', 'Áreas de aplicación con el número de productos publicados'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['producto'],
          summary,
          response: { 200: taxonomyListResponseSchema },
        },
      },
      async (request, reply) =>
        app.publicCache.send(
          request,
          reply,
          'producto/areas',
          taxonomyListResponseSchema,
          areasList,
          [cacheTags.productLists],
        ),
    );
  }

  app.get(
    '/getLineasNegocio',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Líneas de negocio con el número de productos publicados',
        response: { 200: taxonomyListResponseSchema },
      },
    },
    async (request, reply) =>
      app.publicCache.send(
        request,
        reply,
        'producto/lineas',
        taxonomyListResponseSchema,
        async () => ({
          items: taxonomyItems(
            (await catalog.taxonomy()).lines.rows,
            (await catalog.counts()).lines,
          ),
        }),
        [cacheTags.productLists],
      ),
  );

  app.get(
    '/getOptionUnidadesMedida',
    {
      config: { access: 'public' },
      schema: {
        tags: ['producto'],
        summary: 'Unidades de medida',
        response: { 200: unitOptionListResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return {
        items: PRODUCT_UNITS.map((value) => ({ value, label: PRODUCT_UNIT_LABELS[value] })),
      };
    },
  );

  // ---- Writes.

  app.post(
    '/guardar',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['producto'],
        summary: 'Crear (sin id) o actualizar (con id) un producto con sus presentaciones',
        ...SECURED,
        body: productSaveBodySchema,
        response: { 200: productResponseSchema, 201: productResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      const { row, created, change } = await saveProduct(app.db, request.body, context.user.id);
      await context.committed(change, {
        event: created ? 'products.created' : 'products.updated',
        message: created ? 'product created' : 'product updated',
        productId: row.id,
      });
      const { product } = await loadProductDetail(app.db, await catalog.taxonomy(), row, {
        staff: true,
      });
      return reply.status(created ? 201 : 200).send({ product });
    },
  );

  app.post(
    '/eliminar',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['producto'],
        summary: 'Eliminar un producto (solo administradores)',
        ...SECURED,
        body: idQuerySchema,
        response: { 200: messageResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { change } = await deleteProduct(app.db, request.body.id);
      await requestContext(request).committed(change, {
        event: 'products.removed',
        message: 'product removed',
        productId: request.body.id,
      });
      return { message: 'Producto eliminado' };
    },
  );
};

export default productRoutes;
