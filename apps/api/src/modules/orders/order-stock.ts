import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ProductUnit } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { orderLines, products } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { stockThousandths } from '../../lib/measures';
import {
  amountText,
  consumeReservation,
  decimalOf,
  levelOf,
  release,
  reserve,
  thousandthsOf,
} from '../inventory';

/** A product whose available stock an order changed: its public pages show the stock. */
export type StockChange = { productId: string; slug: string };

/** The branch whose stock serves an order, as the settings name it. */
export type ServingBranch = { id: string; name: string };

/**
 * Reserves at `branch` what the order's lines need, all or nothing: each product's level is
 * changed only while the branch has enough available (a conditional update, so two
 * confirmations racing for the last units cannot both pass: the second waits for the first's
 * row lock, then finds too little). Products are visited in id order so two orders never wait
 * for each other in turn. Throws 409 naming the product, the branch and what is left; the
 * caller's transaction then undoes the rest.
 */
export async function reserveStock(
  tx: Database,
  orderId: string,
  branch: ServingBranch,
): Promise<StockChange[]> {
  const lines = await tx
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      productName: orderLines.productName,
      presentationLabel: orderLines.presentationLabel,
      size: orderLines.presentationSize,
      unit: orderLines.presentationUnit,
      quantity: orderLines.quantity,
      productUnit: products.unit,
      density: products.density,
      slug: products.slug,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId), asc(orderLines.position));

  const needs = new Map<
    string,
    { name: string; unit: ProductUnit; slug: string; thousandths: number }
  >();
  const held: { position: number; thousandths: number }[] = [];
  for (const line of lines) {
    const thousandths = stockThousandths(
      line.quantity,
      line.size,
      line.unit,
      line.productUnit,
      line.density,
    );
    if (thousandths === null) {
      throw conflict(
        `No se puede descontar el stock de ${line.productName}: la presentación «${line.presentationLabel}» está en ${line.unit} y el stock en ${line.productUnit}. Indica la densidad del producto o corrige la presentación.`,
      );
    }
    const need = needs.get(line.productId!) ?? {
      name: line.productName,
      unit: line.productUnit,
      slug: line.slug,
      thousandths: 0,
    };
    need.thousandths += thousandths;
    needs.set(line.productId!, need);
    held.push({ position: line.position, thousandths });
  }

  const changes: StockChange[] = [];
  for (const [productId, need] of needs) {
    if (!(await reserve(tx, productId, branch.id, need.thousandths))) {
      const level = await levelOf(tx, productId, branch.id);
      throw conflict(
        `No hay stock suficiente de ${need.name} en ${branch.name}: quedan ${amountText(Math.max(0, level.onHand - level.reserved), need.unit)} disponibles y el pedido necesita ${amountText(need.thousandths, need.unit)}.`,
      );
    }
    changes.push({ productId, slug: need.slug });
  }
  for (const { position, thousandths } of held) {
    await tx
      .update(orderLines)
      .set({ stockTaken: sql`${decimalOf(thousandths)}::numeric` })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)));
  }
  return changes;
}

/** What the order's lines hold, per product still in the catalogue, in thousandths. */
async function heldByProduct(tx: Database, orderId: string) {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      stockTaken: orderLines.stockTaken,
      slug: products.slug,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.stockTaken)))
    .orderBy(asc(orderLines.productId));
  const held = new Map<string, { slug: string; thousandths: number }>();
  for (const line of lines) {
    const entry = held.get(line.productId!) ?? { slug: line.slug, thousandths: 0 };
    entry.thousandths += thousandthsOf(line.stockTaken!);
    held.set(line.productId!, entry);
  }
  return held;
}

/** Releases what confirming the order reserved (a product removed since is left alone). */
export async function releaseStock(
  tx: Database,
  orderId: string,
  branchId: string,
): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const [productId, { slug, thousandths }] of await heldByProduct(tx, orderId)) {
    await release(tx, productId, branchId, thousandths);
    changes.push({ productId, slug });
  }
  await tx.update(orderLines).set({ stockTaken: null }).where(eq(orderLines.orderId, orderId));
  return changes;
}

/**
 * The reserved goods leave the branch (shipped, or picked up): a sale move per product, naming
 * the order. What is available does not change (it was held already).
 */
export async function shipStock(
  tx: Database,
  order: { id: string; number: string },
  branchId: string,
  actorId: string | null,
): Promise<void> {
  for (const [productId, { thousandths }] of await heldByProduct(tx, order.id)) {
    await consumeReservation(
      tx,
      { productId, branchId, thousandths },
      { sourceKind: 'order', sourceId: order.id, reference: order.number, actorId },
    );
  }
}
