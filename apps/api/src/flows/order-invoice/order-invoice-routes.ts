import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicingEndpoints } from '@quimia/contracts';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { personName } from '../../lib/person-name';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import type { DocumentActor } from '../../modules/invoicing';
import type { Issued } from './order-invoicing';
import { issueCreditNote, issueOrderInvoice, retryDocument } from './order-invoicing';

const tags = ['facturación'];

function answer({ row }: Issued) {
  return {
    invoice: { id: row.id, number: row.number, accessKey: row.accessKey, status: row.status },
  };
}

/** Issuing: an order's invoice, a credit note, and a returned document sent again (staff). */
const orderInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof signedInUser>[0]): DocumentActor => {
    const user = signedInUser(request);
    return { userId: user.id, name: personName(user) };
  };

  endpointRoute(
    app,
    invoicingEndpoints.issue,
    {
      access: STAFF_ONLY,
      summary:
        'Emitir la factura electrónica de un pedido (una por pedido; se envía al SRI en segundo plano)',
      tags,
      errors: [404, 422],
    },
    async (request, reply) => {
      const issued = await issueOrderInvoice(app, request.body.orderId, actorOf(request));
      if (!issued.existing) {
        request.log.info(
          {
            event: 'invoicing.issued',
            documentId: issued.row.id,
            number: issued.row.number,
            orderId: request.body.orderId,
          },
          'invoice issued',
        );
      }
      return reply.status(202).send(answer(issued));
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.retry,
    {
      access: STAFF_ONLY,
      summary: 'Reintentar un documento devuelto o no autorizado',
      tags,
      errors: [404, 409, 422],
    },
    async (request, reply) => {
      const issued = await retryDocument(app, request.body.id, actorOf(request));
      request.log.info(
        { event: 'invoicing.retried', documentId: issued.row.id },
        'document retried',
      );
      return reply.status(202).send(answer(issued));
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.creditNote,
    {
      access: STAFF_ONLY,
      summary: 'Emitir una nota de crédito de una factura autorizada',
      tags,
      errors: [404, 422],
    },
    async (request, reply) => {
      const issued = await issueCreditNote(app, request.body, actorOf(request));
      request.log.info(
        { event: 'invoicing.credit_note', documentId: issued.row.id },
        'credit note issued',
      );
      return reply.status(202).send(answer(issued));
    },
  );
};

export default orderInvoiceRoutes;
