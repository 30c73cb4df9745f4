import {
  assistantStatusSchema,
  chatBodySchema,
  chatEventSchema,
  conversationIdBodySchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationRenameBodySchema,
  conversationSchema,
  productAnswerSchema,
  productDescriptionBodySchema,
  productDescriptionSchema,
  productQuestionBodySchema,
} from '../assistant';
import { idQuerySchema, messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** QuimIA chat for staff: conversations kept per user, answers streamed. */
export const assistantEndpoints = {
  /** Whether a language model answers, and what is left of today's messages. */
  status: defineEndpoint({
    method: 'GET',
    path: '/api/openia/estado',
    response: assistantStatusSchema,
  }),
  /** The signed-in user's conversations, newest first. */
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/openia/getChatUsuario',
    query: conversationListQuerySchema,
    response: conversationListResponseSchema,
  }),
  /** One of the user's conversations with its messages (404 for anyone else's). */
  conversation: defineEndpoint({
    method: 'GET',
    path: '/api/openia/getConversacion',
    query: idQuerySchema,
    response: conversationSchema,
  }),
  renameConversation: defineEndpoint({
    method: 'POST',
    path: '/api/openia/renombrarConversacion',
    body: conversationRenameBodySchema,
    response: messageResponseSchema,
  }),
  deleteConversation: defineEndpoint({
    method: 'POST',
    path: '/api/openia/eliminarConversacion',
    body: conversationIdBodySchema,
    response: messageResponseSchema,
  }),
  /**
   * Asks QuimIA: the question is stored first, then the answer streams as events and is stored
   * when it ends. Closing the stream stops the answer, upstream too. Once per `Idempotency-Key`
   * header (optional): the same question sent again with it is told the stored answer.
   */
  chat: defineEndpoint({
    method: 'POST',
    path: '/api/openia/chatAsistente',
    body: chatBodySchema,
    response: chatEventSchema,
    answer: 'stream',
  }),
  /** A description draft for the product form; never saved by itself. */
  productDescription: defineEndpoint({
    method: 'POST',
    path: '/api/openia/getDescripcionProducto',
    body: productDescriptionBodySchema,
    response: productDescriptionSchema,
  }),
};

/** A visitor's question on a product page (public, rate limited per address). */
export const productQuestionEndpoints = {
  ask: defineEndpoint({
    method: 'POST',
    path: '/api/producto/getRespuestaQuimIA',
    body: productQuestionBodySchema,
    response: productAnswerSchema,
  }),
};
