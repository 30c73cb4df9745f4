import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema, userSchema } from './users';

export const loginBodySchema = z.object({
  userName: z
    .string({ error: 'Ingresa tu correo o usuario' })
    .trim()
    .min(1, { error: 'Ingresa tu correo o usuario' })
    .max(254, { error: 'El correo o usuario es demasiado largo' }),
  password: z
    .string({ error: 'Ingresa tu contraseña' })
    .min(1, { error: 'Ingresa tu contraseña' })
    .max(128, { error: 'La contraseña no puede tener más de 128 caracteres' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const authResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
