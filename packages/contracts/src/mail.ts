import { z } from 'zod';
import { listResponseSchema, paginationQuerySchema } from './common';
import { emailSchema, passwordSchema } from './users';

/**
 * Where an e-mail stands: `outbox` (no mail server configured: staff pass it on by hand), `queued`
 * (waiting for the mail server, retried after a failure), `sent`, `failed` (given up).
 */
export const MAIL_STATUSES = ['outbox', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  outbox: 'Por enviar a mano',
  queued: 'En cola',
  sent: 'Enviado',
  failed: 'Falló',
};

export const mailListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type MailListQuery = z.input<typeof mailListQuerySchema>;

/** An e-mail as the outgoing mail list shows it (no body). */
export const mailSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One e-mail with its plain-text body (what staff read and pass on). */
export const mailMessageSchema = mailSummarySchema.extend({ text: z.string() });
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailListResponseSchema = listResponseSchema(mailSummarySchema).extend({
  counts: z.object({
    all: z.number().int(),
    outbox: z.number().int(),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const resetPasswordBodySchema = z.object({
  // Any text: a mangled link is answered as an unknown one, with the same message.
  token: z
    .string({ error: 'El enlace para restablecer la contraseña no es válido' })
    .min(1, { error: 'El enlace para restablecer la contraseña no es válido' })
    .max(200, { error: 'El enlace para restablecer la contraseña no es válido' }),
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
