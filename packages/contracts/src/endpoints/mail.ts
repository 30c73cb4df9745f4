import { idQuerySchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { mailListQuerySchema, mailListResponseSchema, mailMessageSchema } from '../mail';
import { z } from 'zod';

export const mailEndpoints = {
  /** The shop's outgoing e-mail, newest first, with the count of each status. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/correo/lista',
    query: mailListQuerySchema,
    response: mailListResponseSchema,
  }),
  /** One e-mail with its text. */
  message: defineEndpoint({
    method: 'GET',
    path: '/api/correo/getCorreo',
    query: idQuerySchema,
    response: z.object({ message: mailMessageSchema }),
  }),
};
