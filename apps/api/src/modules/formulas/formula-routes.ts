import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  commentBodySchema,
  commentCreatedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  formulaDetailResponseSchema,
  formulaItemsResponseSchema,
  formulaListQuerySchema,
  formulaListResponseSchema,
  formulaQuerySchema,
  formulaResponseSchema,
  formulaSaveBodySchema,
  formulaSearchQuerySchema,
  formulaTypeListResponseSchema,
  idQuerySchema,
  messageResponseSchema,
  moderateCommentBodySchema,
  suggestedFormulasQuerySchema,
  type PublishStatus,
} from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { signedInUser } from '../../plugins/app/authentication';
import { catalogContext } from '../catalog/catalog-routes';
import { cacheKey, CATALOG_TOPIC } from '../catalog/public-cache';
import { createComment, listComments, moderateComment } from './comment-service';
import {
  deleteFormula,
  findFormulaRow,
  loadFormulaDetail,
  loadFormulaTypes,
  saveFormula,
  searchFormulas,
  suggestedFormulas,
} from './formula-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const secured = { security: [{ bearerAuth: [] }] };

const COMMENT_THANKS = 'Gracias por tu comentario. Lo publicaremos cuando sea revisado.';

function statusesFor(drafts: boolean, estado?: PublishStatus): PublishStatus[] {
  if (!drafts) return ['published'];
  return estado ? [estado] : ['published', 'draft'];
}

/** Formula posts: public reads (cached), staff writes, moderated public comments. */
const formulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = catalogContext(app);
  const adminOnly = app.requireRoles('admin');

  for (const [url, schema, summary] of [
    ['/lista', formulaListQuerySchema, 'Fórmulas publicadas, por tipo, producto o búsqueda'],
    ['/buscar', formulaSearchQuerySchema, 'Buscar fórmulas (título, ingredientes, contenido)'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['formula'],
          summary,
          querystring: schema,
          response: { 200: formulaListResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const drafts = await context.wantsDrafts(request, reply, query.incluirBorradores);
        const load = () =>
          searchFormulas(app.db, {
            q: query.q,
            tipo: query.tipo,
            productId: query.productoId,
            statuses: statusesFor(drafts, query.estado),
            sort: query.orden,
            page: query.page,
            pageSize: query.pageSize,
          });
        if (drafts) return load();
        return app.catalogCache.send(
          request,
          reply,
          cacheKey('formula/lista', query),
          formulaListResponseSchema,
          load,
        );
      },
    );
  }

  app.get(
    '/getFormula',
    {
      schema: {
        tags: ['formula'],
        summary: 'Una fórmula por id o slug, con ingredientes y comentarios aprobados',
        querystring: formulaQuerySchema,
        response: { 200: formulaDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const drafts = await context.wantsDrafts(request, reply, query.incluirBorradores);
      const load = async () => {
        const row = await findFormulaRow(app.db, query);
        if (!row || (!drafts && row.status !== 'published')) {
          throw notFound('Fórmula no encontrada');
        }
        return loadFormulaDetail(app.db, row, { staff: drafts });
      };
      if (drafts) return load();
      return app.catalogCache.send(
        request,
        reply,
        cacheKey('formula/getFormula', { id: query.id, slug: query.slug }),
        formulaDetailResponseSchema,
        load,
      );
    },
  );

  app.get(
    '/getFormulasSugeridas',
    {
      schema: {
        tags: ['formula'],
        summary: 'Fórmulas relacionadas: ingredientes en común y mismo tipo',
        querystring: suggestedFormulasQuerySchema,
        response: { 200: formulaItemsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      app.catalogCache.send(
        request,
        reply,
        cacheKey('formula/getFormulasSugeridas', request.query),
        formulaItemsResponseSchema,
        async () => {
          const row = await findFormulaRow(app.db, request.query);
          if (!row || row.status !== 'published') throw notFound('Fórmula no encontrada');
          return { items: await suggestedFormulas(app.db, row, request.query.limit) };
        },
      ),
  );

  app.get(
    '/getTiposFormula',
    {
      schema: {
        tags: ['formula'],
        summary: 'Tipos de fórmula con el número de fórmulas publicadas',
        response: { 200: formulaTypeListResponseSchema },
      },
    },
    async (request, reply) =>
      app.catalogCache.send(
        request,
        reply,
        'formula/tipos',
        formulaTypeListResponseSchema,
        async () => ({
          items: await loadFormulaTypes(app.db),
        }),
      ),
  );

  app.post(
    '/guardar',
    {
      schema: {
        tags: ['formula'],
        summary: 'Crear (sin id) o actualizar (con id) una fórmula; el contenido se sanea',
        ...secured,
        body: formulaSaveBodySchema,
        response: { 200: formulaResponseSchema, 201: formulaResponseSchema, ...errors },
      },
      preHandler: context.staffOnly,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, created } = await saveFormula(app.db, request.body, user.id);
      await app.changeFeed.publish(CATALOG_TOPIC);
      request.log.info(
        {
          event: created ? 'formulas.created' : 'formulas.updated',
          formulaId: row.id,
          by: user.id,
        },
        created ? 'formula created' : 'formula updated',
      );
      const { formula } = await loadFormulaDetail(app.db, row, { staff: true });
      return reply.status(created ? 201 : 200).send({ formula });
    },
  );

  app.post(
    '/eliminar',
    {
      schema: {
        tags: ['formula'],
        summary: 'Eliminar una fórmula (solo administradores)',
        ...secured,
        body: idQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      await deleteFormula(app.db, request.body.id);
      await app.changeFeed.publish(CATALOG_TOPIC);
      request.log.info(
        { event: 'formulas.removed', formulaId: request.body.id, by: signedInUser(request).id },
        'formula removed',
      );
      return { message: 'Fórmula eliminada' };
    },
  );

  // ---- Comments.

  app.post(
    '/guardarComentario',
    {
      schema: {
        tags: ['formula'],
        summary: 'Comentar una fórmula (público; queda pendiente de moderación)',
        body: commentBodySchema,
        response: {
          201: commentCreatedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `comment:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { website, ...comment } = request.body;
      // A filled honeypot is a bot: it is thanked and nothing is stored.
      if (website) {
        request.log.info({ event: 'comments.spam', ip: request.ip }, 'comment honeypot filled');
        return reply.status(201).send({ id: randomUUID(), message: COMMENT_THANKS });
      }
      const id = await createComment(app.db, { ...comment, ip: request.ip });
      request.log.info(
        { event: 'comments.received', commentId: id, formulaId: comment.formulaId },
        'comment received',
      );
      return reply.status(201).send({ id, message: COMMENT_THANKS });
    },
  );

  app.get(
    '/comentarios',
    {
      schema: {
        tags: ['formula'],
        summary: 'Comentarios para moderar, por estado o fórmula',
        ...secured,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
      preHandler: context.staffOnly,
    },
    async (request) => listComments(app.db, request.query),
  );

  app.post(
    '/moderarComentario',
    {
      schema: {
        tags: ['formula'],
        summary: 'Aprobar o rechazar un comentario',
        ...secured,
        body: moderateCommentBodySchema,
        response: { 200: commentResponseSchema, ...errors },
      },
      preHandler: context.staffOnly,
    },
    async (request) => {
      const user = signedInUser(request);
      const comment = await moderateComment(app.db, { ...request.body, by: user.id });
      await app.changeFeed.publish(CATALOG_TOPIC);
      request.log.info(
        { event: 'comments.moderated', commentId: comment.id, status: comment.status, by: user.id },
        'comment moderated',
      );
      return { comment };
    },
  );
};

export default formulaRoutes;
