import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inventoryEndpoints, type StockMove } from '@quimia/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import { personName } from '../../lib/person-name';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { signedInUser } from '../../plugins/app/authentication';
import { adjustStock, setMinimum, transferStock } from './stock-operations';
import { kardex, productStock, type BranchNames } from './stock-queries';
import type { MoveRow } from './stock-ledger';

const tags = ['inventario'];
const errors = [404, 409, 422] as const;

/** The company's branches by key, in the settings' order. */
async function branchNames(app: FastifyInstance): Promise<BranchNames> {
  const { settings } = await app.readCompany();
  return new Map(settings.branches.map((branch) => [branch.id, branch.name]));
}

async function productOf(app: FastifyInstance, id: string) {
  const [product] = await app.db
    .select({ id: products.id, unit: products.unit, name: products.name, slug: products.slug })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound('Producto no encontrado');
  return product;
}

/** A branch the settings have, or a 400 on `field`. */
function branchName(branches: BranchNames, id: string, field: string): string {
  const name = branches.get(id);
  if (!name) {
    throw badRequest('La sucursal elegida no existe', [
      { field, message: 'Elige una de las sucursales' },
    ]);
  }
  return name;
}

function presentMove(move: MoveRow, branches: BranchNames, actorName: string | null): StockMove {
  return {
    id: move.id,
    at: move.createdAt.toISOString(),
    branchId: move.branchId,
    branchName: branches.get(move.branchId) ?? move.branchId,
    kind: move.kind,
    quantity: Number(move.quantity),
    balance: Number(move.balance),
    sourceKind: move.sourceKind,
    sourceId: move.sourceId,
    reference: move.reference,
    note: move.note,
    actorName,
  };
}

export type InventoryRoutesOptions = {
  /**
   * Told after a count or a transfer changed a product's available stock (committed): the
   * catalogue's pages and cards show it.
   */
  onStockChanged: (product: { id: string; slug: string }) => Promise<void>;
};

/** A product's stock per branch, its kardex, and the counts and transfers staff record. */
const inventoryRoutes: FastifyPluginAsyncZod<InventoryRoutesOptions> = async (
  app,
  { onStockChanged },
) => {
  endpointRoute(
    app,
    inventoryEndpoints.stock,
    { access: STAFF_ONLY, summary: 'Stock de un producto por sucursal', tags, errors },
    async (request, reply) => {
      const product = await productOf(app, request.query.id);
      return noStore(reply, async () => productStock(app.db, product, await branchNames(app)));
    },
  );

  endpointRoute(
    app,
    inventoryEndpoints.kardex,
    { access: STAFF_ONLY, summary: 'Kárdex de un producto (movimientos de stock)', tags, errors },
    async (request, reply) => {
      const product = await productOf(app, request.query.id);
      const branches = await branchNames(app);
      return noStore(reply, async () => {
        const [page, stock] = await Promise.all([
          kardex(app.db, request.query, branches),
          productStock(app.db, product, branches),
        ]);
        return {
          ...page,
          page: request.query.page,
          pageSize: request.query.pageSize,
          stock,
        };
      });
    },
  );

  endpointRoute(
    app,
    inventoryEndpoints.adjust,
    { access: STAFF_ONLY, summary: 'Ajuste de inventario (un conteo)', tags, errors },
    async (request, reply) => {
      const body = request.body;
      const product = await productOf(app, body.productId);
      const branches = await branchNames(app);
      const user = signedInUser(request);
      const moves = await adjustStock(
        app.db,
        {
          ...body,
          unit: product.unit,
          branchName: branchName(branches, body.branchId, 'branchId'),
        },
        { userId: user.id },
      );
      if (moves.length > 0) await onStockChanged(product);
      request.log.info(
        { event: 'inventory.adjusted', productId: product.id, branchId: body.branchId },
        'stock adjusted',
      );
      return noStore(reply, async () => ({
        stock: await productStock(app.db, product, branches),
        moves: moves.map((move) => presentMove(move, branches, personName(user))),
      }));
    },
  );

  endpointRoute(
    app,
    inventoryEndpoints.minimum,
    { access: STAFF_ONLY, summary: 'Stock mínimo de un producto en una sucursal', tags, errors },
    async (request, reply) => {
      const body = request.body;
      const product = await productOf(app, body.productId);
      const branches = await branchNames(app);
      branchName(branches, body.branchId, 'branchId');
      await setMinimum(app.db, body);
      // The storefront's «Quedan pocas unidades» reads the product's minimum.
      await onStockChanged(product);
      request.log.info(
        { event: 'inventory.minimum_set', productId: product.id, branchId: body.branchId },
        'stock minimum set',
      );
      return noStore(reply, () => productStock(app.db, product, branches));
    },
  );

  endpointRoute(
    app,
    inventoryEndpoints.transfer,
    { access: STAFF_ONLY, summary: 'Transferencia de stock entre sucursales', tags, errors },
    async (request, reply) => {
      const body = request.body;
      const product = await productOf(app, body.productId);
      const branches = await branchNames(app);
      const user = signedInUser(request);
      const moves = await transferStock(
        app.db,
        {
          ...body,
          note: body.note ?? null,
          unit: product.unit,
          fromName: branchName(branches, body.fromBranchId, 'fromBranchId'),
          toName: branchName(branches, body.toBranchId, 'toBranchId'),
        },
        { userId: user.id },
      );
      await onStockChanged(product);
      request.log.info(
        { event: 'inventory.transferred', productId: product.id, from: body.fromBranchId },
        'stock transferred',
      );
      return noStore(reply, async () => ({
        stock: await productStock(app.db, product, branches),
        moves: moves.map((move) => presentMove(move, branches, personName(user))),
      }));
    },
  );
};

export default inventoryRoutes;
