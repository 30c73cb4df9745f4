import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryEndpoints, categoryUsersText, type CategoryKind } from '@quimia/contracts';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { businessLines } from '../../db/schema';
import { tableTag } from '../../plugins/app/public-cache';
import { requestContext } from '../../plugins/app/request-context';
import { presentCategory } from './category-presenter';
import { listCategories, loadSlugRedirects, type SlugRedirects } from './category-queries';
import {
  removeCategory,
  reorderCategories,
  saveCategory,
  setCategoryHidden,
} from './category-service';

const tags = ['categoria'];
const errors = ROUTE_ERROR_STATUSES;

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    categoryEndpoints.list,
    {
      access: STAFF_ONLY,
      summary:
        'Categorías de una clase, ocultas incluidas, con cuántos productos o fórmulas las usan',
      tags,
      errors,
    },
    async (request) => {
      const { kind, typeId } = request.query;
      const rows = await listCategories(app.db, kind, { typeId });
      return { items: rows.map((row) => presentCategory(kind, row)) };
    },
  );

  endpointRoute(
    app,
    categoryEndpoints.save,
    {
      access: STAFF_ONLY,
      summary: 'Crear (sin id) o renombrar (con id) una categoría; el slug cambia solo si se envía',
      tags,
      errors,
    },
    async (request, reply) => {
      const { kind } = request.body;
      const { row, created, change } = await saveCategory(app.db, request.body);
      const action = created ? 'created' : 'updated';
      await requestContext(request).committed(change, {
        event: `categories.${action}`,
        message: `category ${action}`,
        kind,
        categoryId: row.id,
      });
      return reply.status(created ? 201 : 200).send({ category: presentCategory(kind, row) });
    },
  );

  endpointRoute(
    app,
    categoryEndpoints.visibility,
    { access: STAFF_ONLY, summary: 'Ocultar o mostrar una categoría en la tienda', tags, errors },
    async (request) => {
      const { kind, id, hidden } = request.body;
      const { row, change } = await setCategoryHidden(app.db, kind, id, hidden);
      await requestContext(request).committed(change, {
        event: hidden ? 'categories.hidden' : 'categories.shown',
        message: hidden ? 'category hidden' : 'category shown',
        kind,
        categoryId: id,
      });
      return { category: presentCategory(kind, row) };
    },
  );

  endpointRoute(
    app,
    categoryEndpoints.order,
    { access: STAFF_ONLY, summary: 'Ordenar las categorías de una clase', tags, errors },
    async (request) => {
      const { kind, ids } = request.body;
      const { rows, change } = await reorderCategories(app.db, kind, ids);
      await requestContext(request).committed(change, {
        event: 'categories.reordered',
        message: 'categories reordered',
        kind,
      });
      return { items: rows.map((row) => presentCategory(kind, row)) };
    },
  );

  endpointRoute(
    app,
    categoryEndpoints.remove,
    {
      access: STAFF_ONLY,
      summary:
        'Eliminar una categoría; si la usan productos o fórmulas, pasan antes a la indicada en moveTo',
      tags,
      errors,
    },
    async (request) => {
      const { kind, id, moveTo } = request.body;
      const { moved, target, change } = await removeCategory(app.db, kind, id, moveTo ?? null);
      await requestContext(request).committed(change, {
        event: 'categories.removed',
        message: 'category removed',
        kind,
        categoryId: id,
        moveTo,
        moved,
      });
      return {
        message:
          moved > 0 && target
            ? `Categoría eliminada: ${categoryUsersText(kind, moved)} ${moved === 1 ? 'pasó' : 'pasaron'} a ${target}`
            : 'Categoría eliminada',
        moved,
      };
    },
  );
};

export default categoryRoutes;

// ---- Old addresses of the storefront.

/** The storefront's addresses that name a category in their path: `/product/{slug}/checkout`… */
const PATH_KINDS: Record<string, CategoryKind> = {
  checkout: 'businessLine',
  tipo: 'productType',
};

/** The query parameters of the storefront's lists that name categories, by page. */
const PRODUCT_QUERY_KINDS: Record<string, CategoryKind> = {
  linea: 'businessLine',
  tipo: 'productType',
  subtipo: 'productSubtype',
  area: 'applicationArea',
};
const FORMULA_QUERY_KINDS: Record<string, CategoryKind> = { tipo: 'formulaType' };

/** The address an old one moved to, or null when it names no old slug. */
export function redirectTarget(url: string, redirects: SlugRedirects): string | null {
  const [path = '/', query = ''] = url.split(/\?(.*)/s);
  const segments = path.split('/').filter(Boolean);
  let changed = false;
  let newPath = path;
  if (segments[0] === 'product' && segments.length === 3 && PATH_KINDS[segments[2]!]) {
    let slug: string;
    try {
      slug = decodeURIComponent(segments[1]!).toLowerCase();
    } catch {
      return null;
    }
    const current = redirects[PATH_KINDS[segments[2]!]!].get(slug);
    if (current) {
      newPath = `/product/${encodeURIComponent(current)}/${segments[2]}`;
      changed = true;
    }
  }
  const queryKinds =
    segments[0] === 'product'
      ? PRODUCT_QUERY_KINDS
      : segments[0] === 'post'
        ? FORMULA_QUERY_KINDS
        : null;
  let newQuery = query;
  if (queryKinds && query) {
    const params = new URLSearchParams(query);
    for (const [name, kind] of Object.entries(queryKinds)) {
      const value = params.get(name);
      if (!value) continue;
      const slugs = value.split(',');
      const mapped = slugs.map((slug) => redirects[kind].get(slug.toLowerCase()) ?? slug);
      if (mapped.some((slug, index) => slug !== slugs[index])) {
        params.set(name, [...new Set(mapped)].join(','));
        changed = true;
      }
    }
    newQuery = params.toString();
  }
  if (!changed) return null;
  return newQuery ? `${newPath}?${newQuery}` : newPath;
}

/**
 * Old addresses of categories answer a permanent redirect (301) to the current one, on the
 * storefront's pages (`/product/{slug}/checkout`, `/product/{slug}/tipo`, list filters such as
 * `?linea=`). The public API's reads by slug answer the category itself instead (see
 * `Vocabulary` in the catalogue): a redirect there would cost every caller a round trip.
 * Registered at the site's root, before the pages.
 */
export const categoryRedirects = fp(
  async (app: FastifyInstance) => {
    const redirects = () =>
      app.publicCache.store.remember('category-slug-redirects', () => loadSlugRedirects(app.db), {
        tags: [tableTag(businessLines)],
      });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url;
      if (!url.startsWith('/product') && !url.startsWith('/post')) return;
      const target = redirectTarget(url, await redirects());
      if (target) return reply.redirect(target, 301);
    });
  },
  { name: 'category-redirects', dependencies: ['public-cache'] },
);
