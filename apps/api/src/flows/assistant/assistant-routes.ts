import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantEndpoints, countOf, productQuestionEndpoints } from '@quimia/contracts';
import { HttpError, notFound } from '../../lib/errors';
import { sendEvents } from '../../lib/event-stream';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import {
  contentDigest,
  idempotencyKeyOf,
  idempotencyKeyReused,
} from '../../plugins/app/idempotency';
import { perAddress } from '../../plugins/external/rate-limit';
import { shopDate } from '../../lib/shop-calendar';
import { answerQuestion, lostAnswer, replayedAnswer } from './chat-service';
import {
  CONVERSATION_MISSING,
  deleteConversation,
  findAnswer,
  listConversations,
  loadConversation,
  messagesUsedOn,
  renameConversation,
  storeQuestion,
} from './conversation-store';
import { longestAnswerMs } from './model-chat';
import type { AssistantSettings } from './model-client';
import { draftProductDescription } from './product-description';
import { answerProductQuestion } from './product-question';

type Options = { settings: AssistantSettings };

const tags = ['openia'];
const staff = { access: STAFF_ONLY, tags };

/** QuimIA for staff: conversations kept per user, answers streamed, description drafts. */
const assistantRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  const { readCompany } = app;
  // A question still unanswered after the longest an answer runs was lost (the server stopped).
  const lostBefore = () => new Date(Date.now() - longestAnswerMs(settings.timeoutMs));

  const today = () => shopDate(new Date());

  endpointRoute(
    app,
    assistantEndpoints.status,
    { ...staff, summary: 'Si QuimIA usa un modelo de lenguaje y los mensajes que quedan hoy' },
    async (request) => {
      const used = await messagesUsedOn(app.db, signedInUser(request).id, today());
      return {
        mode: settings.model ? ('model' as const) : ('offline' as const),
        model: settings.model?.name ?? null,
        messagesPerDay: settings.messagesPerDay,
        messagesLeftToday: Math.max(0, settings.messagesPerDay - used),
      };
    },
  );

  endpointRoute(
    app,
    assistantEndpoints.conversations,
    { ...staff, summary: 'Las conversaciones del usuario con QuimIA, la más reciente primero' },
    async (request) => listConversations(app.db, signedInUser(request).id, request.query),
  );

  endpointRoute(
    app,
    assistantEndpoints.conversation,
    { ...staff, summary: 'Una conversación del usuario con sus mensajes', errors: [404] },
    async (request) => {
      const conversation = await loadConversation(
        app.db,
        signedInUser(request).id,
        request.query.id,
        lostBefore(),
      );
      if (!conversation) throw notFound(CONVERSATION_MISSING);
      return conversation;
    },
  );

  endpointRoute(
    app,
    assistantEndpoints.renameConversation,
    { ...staff, summary: 'Cambiar el título de una conversación', errors: [404] },
    async (request) => {
      const { id, title } = request.body;
      if (!(await renameConversation(app.db, signedInUser(request).id, id, title))) {
        throw notFound(CONVERSATION_MISSING);
      }
      return { message: 'Conversación renombrada' };
    },
  );

  endpointRoute(
    app,
    assistantEndpoints.deleteConversation,
    { ...staff, summary: 'Eliminar una conversación con sus mensajes', errors: [404] },
    async (request) => {
      if (!(await deleteConversation(app.db, signedInUser(request).id, request.body.id))) {
        throw notFound(CONVERSATION_MISSING);
      }
      return { message: 'Conversación eliminada' };
    },
  );

  endpointRoute(
    app,
    assistantEndpoints.chat,
    {
      ...staff,
      summary: 'Preguntar a QuimIA: la pregunta se guarda y la respuesta llega como eventos',
      description:
        'Con OPENAI_BASE_URL y OPENAI_API_KEY responde un modelo de lenguaje con herramientas de solo lectura (catálogo, fórmulas y consultas) ejecutadas con los permisos del usuario; sin ellas, QuimIA responde sin modelo los pedidos comunes. Cerrar la conexión detiene la respuesta. 429 cuando el usuario llegó a su límite diario de mensajes. Con la cabecera opcional Idempotency-Key (de 8 a 100 letras, números o - _ . :), la misma pregunta enviada otra vez con la misma clave no se guarda ni se cuenta de nuevo: se repite la respuesta guardada (con Idempotent-Replayed: true), 409 si todavía se está respondiendo (o el aviso de que la respuesta se perdió, si el servidor se detuvo mientras respondía), 422 si la clave se usó para otra pregunta.',
      errors: [404, 409, 422, 429],
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = idempotencyKeyOf(request);
      const { conversationId, message } = request.body;
      const digest = contentDigest({ conversationId: conversationId ?? null, message });
      const day = today();
      const result = await storeQuestion(app.db, {
        userId: user.id,
        conversationId,
        question: message,
        day,
        perDay: settings.messagesPerDay,
        key: key === undefined ? undefined : { key, digest },
      });
      if (result.outcome === 'limit') {
        throw new HttpError(
          429,
          'ASSISTANT_DAILY_LIMIT',
          `Llegaste al límite de ${countOf(settings.messagesPerDay, 'mensaje diario', 'mensajes diarios')} a QuimIA. Podrás volver a preguntar mañana.`,
        );
      }
      if (result.outcome === 'repeat') {
        const { question } = result;
        if (question.requestDigest !== digest) {
          throw idempotencyKeyReused(
            'Esta clave ya se usó para otra pregunta. Vuelve a cargar la página y pregunta de nuevo.',
          );
        }
        const answer = await findAnswer(app.db, question);
        if (!answer && question.askedAt < lostBefore()) {
          reply.header('idempotent-replayed', 'true');
          return sendEvents(reply, async function* () {
            yield* lostAnswer(question);
          });
        }
        if (!answer) {
          throw new HttpError(
            409,
            'ASSISTANT_STILL_ANSWERING',
            'QuimIA todavía está respondiendo esta pregunta. Espera a que termine y vuelve a abrir la conversación.',
          );
        }
        reply.header('idempotent-replayed', 'true');
        return sendEvents(reply, async function* () {
          yield* replayedAnswer(question, answer);
        });
      }
      const stored = result.question;
      const { settings: company } = await readCompany();
      return sendEvents(reply, (signal) =>
        answerQuestion({
          app,
          settings,
          log: request.log,
          staff: STAFF_ONLY.includes(user.role),
          shopName: company.tradeName,
          today: day,
          stored,
          question: message,
          signal,
        }),
      );
    },
  );

  endpointRoute(
    app,
    assistantEndpoints.productDescription,
    {
      ...staff,
      summary: 'Borrador de la descripción de un producto (no se guarda)',
      errors: [404],
    },
    async (request) =>
      draftProductDescription({ app, settings, log: request.log, body: request.body }),
  );
};

/** A visitor's question on a product page: public, limited per address. */
export const productQuestionRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  const { readCompany } = app;
  endpointRoute(
    app,
    productQuestionEndpoints.ask,
    {
      access: 'public',
      summary: 'Preguntar a QuimIA sobre un producto publicado (solo sus datos publicados)',
      tags: ['producto'],
      errors: [404, 429],
      config: { rateLimit: perAddress('product-question', 20, '10 minutes') },
    },
    async (request) => {
      const { settings: company } = await readCompany();
      return answerProductQuestion({
        app,
        settings,
        log: request.log,
        shopName: company.tradeName,
        productId: request.body.productId,
        question: request.body.question,
      });
    },
  );
};

export default assistantRoutes;
