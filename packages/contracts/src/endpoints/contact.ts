import { messageResponseSchema } from '../common';
import {
  contactHandleBodySchema,
  contactInboxQuerySchema,
  contactInboxResponseSchema,
  contactMessageBodySchema,
  contactMessageResponseSchema,
  contactPendingSchema,
} from '../contact';
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

/** The staff's inbox of contact messages. */
export const contactInboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/contacto/lista',
    query: contactInboxQuerySchema,
    response: contactInboxResponseSchema,
  }),
  /** How many wait for an answer (the menu's badge). */
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/contacto/pendientes',
    response: contactPendingSchema,
  }),
  handle: defineEndpoint({
    method: 'POST',
    path: '/api/contacto/atender',
    body: contactHandleBodySchema,
    response: messageResponseSchema,
  }),
};
