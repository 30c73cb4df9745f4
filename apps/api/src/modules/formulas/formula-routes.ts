import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formulaEndpoints } from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { cachedRead } from '../../plugins/app/cached-read';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { itemWriteRoutes } from '../../plugins/app/item-writes';
import { cacheKey } from '../../plugins/app/public-cache';
import { commentsChange, formulaTags } from './formula-cache-tags';
import { requestContext, visibleStatuses } from '../../plugins/app/request-context';
import { perAddress } from '../../plugins/external/rate-limit';
import { listComments } from './comment-queries';
import { createComment, moderateComment } from './comment-service';
import {
  findFormulaRow,
  loadFormulaDetail,
  loadFormulaTypes,
  searchFormulas,
  suggestedFormulas,
} from './formula-queries';
import { deleteFormula, saveFormula } from './formula-service';
import { isUuid } from '../../lib/text';

const COMMENT_THANKS = 'Gracias por tu comentario. Lo publicaremos cuando sea revisado.';
const tags = ['formula'];
const errors = ROUTE_ERROR_STATUSES;

/** Formula posts: public reads (cached), staff writes, moderated public comments. */
const formulaRoutes: FastifyPluginAsyncZod = async (app) => {
  // A formula's page (a post) shows its data, or "not found" until a formula takes that address.
  app.publicCache.tagAddresses('post', (key) => {
    if (key === 'list') return [];
    return [isUuid(key) ? formulaTags.formula(key) : formulaTags.formulaSlug(key)];
  });
  for (const [endpoint, summary] of [
    [formulaEndpoints.list, 'Fórmulas publicadas, por tipo, producto o búsqueda'],
    [formulaEndpoints.search, 'Buscar fórmulas (título, ingredientes, contenido)'],
  ] as const) {
    cachedRead(
      app,
      endpoint,
      { summary, tags, errors },
      {
        key: (query) => cacheKey('formula/lista', query),
        tags: [formulaTags.formulaLists],
        drafts: true,
        load: (query, drafts) =>
          searchFormulas(app.db, {
            q: query.q,
            tipo: query.tipo,
            productId: query.productoId,
            statuses: visibleStatuses(drafts, query.estado),
            sort: query.orden,
            page: query.page,
            pageSize: query.pageSize,
          }),
      },
    );
  }

  cachedRead(
    app,
    formulaEndpoints.formula,
    {
      summary: 'Una fórmula por id o slug, con ingredientes y comentarios aprobados',
      tags,
      errors,
    },
    {
      key: ({ id, slug }) => cacheKey('formula/getFormula', { id, slug }),
      // Its own data, and its ingredients' products (a product's save names the formulas using
      // it; their names and links may show a moment late, like in a list).
      tags: ({ formula }) => [
        formulaTags.formula(formula.id),
        formulaTags.formulaProducts(formula.id),
      ],
      drafts: true,
      load: async (query, drafts) => {
        const row = await findFormulaRow(app.db, query);
        if (!row || (!drafts && row.status !== 'published')) {
          throw notFound('Fórmula no encontrada');
        }
        return loadFormulaDetail(app.db, row, { staff: drafts });
      },
    },
  );

  cachedRead(
    app,
    formulaEndpoints.suggested,
    { summary: 'Fórmulas relacionadas: ingredientes en común y mismo tipo', tags, errors },
    {
      key: (query) => cacheKey('formula/getFormulasSugeridas', query),
      // Which formulas are suggested depends on every formula's ingredients and type.
      tags: [formulaTags.formulaLists],
      load: async (query) => {
        const row = await findFormulaRow(app.db, query);
        if (!row || row.status !== 'published') throw notFound('Fórmula no encontrada');
        return { items: await suggestedFormulas(app.db, row, query.limit) };
      },
    },
  );

  cachedRead(
    app,
    formulaEndpoints.types,
    { summary: 'Tipos de fórmula con el número de fórmulas publicadas', tags },
    {
      key: 'formula/tipos',
      tags: [formulaTags.formulaLists],
      drafts: true,
      load: async (_query, staff) => ({ items: await loadFormulaTypes(app.db, staff) }),
    },
  );

  itemWriteRoutes(app, {
    item: 'formula',
    tags,
    save: {
      endpoint: formulaEndpoints.save,
      summary: 'Crear (sin id) o actualizar (con id) una fórmula; el contenido se sanea',
      write: (body, userId) => saveFormula(app.db, body, userId),
      answer: async (row) => {
        const { formula } = await loadFormulaDetail(app.db, row, { staff: true });
        return { formula };
      },
    },
    remove: {
      endpoint: formulaEndpoints.remove,
      summary: 'Eliminar una fórmula (solo administradores)',
      write: (id) => deleteFormula(app.db, id),
      message: 'Fórmula eliminada',
    },
  });

  // ---- Comments.

  endpointRoute(
    app,
    formulaEndpoints.comment,
    {
      access: 'public',
      summary: 'Comentar una fórmula (público; queda pendiente de moderación)',
      tags,
      errors: [404, 409, 422, 429],
      config: { rateLimit: perAddress('comment', 5, '10 minutes') },
    },
    async (request, reply) => {
      const { website, ...comment } = request.body;
      // A filled honeypot is a bot: it is thanked and nothing is stored.
      if (website) {
        request.log.info({ event: 'comments.spam', ip: request.ip }, 'comment honeypot filled');
        return reply.status(201).send({ id: randomUUID(), message: COMMENT_THANKS });
      }
      return app.once(request, reply, 'comment', async (tx) => {
        const id = await createComment(tx, { ...comment, ip: request.ip });
        request.log.info(
          { event: 'comments.received', commentId: id, formulaId: comment.formulaId },
          'comment received',
        );
        return { status: 201, body: { id, message: COMMENT_THANKS } };
      });
    },
  );

  endpointRoute(
    app,
    formulaEndpoints.comments,
    { access: STAFF_ONLY, summary: 'Comentarios para moderar, por estado o fórmula', tags, errors },
    async (request) => listComments(app.db, request.query),
  );

  endpointRoute(
    app,
    formulaEndpoints.moderateComment,
    { access: STAFF_ONLY, summary: 'Aprobar o rechazar un comentario', tags, errors },
    async (request) => {
      const context = requestContext(request);
      const comment = await moderateComment(app.db, { ...request.body, by: context.user.id });
      await context.committed(commentsChange(comment.formula.id), {
        event: 'comments.moderated',
        message: 'comment moderated',
        commentId: comment.id,
        status: comment.status,
      });
      return { comment };
    },
  );
};

export default formulaRoutes;
