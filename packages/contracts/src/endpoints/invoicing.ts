import { z } from 'zod';
import { idQuerySchema } from '../common';
import {
  certificateUploadResponseSchema,
  creditNoteBodySchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoicingConfigurationSchema,
  invoicingSettingsSchema,
  issueInvoiceBodySchema,
  issuedInvoiceResponseSchema,
  myInvoicesResponseSchema,
} from '../invoicing';
import { defineEndpoint } from '../endpoint';

/** The bytes of a download (the authorised XML, the RIDE), not JSON. */
const fileBytes = z.unknown();

/** Electronic invoicing with the SRI: settings (admin), issuing and following documents (staff). */
export const invoicingEndpoints = {
  configuration: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/configuracion',
    response: invoicingConfigurationSchema,
  }),
  saveConfiguration: defineEndpoint({
    method: 'POST',
    path: '/api/facturacion/configuracion',
    body: invoicingSettingsSchema,
    response: invoicingConfigurationSchema,
  }),
  /** Multipart: the `.p12`/`.pfx` in `file` and its `password`. */
  uploadCertificate: defineEndpoint({
    method: 'POST',
    path: '/api/facturacion/certificado',
    response: certificateUploadResponseSchema,
    upload: true,
  }),
  /** Issues an order's invoice (once: asking again answers the same one); sent in the background. */
  issue: defineEndpoint({
    method: 'POST',
    path: '/api/facturacion/emitir',
    body: issueInvoiceBodySchema,
    response: issuedInvoiceResponseSchema,
    status: 202,
  }),
  /** Sends a returned or unauthorised document again (after correcting what was wrong). */
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/facturacion/reintentar',
    body: idQuerySchema,
    response: issuedInvoiceResponseSchema,
    status: 202,
  }),
  creditNote: defineEndpoint({
    method: 'POST',
    path: '/api/facturacion/notaCredito',
    body: creditNoteBodySchema,
    response: issuedInvoiceResponseSchema,
    status: 202,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/lista',
    query: invoiceListQuerySchema,
    response: invoiceListResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/getFactura',
    query: idQuerySchema,
    response: z.object({ invoice: invoiceDetailSchema }),
  }),
  /** The signed-in buyer's authorised invoices and credit notes (Mi cuenta). */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/mias',
    response: myInvoicesResponseSchema,
  }),
  /** The authorised XML as the SRI's portal gives it (the `autorizacion` wrapper). */
  xml: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/xml',
    query: idQuerySchema,
    response: fileBytes,
    answer: 'file',
  }),
  /** The RIDE, the document's printed representation (PDF). */
  ride: defineEndpoint({
    method: 'GET',
    path: '/api/facturacion/ride',
    query: idQuerySchema,
    response: fileBytes,
    answer: 'file',
  }),
};
