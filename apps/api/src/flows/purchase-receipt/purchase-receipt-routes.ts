import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOf, inventoryEndpoints } from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { signedInUser } from '../../plugins/app/authentication';
import {
  listPendingPurchases,
  loadPurchase,
  proposalLines,
  receiptOf,
  type Branches,
} from './purchase-queries';
import { receivePurchase } from './purchase-receipt-service';

const tags = ['inventario'];

/** The company's branches by key, in the settings' order. */
async function branchesOf(app: FastifyInstance): Promise<Branches> {
  const { settings } = await app.readCompany();
  return new Map(settings.branches.map((branch) => [branch.id, branch.name]));
}

export type PurchaseReceiptRoutesOptions = {
  /** Told after a receipt changed a product's stock (committed): its pages show it. */
  onStockChanged: (product: { id: string; slug: string }) => Promise<void>;
};

/** «Recepción de compra»: imported purchases not yet received, one's proposal, its acceptance. */
const purchaseReceiptRoutes: FastifyPluginAsyncZod<PurchaseReceiptRoutesOptions> = async (
  app,
  { onStockChanged },
) => {
  endpointRoute(
    app,
    inventoryEndpoints.purchases,
    { access: STAFF_ONLY, summary: 'Compras importadas por recibir en el stock', tags, errors: [] },
    async (request, reply) => noStore(reply, () => listPendingPurchases(app.db, request.query)),
  );

  endpointRoute(
    app,
    inventoryEndpoints.purchase,
    {
      access: STAFF_ONLY,
      summary: 'Recepción propuesta de una compra importada',
      tags,
      errors: [404],
    },
    async (request, reply) => {
      const purchase = await loadPurchase(app.db, request.query.id);
      if (!purchase) throw notFound('La compra no existe');
      const branches = await branchesOf(app);
      return noStore(reply, async () => ({
        purchase,
        lines: await proposalLines(app.db, purchase.id),
        branches: [...branches].map(([id, name]) => ({ id, name })),
        receipt: await receiptOf(app.db, purchase.id, branches),
      }));
    },
  );

  endpointRoute(
    app,
    inventoryEndpoints.receivePurchase,
    {
      access: STAFF_ONLY,
      summary: 'Recibir una compra importada en el stock de una sucursal',
      tags,
      errors: [404, 409],
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const received = await receivePurchase(
        app.db,
        { body: request.body, userId: user.id },
        await branchesOf(app),
      );
      for (const product of received.products) await onStockChanged(product);
      request.log.info(
        {
          event: 'inventory.purchase_received',
          documentId: request.body.documentId,
          branchId: request.body.branchId,
          moves: received.moves,
        },
        'purchase received',
      );
      return noStore(reply, async () => ({
        message: `Compra ${received.number} recibida en ${received.receipt.branchName}: ${countOf(received.moves, 'línea', 'líneas')} al stock.`,
        receipt: received.receipt,
        moves: received.moves,
      }));
    },
  );
};

export default purchaseReceiptRoutes;
