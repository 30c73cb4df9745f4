import { z } from 'zod';
import { idQuerySchema, messageResponseSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  customerQuotationSchema,
  latestQuotationsQuerySchema,
  latestQuotationsResponseSchema,
  quotationAcceptBodySchema,
  quotationAcceptResponseSchema,
  quotationConvertBodySchema,
  quotationConvertResponseSchema,
  quotationCreateBodySchema,
  quotationCreatedSchema,
  quotationListQuerySchema,
  quotationListResponseSchema,
  quotationPdfQuerySchema,
  quotationPendingSchema,
  quotationReplyBodySchema,
  quotationReviseBodySchema,
  quotationStatusBodySchema,
  quotationTokenQuerySchema,
  staffQuotationSchema,
} from '../quotations';

/** A quotation for its buyer: asked for, read and accepted at its link, printed as a PDF. */
export const quotationEndpoints = {
  /** Visitors (rate limited, once per idempotency key), clients and staff. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/guardar',
    body: quotationCreateBodySchema,
    response: quotationCreatedSchema,
    status: 201,
  }),
  /** Staff: the latest of all; a signed-in client: their own. */
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/ultimasCotizaciones',
    query: latestQuotationsQuerySchema,
    response: latestQuotationsResponseSchema,
  }),
  /** The PDF (`application/pdf`). */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/pdf',
    query: quotationPdfQuerySchema,
    response: z.unknown(),
    answer: 'file',
  }),
  /** The quotation at its link. */
  byToken: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/verCotizacion',
    query: quotationTokenQuerySchema,
    response: customerQuotationSchema,
  }),
  /** "Aceptar": an order with the quoted prices, while the quotation is valid. */
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/aceptar',
    body: quotationAcceptBodySchema,
    response: quotationAcceptResponseSchema,
  }),
};

/** The staff's quotations area. */
export const quotationAdminEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/lista',
    query: quotationListQuerySchema,
    response: quotationListResponseSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/getCotizacion',
    query: idQuerySchema,
    response: staffQuotationSchema,
  }),
  /** A new revision: lines and prices (a counter-offer), discount, notes, validity. */
  revise: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/revisar',
    body: quotationReviseBodySchema,
    response: staffQuotationSchema,
  }),
  /** Marked sent, or rejected. */
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/cambiarEstado',
    body: quotationStatusBodySchema,
    response: staffQuotationSchema,
  }),
  /** "Convertir en pedido". */
  convert: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/convertir',
    body: quotationConvertBodySchema,
    response: quotationConvertResponseSchema,
  }),
  /** Staff's answer in the quotation's thread. */
  reply: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/responder',
    body: quotationReplyBodySchema,
    response: staffQuotationSchema,
  }),
  /** Seen: it no longer counts in the menu's counter. */
  markSeen: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/marcarVista',
    body: idQuerySchema,
    response: messageResponseSchema,
  }),
  /** What waits for staff (the menu's counter). */
  pending: defineEndpoint({
    method: 'GET',
    path: '/api/cotizar/pendientes',
    response: quotationPendingSchema,
  }),
};
