import { z } from 'zod';
import { authResponseSchema, loginBodySchema, meResponseSchema, registerBodySchema } from '../auth';
import { idQuerySchema, messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '../mail';
import {
  changePasswordBodySchema,
  profileSaveBodySchema,
  staffContactSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSaveBodySchema,
  userSchema,
} from '../users';

export const userResponseSchema = z.object({ user: userSchema });

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    response: authResponseSchema,
  }),
  /** A customer's own account. */
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    response: authResponseSchema,
    status: 201,
  }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', response: meResponseSchema }),
  /** Revokes every token issued to the user. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    response: messageResponseSchema,
  }),
  /** Sends a reset link when the address has an account; the answer never tells whether it has. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/olvideClave',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
  }),
  /** Sets a new password from a reset link's token; the account's sessions end. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/restablecerClave',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
  }),
};

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/usuario/lista',
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  user: defineEndpoint({
    method: 'GET',
    path: '/api/usuario/getUsuario',
    query: idQuerySchema,
    response: userResponseSchema,
  }),
  /** Creates (no id: 201) or updates (200) a user. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/usuario/guardar',
    body: userSaveBodySchema,
    response: userResponseSchema,
    status: [200, 201],
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/usuario/eliminar',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
  /** The signed-in user's own profile. */
  saveProfile: defineEndpoint({
    method: 'POST',
    path: '/api/usuario/perfil',
    body: profileSaveBodySchema,
    response: userResponseSchema,
  }),
  /** Answers a new session: the old tokens stop working. */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/usuario/cambiarClave',
    body: changePasswordBodySchema,
    response: authResponseSchema,
  }),
  /** The staff a customer can reach (names, roles, phones). */
  staffContacts: defineEndpoint({
    method: 'GET',
    path: '/api/usuario/contactos',
    response: z.object({ items: z.array(staffContactSchema) }),
  }),
};
