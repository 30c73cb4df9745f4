import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderEndpoints, STAFF_ROLES, type Order } from '@quimia/contracts';
import { personName } from '../../lib/person-name';
import { badRequest, notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { optionalSignedInUser, signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { priceSale } from '../pricing';
import { listCustomerOrders, listOrders, loadOrder } from './order-queries';
import {
  changeOrderStatus,
  createOrder,
  orderDeliveryOf,
  orderLineOf,
  orderActorOf,
} from './order-service';
import { sendOrderLinesChanged, sendOrderProgress, sendOrderReceived } from './order-mail';
import { editOrderLines } from './order-lines';
import { orderLineOptions } from './order-line-options';
import type { StockChange } from './order-stock';
import type { Database } from '../../db/client';
import { productChange } from '../catalog';

const tags = ['pedido'];
const errors = ROUTE_ERROR_STATUSES;

/**
 * Orders: placed by anyone at the checkout (priced by the server, once per submission: `app.once`),
 * read and moved through their lifecycle by staff, read by the client who placed them.
 */
export type OrderRoutesOptions = {
  /**
   * Told after staff changed an order's status (committed and announced): what other parts of
   * the shop do then (the invoice on confirmation) never holds or undoes the change.
   */
  onStatusChanged?: (
    order: Order,
    by: { userId: string; name: string },
    log: FastifyBaseLogger,
  ) => Promise<void>;
  /**
   * Why an order's lines may no longer change though its status allows it (an issued invoice:
   * a credit note corrects it then), asked in the edit's transaction with the order locked.
   */
  lineEditBlocker?: (tx: Database, orderId: string) => Promise<string | null>;
};

const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { onStatusChanged, lineEditBlocker },
) => {
  const { readCompany } = app;

  /**
   * The product pages and cards show the stock: every process drops what it cached of them (the
   * catalogue's lists stay: stock changes neither what they hold nor their order).
   */
  async function stockChanged(stock: readonly StockChange[]) {
    for (const { productId, slug } of stock) {
      await app.publicCache.publish(
        productChange({ id: productId, slugs: [slug], formulaIds: [], lists: false }),
      );
    }
  }
  endpointRoute(
    app,
    orderEndpoints.create,
    {
      access: 'public',
      summary: 'Hacer un pedido (una vez por clave de solicitud)',
      tags,
      errors: [409, 422, 429],
      config: { rateLimit: perAddress('order', 10, '10 minutes') },
    },
    async (request, reply) => {
      const body = request.body;
      // Signed in, the submission is the client's wherever they send it from (see `keyOwner`).
      const user = await optionalSignedInUser(request);
      const customerId = user?.id ?? null;
      const { settings } = await readCompany();
      return app.once(
        request,
        reply,
        'order',
        async (tx) => {
          const delivery = orderDeliveryOf(body.delivery, settings.branches);
          const quote = await priceSale(tx, {
            items: body.items,
            delivery: body.delivery,
            identificationType: body.billing.identificationType,
            identification: body.billing.identification,
            settings,
            checkStock: true,
          });
          if (quote.errors.length > 0 || quote.lines.some((line) => line.unitPriceCents === null)) {
            const lineErrors = quote.lines.flatMap((line, index) =>
              line.error ? [{ field: `items.${index}`, message: line.error }] : [],
            );
            throw badRequest(
              quote.errors.join(' ') || 'Hay productos sin precio: pide una cotización.',
              lineErrors,
            );
          }
          const order = await createOrder(tx, {
            lines: quote.lines.map(orderLineOf),
            billing: body.billing,
            delivery,
            payment: body.payment,
            shippingCents: quote.summary.shippingCents,
            shippingWeightKg: quote.shippingWeight.kg,
            discountCents: quote.summary.discountCents,
            ivaRate: quote.summary.ivaRate,
            customerId,
            source: 'checkout',
            placedBy: user ? orderActorOf(user) : null,
          });
          return {
            status: 201,
            body: order,
            afterCommit: async () => {
              request.log.info(
                { event: 'order.created', orderId: order.id, number: order.number, by: customerId },
                'order placed',
              );
              await sendOrderReceived(app, request.log, order, {
                bankAccounts: settings.bankAccounts,
                hasAccount: customerId !== null,
              });
            },
          };
        },
        {
          key: body.idempotencyKey,
          reusedMessage:
            'Este pedido ya se envió con otros datos. Vuelve a cargar la página e inténtalo de nuevo.',
        },
      );
    },
  );

  endpointRoute(
    app,
    orderEndpoints.list,
    {
      access: STAFF_ONLY,
      summary: 'Pedidos, los más recientes primero, con cuántos hay en cada estado',
      tags,
      errors,
    },
    async (request) => listOrders(app.db, request.query),
  );

  endpointRoute(
    app,
    orderEndpoints.get,
    {
      access: 'signed-in',
      summary: 'Un pedido (el personal, o el cliente que lo hizo)',
      tags,
      errors,
    },
    async (request) => {
      const user = signedInUser(request);
      const found = await loadOrder(app.db, request.query.id);
      // Someone else's order is not found: its existence is none of their business.
      if (!found || (!STAFF_ROLES.includes(user.role) && found.customerId !== user.id)) {
        throw notFound('Pedido no encontrado');
      }
      return found.order;
    },
  );

  endpointRoute(
    app,
    orderEndpoints.changeStatus,
    {
      access: STAFF_ONLY,
      summary: 'Cambiar el estado de un pedido (confirmar descuenta el stock)',
      tags,
      errors,
    },
    async (request) => {
      const user = signedInUser(request);
      const { settings } = await app.readCompany();
      const { order, stock, changes } = await changeOrderStatus(app.db, {
        ...request.body,
        by: orderActorOf(user),
        branches: settings.branches,
        settings,
      });
      await stockChanged(stock);
      request.log.info(
        {
          event: 'order.status_changed',
          orderId: order.id,
          number: order.number,
          status: order.status,
          by: user.id,
        },
        'order status changed',
      );
      const placed = await loadOrder(app.db, order.id);
      await sendOrderLinesChanged(app, request.log, order, changes, {
        hasAccount: !!placed?.customerId,
      });
      await sendOrderProgress(app, request.log, order, { hasAccount: !!placed?.customerId });
      await onStatusChanged?.(order, { userId: user.id, name: personName(user) }, request.log);
      return order;
    },
  );

  endpointRoute(
    app,
    orderEndpoints.changeLines,
    {
      access: STAFF_ONLY,
      summary:
        'Cambiar las líneas de un pedido antes de que salga (bajar, quitar, otra presentación)',
      tags,
      errors,
    },
    async (request) => {
      const user = signedInUser(request);
      const { settings } = await app.readCompany();
      const dryRun = request.query.simular;
      const { order, stock, changes } = await editOrderLines(app.db, {
        ...request.body,
        by: orderActorOf(user),
        settings,
        dryRun,
        blockedBy: lineEditBlocker,
      });
      if (dryRun || changes.length === 0) return order;
      await stockChanged(stock);
      request.log.info(
        { event: 'order.lines_changed', orderId: order.id, number: order.number, by: user.id },
        'order lines changed',
      );
      const placed = await loadOrder(app.db, order.id);
      await sendOrderLinesChanged(app, request.log, order, changes, {
        hasAccount: !!placed?.customerId,
      });
      return order;
    },
  );

  endpointRoute(
    app,
    orderEndpoints.lineOptions,
    {
      access: STAFF_ONLY,
      summary: 'Qué puede llevar cada línea de un pedido y cuánto tiene una sucursal',
      tags,
      errors,
    },
    async (request) => {
      const { settings } = await app.readCompany();
      return orderLineOptions(app.db, request.query, settings.branches);
    },
  );

  endpointRoute(
    app,
    orderEndpoints.mine,
    { access: 'signed-in', summary: 'Mis pedidos, los más recientes primero', tags, errors },
    async (request) => listCustomerOrders(app.db, signedInUser(request).id, request.query),
  );
};

export default orderRoutes;
