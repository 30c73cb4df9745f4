import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  STAFF_ROLES,
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
import { cacheKey, cacheTags } from '../catalog/public-cache';
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
        response: { 200: formulaItemsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return app.catalogCache.send(
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
      app.catalogCache.send(
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
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['formula'],
        summary: 'Crear (sin id) o actualizar (con id) una fórmula; el contenido se sanea',
        ...secured,
        body: formulaSaveBodySchema,
        response: { 200: formulaResponseSchema, 201: formulaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { row, created, previousSlug, productIds } = await saveFormula(
        app.db,
        request.body,
        user.id,
      );
      await app.catalogCache.publish({
        kind: 'formula',
        id: row.id,
        slugs: previousSlug && previousSlug !== row.slug ? [row.slug, previousSlug] : [row.slug],
        productIds,
      });
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
      config: { access: ['admin'] },
      schema: {
        tags: ['formula'],
        summary: 'Eliminar una fórmula (solo administradores)',
        ...secured,
        body: idQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { slug, productIds } = await deleteFormula(app.db, request.body.id);
      await app.catalogCache.publish({
        kind: 'formula',
        id: request.body.id,
        slugs: [slug],
        productIds,
      });
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
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
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
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['formula'],
        summary: 'Comentarios para moderar, por estado o fórmula',
        ...secured,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => listComments(app.db, request.query),
  );

  app.post(
    '/moderarComentario',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['formula'],
        summary: 'Aprobar o rechazar un comentario',
        ...secured,
        body: moderateCommentBodySchema,
        response: { 200: commentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const comment = await moderateComment(app.db, { ...request.body, by: user.id });
      await app.catalogCache.publish({ kind: 'comments', formulaId: comment.formula.id });
      request.log.info(
        { event: 'comments.moderated', commentId: comment.id, status: comment.status, by: user.id },
        'comment moderated',
      );
      return { comment };
    },
  );
};

export default formulaRoutes;
