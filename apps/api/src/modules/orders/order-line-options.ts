import { asc, eq, inArray } from 'drizzle-orm';
import type { KeyedBranch, OrderLineOptions } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { orderLines, orders, productPresentations, products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { stockThousandths } from '../../lib/measures';
import { amountText, levelOf, thousandthsOf } from '../inventory';
import { servingBranch } from './order-service';

/**
 * What staff may choose for each line of an order: the product's presentations, and how many of
 * the line's presentation the branch can serve (for a confirmed order, its reservation's branch,
 * counting what the order holds there). Lines of one product share what is left, in order: the
 * confirm dialog prefills each with it.
 */
export async function orderLineOptions(
  db: Database,
  { id, sucursal }: { id: string; sucursal?: string },
  branches: readonly KeyedBranch[],
): Promise<OrderLineOptions> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('Pedido no encontrado');
  const holding = Boolean(row.stockTakenAt && row.stockBranchId && !row.stockShippedAt);
  const branch = holding
    ? (branches.find((item) => item.id === row.stockBranchId) ?? {
        id: row.stockBranchId!,
        name: row.stockBranchId!,
      })
    : servingBranch(row, sucursal, branches);

  const lines = await db
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      presentationId: orderLines.presentationId,
      size: orderLines.presentationSize,
      unit: orderLines.presentationUnit,
      quantity: orderLines.quantity,
      stockTaken: orderLines.stockTaken,
      productUnit: products.unit,
      density: products.density,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  const productIds = [
    ...new Set(
      lines.flatMap((line) => (line.productUnit && line.productId ? [line.productId] : [])),
    ),
  ];
  const presentations = productIds.length
    ? await db
        .select({
          id: productPresentations.id,
          label: productPresentations.label,
          productId: productPresentations.productId,
        })
        .from(productPresentations)
        .where(inArray(productPresentations.productId, productIds))
        .orderBy(asc(productPresentations.position))
    : [];

  // What each product has free at the branch for this order: available, plus what it holds there.
  const free = new Map<string, number>();
  for (const productId of productIds) {
    const level = await levelOf(db, productId, branch.id);
    const held = lines
      .filter((line) => line.productId === productId && line.stockTaken !== null)
      .reduce((sum, line) => sum + thousandthsOf(line.stockTaken!), 0);
    free.set(productId, Math.max(0, level.onHand - level.reserved) + (holding ? held : 0));
  }
  const left = new Map(free);

  return {
    branch: { id: branch.id, name: branch.name },
    lines: lines.map((line) => {
      const own = line.productUnit && line.productId ? line.productId : null;
      const choices = presentations.filter((item) => item.productId === own);
      const ordered = [
        ...choices.filter((item) => item.id === line.presentationId),
        ...choices.filter((item) => item.id !== line.presentationId),
      ].map(({ id: presentationId, label }) => ({ id: presentationId, label }));
      const each =
        own && line.productUnit
          ? stockThousandths(1, line.size, line.unit, line.productUnit, line.density)
          : null;
      if (!own || !line.productUnit || !each) {
        return {
          position: line.position,
          presentations: ordered,
          availableQuantity: null,
          availableText: null,
        };
      }
      const remaining = left.get(own)!;
      const quantity = Math.min(line.quantity, Math.floor(remaining / each));
      left.set(own, remaining - quantity * each);
      return {
        position: line.position,
        presentations: ordered,
        availableQuantity: quantity,
        availableText: `Quedan ${amountText(free.get(own)!, line.productUnit)} en ${branch.name}`,
      };
    }),
  };
}
