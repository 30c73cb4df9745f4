import { z } from 'zod';
import { listResponseSchema, paginationQuerySchema } from './common';
import { quotationTokenSchema } from './quotations';
import { oneLine } from './text';
import { emailSchema } from './users';

export const contactMessageBodySchema = z.object({
  name: oneLine(
    z
      .string({ error: 'Ingresa tu nombre' })
      .trim()
      .min(2, { error: 'Ingresa tu nombre' })
      .max(120, { error: 'El nombre es demasiado largo' }),
  ),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, { error: 'El teléfono es demasiado largo' })
    .refine((v) => v === '' || /^[+\d][\d\s()-]{5,}$/.test(v), {
      error: 'Ingresa un teléfono válido',
    })
    .optional()
    .transform((v) => v || null),
  subject: z
    .string({ error: 'Ingresa el asunto' })
    .trim()
    .min(3, { error: 'Ingresa el asunto' })
    .max(150, { error: 'El asunto es demasiado largo' }),
  message: z
    .string({ error: 'Escribe tu mensaje' })
    .trim()
    .min(10, { error: 'El mensaje debe tener al menos 10 caracteres' })
    .max(4000, { error: 'El mensaje no puede tener más de 4000 caracteres' }),
  /** Sent from a quotation's page: the message joins that quotation's thread instead. */
  quotationToken: quotationTokenSchema.optional(),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
});

/** The inbox's views: messages waiting for an answer, those already handled, or all. */
export const CONTACT_INBOX_VIEWS = ['pendientes', 'atendidos', 'todos'] as const;
export type ContactInboxView = (typeof CONTACT_INBOX_VIEWS)[number];

export const contactInboxQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(CONTACT_INBOX_VIEWS).default('pendientes'),
  /** Searches the name, e-mail, subject and message. */
  q: z.string().trim().max(100).optional(),
});
export type ContactInboxQuery = z.input<typeof contactInboxQuerySchema>;

/** A visitor's message as staff read it in the inbox. */
export const contactInboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  /** Who marked it handled (null when nobody did, or their account was removed). */
  handledBy: z.string().nullable(),
});
export type ContactInboxMessage = z.infer<typeof contactInboxMessageSchema>;

export const contactInboxResponseSchema = listResponseSchema(contactInboxMessageSchema).extend({
  counts: z.object({ pendientes: z.number().int(), atendidos: z.number().int() }),
});
export type ContactInboxResponse = z.infer<typeof contactInboxResponseSchema>;

/** Marks a message handled (or, by mistake undone, waiting again). */
export const contactHandleBodySchema = z.object({
  id: z.uuid({ error: 'El mensaje no es válido' }),
  handled: z.boolean(),
});
export type ContactHandleBody = z.input<typeof contactHandleBodySchema>;

/** The number shown beside the inbox in the menu. */
export const contactPendingSchema = z.object({ pending: z.number().int() });
