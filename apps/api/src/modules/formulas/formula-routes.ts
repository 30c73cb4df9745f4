import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
} from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import {
  ADMIN_ONLY,
  errorResponses,
  ROUTE_ERRORS,
  SECURED,
  STAFF_ONLY,
} from '../../lib/route-schemas';
import { cacheKey, cacheTags } from '../../plugins/app/public-cache';
import { requestContext, visibleStatuses } from '../../plugins/app/request-context';
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

const COMMENT_THANKS = 'Gracias por tu comentario. Lo publicaremos cuando sea revisado.';

/** Formula posts: public reads (cached), staff writes, moderated public comments. */
const formulaRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, schema, summary] of [
    ['/lista', formulaListQuerySchema, 'Fórmulas publicadas, por tipo, producto o búsqueda'],
    ['/buscar', formulaSearchQuerySchema, 'Buscar fórmulas (título, ingredientes, contenido)'],
  ] as const) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['formula'],
          summary,
          querystring: schema,
          response: { 200: formulaListResponseSchema, ...ROUTE_ERRORS },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const drafts = await requestContext(request).wantsDrafts(query.incluirBorradores);
        const load = () =>
          searchFormulas(app.db, {
            q: query.q,
            tipo: query.tipo,
            productId: query.productoId,
            statuses: visibleStatuses(drafts, query.estado),
            sort: query.orden,
            page: query.page,
            pageSize: query.pageSize,
          });
        if (drafts) return load();
        return app.publicCache.send(
          request,
          reply,
          cacheKey('formula/lista', query),
          formulaListResponseSchema,
          load,
          [cacheTags.formulaLists],
        );
      },
    );
  }

  app.get(
    '/getFormula',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formula'],
        summary: 'Una fórmula por id o slug, con ingredientes y comentarios aprobados',
        querystring: formulaQuerySchema,
        response: { 200: formulaDetailResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const drafts = await requestContext(request).wantsDrafts(query.incluirBorradores);
      const load = async () => {
        const row = await findFormulaRow(app.db, query);
        if (!row || (!drafts && row.status !== 'published')) {
          throw notFound('Fórmula no encontrada');
        }
        return loadFormulaDetail(app.db, row, { staff: drafts });
      };
      if (drafts) return load();
      return app.publicCache.send(
        request,
        reply,
        cacheKey('formula/getFormula', { id: query.id, slug: query.slug }),
        formulaDetailResponseSchema,
        load,
        // Its own data, and its ingredients' products (a product's save names the formulas using
        // it; their names and links may show a moment late, like in a list).
        ({ formula }) => [cacheTags.formula(formula.id), cacheTags.formulaProducts(formula.id)],
      );
    },
  );

  app.get(
    '/getFormulasSugeridas',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formula'],
        summary: 'Fórmulas relacionadas: ingredientes en común y mismo tipo',
        querystring: suggestedFormulasQuerySchema,
        response: { 200: formulaItemsResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return app.publicCache.send(
        request,
        reply,
        cacheKey('formula/getFormulasSugeridas', query),
        formulaItemsResponseSchema,
        async () => {
          const row = await findFormulaRow(app.db, query);
          if (!row || row.status !== 'published') throw notFound('Fórmula no encontrada');
          return { items: await suggestedFormulas(app.db, row, query.limit) };
        },
        // Which formulas are suggested depends on every formula's ingredients and type.
        [cacheTags.formulaLists],
      );
    },
  );

  app.get(
    '/getTiposFormula',
    {
      config: { access: 'public' },
      schema: {
        tags: ['formula'],
        summary: 'Tipos de fórmula con el número de fórmulas publicadas',
        response: { 200: formulaTypeListResponseSchema },
      },
    },
    async (request, reply) =>
      app.publicCache.send(
        request,
        reply,
        'formula/tipos',
        formulaTypeListResponseSchema,
        async () => ({
          items: await loadFormulaTypes(app.db),
        }),
        [cacheTags.formulaLists],
      ),
  );

  app.post(
    '/guardar',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['formula'],
        summary: 'Crear (sin id) o actualizar (con id) una fórmula; el contenido se sanea',
        ...SECURED,
        body: formulaSaveBodySchema,
        response: { 200: formulaResponseSchema, 201: formulaResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const context = requestContext(request);
      const { row, created, change } = await saveFormula(app.db, request.body, context.user.id);
      await context.committed(change, {
        event: created ? 'formulas.created' : 'formulas.updated',
        message: created ? 'formula created' : 'formula updated',
        formulaId: row.id,
      });
      const { formula } = await loadFormulaDetail(app.db, row, { staff: true });
      return reply.status(created ? 201 : 200).send({ formula });
    },
  );

  app.post(
    '/eliminar',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['formula'],
        summary: 'Eliminar una fórmula (solo administradores)',
        ...SECURED,
        body: idQuerySchema,
        response: { 200: messageResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { change } = await deleteFormula(app.db, request.body.id);
      await requestContext(request).committed(change, {
        event: 'formulas.removed',
        message: 'formula removed',
        formulaId: request.body.id,
      });
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
          ...errorResponses(400, 404, 409, 422, 429),
        },
      },
      config: {
        access: 'public',
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

  app.get(
    '/comentarios',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['formula'],
        summary: 'Comentarios para moderar, por estado o fórmula',
        ...SECURED,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request) => listComments(app.db, request.query),
  );

  app.post(
    '/moderarComentario',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['formula'],
        summary: 'Aprobar o rechazar un comentario',
        ...SECURED,
        body: moderateCommentBodySchema,
        response: { 200: commentResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const context = requestContext(request);
      const comment = await moderateComment(app.db, { ...request.body, by: context.user.id });
      await context.committed(
        { kind: 'comments', formulaId: comment.formula.id },
        {
          event: 'comments.moderated',
          message: 'comment moderated',
          commentId: comment.id,
          status: comment.status,
        },
      );
      return { comment };
    },
  );
};

export default formulaRoutes;
