import { contactMessageBodySchema, contactMessageResponseSchema } from '../contact';
import { defineEndpoint } from '../endpoint';

export const contactEndpoints = {
  /** A visitor's message from the contact page (once per idempotency key). */
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/contacto',
    body: contactMessageBodySchema,
    response: contactMessageResponseSchema,
    status: 201,
  }),
};
