import { z } from 'zod';
import { emailSchema } from './users';

export const contactMessageBodySchema = z.object({
  name: z
    .string({ error: 'Ingresa tu nombre' })
    .trim()
    .min(2, { error: 'Ingresa tu nombre' })
    .max(120, { error: 'El nombre es demasiado largo' }),
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
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
});
