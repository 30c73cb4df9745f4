// The ledger's writes, each inside the caller's transaction. Quantities are thousandths of the
// product's unit (the columns keep three decimals), so sums are exact.
import { and, eq, sql } from 'drizzle-orm';
import type { StockMoveKind } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { products, stockLevels, stockMoves } from '../../db/schema';

/** Thousandths as the numeric columns take them: 1500 → '1.500'. */
export const decimalOf = (thousandths: number) => (thousandths / 1000).toFixed(3);
/** A numeric column's value in thousandths. */
export const thousandthsOf = (value: number | string) => Math.round(Number(value) * 1000);

export type MoveSource = {
  sourceKind?: string | null;
  sourceId?: string | null;
  /** The document's number as people name it. */
  reference?: string | null;
  note?: string;
  actorId?: string | null;
};

export type MoveRow = typeof stockMoves.$inferSelect;

/** What a branch has of a product, in thousandths (zero when it never had any). */
export async function levelOf(
  tx: Database,
  productId: string,
  branchId: string,
  { lock = false } = {},
): Promise<{ onHand: number; reserved: number }> {
  const query = tx
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(and(eq(stockLevels.productId, productId), eq(stockLevels.branchId, branchId)));
  const [row] = await (lock ? query.for('update') : query);
  return row
    ? { onHand: thousandthsOf(row.onHand), reserved: thousandthsOf(row.reserved) }
    : { onHand: 0, reserved: 0 };
}

/** Writes a move with the branch's on-hand balance after it. */
async function insertMove(
  tx: Database,
  move: { productId: string; branchId: string; thousandths: number; kind: StockMoveKind },
  balance: number,
  source: MoveSource,
): Promise<MoveRow> {
  const [row] = await tx
    .insert(stockMoves)
    .values({
      productId: move.productId,
      branchId: move.branchId,
      quantity: sql`${decimalOf(move.thousandths)}::numeric`,
      balance,
      kind: move.kind,
      sourceKind: source.sourceKind ?? null,
      sourceId: source.sourceId ?? null,
      reference: source.reference ?? null,
      note: source.note ?? '',
      createdBy: source.actorId ?? null,
    })
    .returning();
  return row!;
}

/** Keeps the product's own figure (available at every branch together) in step. */
async function changeAvailable(tx: Database, productId: string, thousandths: number) {
  if (thousandths === 0) return;
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${decimalOf(thousandths)}::numeric` })
    .where(eq(products.id, productId));
}

/**
 * Records a move that changes what a branch has on hand (a count, a transfer, a purchase, the
 * initial stock), and answers it; null when taking it out would leave the branch with less than
 * its confirmed orders hold (nothing is written then). The level row is changed by one
 * conditional statement, so two moves at once never both pass on the same units.
 */
export async function addMove(
  tx: Database,
  move: { productId: string; branchId: string; thousandths: number; kind: StockMoveKind },
  source: MoveSource = {},
): Promise<MoveRow | null> {
  const { productId, branchId, thousandths } = move;
  const amount = decimalOf(thousandths);
  const [level] =
    thousandths > 0
      ? await tx
          .insert(stockLevels)
          .values({ productId, branchId, onHand: sql`${amount}::numeric`, reserved: 0 })
          .onConflictDoUpdate({
            target: [stockLevels.productId, stockLevels.branchId],
            set: { onHand: sql`${stockLevels.onHand} + ${amount}::numeric`, updatedAt: new Date() },
          })
          .returning({ onHand: stockLevels.onHand })
      : await tx
          .update(stockLevels)
          .set({ onHand: sql`${stockLevels.onHand} + ${amount}::numeric`, updatedAt: new Date() })
          .where(
            and(
              eq(stockLevels.productId, productId),
              eq(stockLevels.branchId, branchId),
              sql`${stockLevels.onHand} - ${stockLevels.reserved} + ${amount}::numeric >= 0`,
            ),
          )
          .returning({ onHand: stockLevels.onHand });
  if (!level) return null;
  const row = await insertMove(
    tx,
    { productId, branchId, thousandths, kind: move.kind },
    level.onHand,
    source,
  );
  await changeAvailable(tx, productId, thousandths);
  return row;
}

/**
 * Holds `thousandths` of a branch's available stock for an order; false (nothing held) when the
 * branch has less available. Nothing moves: the goods are still on the shelf.
 */
export async function reserve(
  tx: Database,
  productId: string,
  branchId: string,
  thousandths: number,
): Promise<boolean> {
  const amount = decimalOf(thousandths);
  const [held] = await tx
    .update(stockLevels)
    .set({ reserved: sql`${stockLevels.reserved} + ${amount}::numeric`, updatedAt: new Date() })
    .where(
      and(
        eq(stockLevels.productId, productId),
        eq(stockLevels.branchId, branchId),
        sql`${stockLevels.onHand} - ${stockLevels.reserved} >= ${amount}::numeric`,
      ),
    )
    .returning({ productId: stockLevels.productId });
  if (!held) return false;
  await changeAvailable(tx, productId, -thousandths);
  return true;
}

/** Gives back what a reservation held (the order was cancelled or changed). */
export async function release(
  tx: Database,
  productId: string,
  branchId: string,
  thousandths: number,
): Promise<void> {
  const amount = decimalOf(thousandths);
  const [released] = await tx
    .update(stockLevels)
    .set({
      reserved: sql`greatest(${stockLevels.reserved} - ${amount}::numeric, 0)`,
      updatedAt: new Date(),
    })
    .where(and(eq(stockLevels.productId, productId), eq(stockLevels.branchId, branchId)))
    .returning({ productId: stockLevels.productId });
  if (released) await changeAvailable(tx, productId, thousandths);
}

/**
 * The reserved goods leave the branch (shipped, or picked up): a sale move takes them from what
 * it has on hand and from what it holds, so what is available does not change.
 */
export async function consumeReservation(
  tx: Database,
  move: { productId: string; branchId: string; thousandths: number },
  source: MoveSource,
): Promise<MoveRow | null> {
  const { productId, branchId, thousandths } = move;
  const amount = decimalOf(thousandths);
  const [level] = await tx
    .update(stockLevels)
    .set({
      onHand: sql`${stockLevels.onHand} - ${amount}::numeric`,
      reserved: sql`greatest(${stockLevels.reserved} - ${amount}::numeric, 0)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stockLevels.productId, productId),
        eq(stockLevels.branchId, branchId),
        sql`${stockLevels.onHand} >= ${amount}::numeric`,
      ),
    )
    .returning({ onHand: stockLevels.onHand });
  if (!level) return null;
  const row = await insertMove(
    tx,
    { productId, branchId, thousandths: -thousandths, kind: 'sale' },
    level.onHand,
    source,
  );
  return row;
}
