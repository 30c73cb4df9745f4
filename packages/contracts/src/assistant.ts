import { z } from 'zod';
import { SIGNAL_WORDS } from './catalog';
import { listResponseSchema, paginationQuerySchema } from './common';
import { GHS_PICTOGRAMS } from './ghs';
import { oneLine } from './text';

/**
 * QuimIA, the assistant: conversations kept per user, answers streamed as events, and the two
 * one-shot uses (a visitor's question on a product page, a product description draft).
 */

/** `model`: a language model answered. `offline`: no model is configured; the tools answered. */
export const assistantModeSchema = z.enum(['model', 'offline']);
export type AssistantMode = z.infer<typeof assistantModeSchema>;

export const ASSISTANT_MESSAGE_MAX = 4000;
export const CONVERSATION_TITLE_MAX = 120;

const questionText = (max: number) =>
  z
    .string({ error: 'Escribe tu pregunta' })
    .trim()
    .min(1, { error: 'Escribe tu pregunta' })
    .max(max, { error: `La pregunta no puede tener más de ${max} caracteres` });

/** What an answer was grounded on, with the page where staff or a visitor can see it. */
export const assistantSourceSchema = z.object({
  kind: z.enum(['product', 'formula', 'client', 'supplier', 'metric']),
  title: z.string(),
  /** A path on this site (`/product/acido-citrico`, `/dashboard/consultas/clientes/…`). */
  href: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

/** What the assistant and its tools can do for the signed-in user today. */
export const assistantStatusSchema = z.object({
  mode: assistantModeSchema,
  /** The model's name when one is configured. */
  model: z.string().nullable(),
  messagesPerDay: z.number().int(),
  messagesLeftToday: z.number().int(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Conversations

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(120, { error: 'La búsqueda es demasiado larga' }).optional(),
});
export const conversationListResponseSchema = listResponseSchema(conversationSummarySchema);

export const conversationMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  /** Markdown for the assistant, plain text for the user. */
  content: z.string(),
  createdAt: z.string(),
  /** How the answer was produced; null for the user's messages. */
  mode: assistantModeSchema.nullable(),
  /** The tools the answer used, by their Spanish label ("Buscar productos"). */
  tools: z.array(z.string()),
  sources: z.array(assistantSourceSchema),
  /** True when the user stopped the answer: `content` holds what had arrived. */
  stopped: z.boolean(),
  /** Set when the answer failed: the user's message is kept all the same. */
  error: z.string().nullable(),
  /** The answer reached the length limit and was cut there. */
  truncated: z.boolean(),
  /**
   * A question of the user's left without an answer for longer than any answer runs: the server
   * stopped while answering it.
   */
  answerLost: z.boolean(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationRenameBodySchema = z.object({
  id: z.uuid({ error: 'La conversación no es válida' }),
  title: z
    .string({ error: 'Escribe un título' })
    .trim()
    .min(1, { error: 'Escribe un título' })
    .max(CONVERSATION_TITLE_MAX, { error: 'El título es demasiado largo' }),
});

export const conversationIdBodySchema = z.object({
  id: z.uuid({ error: 'La conversación no es válida' }),
});

// ---------------------------------------------------------------------------------------------
// Chat: one question, its answer streamed

export const chatBodySchema = z.object({
  /** Absent: a new conversation, titled from the question. */
  conversationId: z.uuid({ error: 'La conversación no es válida' }).optional(),
  message: questionText(ASSISTANT_MESSAGE_MAX),
});
export type ChatBody = z.input<typeof chatBodySchema>;

/** One event of a streamed answer, in the order they come. */
export const chatEventSchema = z.discriminatedUnion('type', [
  /** First: the conversation the question was stored in (new or given). */
  z.object({
    type: z.literal('start'),
    conversationId: z.uuid(),
    title: z.string(),
    userMessageId: z.uuid(),
    mode: assistantModeSchema,
  }),
  /** A tool is being run, by its Spanish label ("Buscando productos"). */
  z.object({ type: z.literal('tool'), name: z.string(), label: z.string() }),
  /** The next piece of the answer's Markdown. */
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** What the answer was grounded on. */
  z.object({ type: z.literal('sources'), items: z.array(assistantSourceSchema) }),
  /** Last on success: the stored answer. */
  z.object({
    type: z.literal('done'),
    messageId: z.uuid(),
    /** True when the answer reached the token limit before it ended. */
    truncated: z.boolean(),
  }),
  /** Last on failure: a Spanish message; the question stays stored. */
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** Said of a question left without an answer because the server stopped while answering it. */
export const ANSWER_LOST_MESSAGE =
  'Esta pregunta quedó sin respuesta: el servidor se detuvo mientras respondía. Puedes preguntarla de nuevo.';

// ---------------------------------------------------------------------------------------------
// A visitor's question on a product page

export const productQuestionBodySchema = z.object({
  productId: z.uuid({ error: 'El producto no es válido' }),
  question: questionText(500),
});
export type ProductQuestionBody = z.input<typeof productQuestionBodySchema>;

export const productAnswerSchema = z.object({
  /** Markdown. */
  answer: z.string(),
  mode: assistantModeSchema,
  /** False when the question was declined (not about this product). */
  answered: z.boolean(),
  sources: z.array(assistantSourceSchema),
});
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// A product description draft for the product form

const draftText = (max: number) => z.string().trim().max(max).nullish();
/** A name in the draft: one line. */
const draftName = (max: number) => oneLine(z.string().trim().max(max)).nullish();

/** The product as the form holds it, before it is saved. */
export const productDescriptionDraftSchema = z.object({
  name: oneLine(
    z
      .string({ error: 'Escribe el nombre del producto' })
      .trim()
      .min(2, { error: 'Escribe el nombre del producto' })
      .max(200, { error: 'El nombre es demasiado largo' }),
  ),
  casNumber: draftText(30),
  chemicalFormula: draftText(100),
  typeName: draftName(120),
  subtypeName: draftName(120),
  businessLineNames: z.array(z.string().trim().max(120)).max(30).default([]),
  applicationAreaNames: z.array(z.string().trim().max(120)).max(50).default([]),
  ghsPictograms: z.array(z.enum(GHS_PICTOGRAMS)).max(9).default([]),
  signalWord: z.enum(SIGNAL_WORDS).nullish(),
  hazardStatements: z.array(z.string().trim().max(300)).max(40).default([]),
  unitName: draftName(60),
});

export const productDescriptionBodySchema = z.union(
  [
    z.object({ productId: z.uuid({ error: 'El producto no es válido' }) }),
    z.object({ draft: productDescriptionDraftSchema }),
  ],
  { error: 'Indica el producto o sus datos' },
);
export type ProductDescriptionBody = z.input<typeof productDescriptionBodySchema>;

export const productDescriptionSchema = z.object({
  /** Sanitised HTML for the editor; never saved by itself. */
  html: z.string(),
  mode: assistantModeSchema,
  /** Said to staff with the draft ("Borrador de plantilla: no se usó un modelo de lenguaje"). */
  notice: z.string(),
});
export type ProductDescription = z.infer<typeof productDescriptionSchema>;
