import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quotationAdminEndpoints,
  quotationEndpoints,
  type QuotationAcceptResponse,
} from '@quimia/contracts';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { loadOrder, sendOrderReceived } from '../../modules/orders';
import { acceptQuotation, convertQuotation } from './quotation-order-service';

const tags = ['cotizar'];
const errors = ROUTE_ERROR_STATUSES;

/** A quotation becomes an order: accepted by the buyer at its link, or converted by staff. */
const quotationOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;

  endpointRoute(
    app,
    quotationEndpoints.accept,
    {
      access: 'public',
      summary: 'Aceptar una cotización: se convierte en pedido con los precios cotizados',
      tags,
      errors: [404, 409, 429],
      config: { rateLimit: perAddress('quotation-accept', 10, '10 minutes') },
    },
    async (request) => {
      const { token, billing, delivery, payment } = request.body;
      const { settings } = await readCompany();
      const { row, orderNumber, changed } = await app.db.transaction((tx) =>
        acceptQuotation(tx, { token, terms: { billing, delivery, payment }, settings }),
      );
      if (changed) {
        request.log.info(
          { event: 'quotation.accepted', quotationId: row.id, number: row.number, orderNumber },
          'quotation accepted',
        );
        // «Recibimos tu pedido», with its total and, for a transfer, the accounts to pay into:
        // what the acceptance tells the buyer to expect in their mailbox.
        const placed = row.orderId ? await loadOrder(app.db, row.orderId) : null;
        if (placed) {
          await sendOrderReceived(app, request.log, placed.order, {
            bankAccounts: settings.bankAccounts,
            hasAccount: placed.customerId !== null,
          });
        }
      }
      const answer: QuotationAcceptResponse = {
        status: row.status,
        orderNumber,
        message: orderNumber
          ? `¡Gracias! Tu pedido ${orderNumber} quedó registrado con los precios de la cotización ${row.number}.`
          : `¡Gracias! Aceptaste la cotización ${row.number}: te confirmaremos el pedido en breve.`,
      };
      return answer;
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.convert,
    { access: STAFF_ONLY, summary: 'Convertir una cotización en pedido', tags, errors },
    async (request) => {
      const { id, billing, delivery, payment } = request.body;
      const user = signedInUser(request);
      const { settings } = await readCompany();
      const order = await app.db.transaction((tx) =>
        convertQuotation(tx, { id, terms: { billing, delivery, payment }, user, settings }),
      );
      request.log.info(
        { event: 'quotation.converted', quotationId: id, orderId: order.id, by: user.id },
        'quotation converted',
      );
      return {
        orderId: order.id,
        orderNumber: order.number,
        message: `Pedido ${order.number} creado con los precios de la cotización`,
      };
    },
  );
};

export default quotationOrderRoutes;
