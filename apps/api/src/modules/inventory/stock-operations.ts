// What staff do to the stock by hand: a count («Ajuste de inventario») and a transfer between
// branches, each one transaction of ledger moves; and each branch's «Stock mínimo».
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stockLevels } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { addMove, decimalOf, levelOf, thousandthsOf, type MoveRow } from './stock-ledger';

/** «3 kg», «2,5 L»: an amount in thousandths as staff read it. */
export function amountText(thousandths: number, unit: string): string {
  return `${(thousandths / 1000).toLocaleString('es-EC', { maximumFractionDigits: 3 })} ${unit}`;
}

type Actor = { userId: string };

/**
 * Sets a branch's on-hand quantity to what a count found, with the difference as an adjustment
 * move; none when the count agrees. A count below what confirmed orders hold is refused: those
 * orders are changed or cancelled first, so no order is promised goods that are not there.
 */
export async function adjustStock(
  db: Database,
  input: {
    productId: string;
    branchId: string;
    counted: number;
    reason: string;
    unit: string;
    branchName: string;
  },
  actor: Actor,
): Promise<MoveRow[]> {
  const counted = thousandthsOf(input.counted);
  return db.transaction(async (tx) => {
    const level = await levelOf(tx, input.productId, input.branchId, { lock: true });
    if (counted < level.reserved) {
      throw conflict(
        `En ${input.branchName} hay ${amountText(level.reserved, input.unit)} reservados para pedidos confirmados: el conteo no puede ser menor. Modifica o cancela esos pedidos primero.`,
        [{ field: 'counted', message: `Como mínimo ${amountText(level.reserved, input.unit)}` }],
      );
    }
    const difference = counted - level.onHand;
    if (difference === 0) return [];
    const move = await addMove(
      tx,
      { ...input, thousandths: difference, kind: 'adjustment' },
      { sourceKind: 'count', note: input.reason, actorId: actor.userId },
    );
    return move ? [move] : [];
  });
}

/**
 * Moves stock from one branch to another: two moves with the same transfer id, out of the one
 * and into the other, in one transaction. Only what is available (not held by orders) can go.
 */
export async function transferStock(
  db: Database,
  input: {
    productId: string;
    fromBranchId: string;
    toBranchId: string;
    quantity: number;
    note: string | null;
    unit: string;
    fromName: string;
    toName: string;
  },
  actor: Actor,
): Promise<MoveRow[]> {
  const thousandths = thousandthsOf(input.quantity);
  const transferId = randomUUID();
  return db.transaction(async (tx) => {
    const source = {
      sourceKind: 'transfer',
      sourceId: transferId,
      actorId: actor.userId,
    };
    const out = await addMove(
      tx,
      {
        productId: input.productId,
        branchId: input.fromBranchId,
        thousandths: -thousandths,
        kind: 'transfer',
      },
      { ...source, note: input.note ?? `A ${input.toName}` },
    );
    if (!out) {
      const level = await levelOf(tx, input.productId, input.fromBranchId);
      throw conflict(
        `En ${input.fromName} hay ${amountText(Math.max(0, level.onHand - level.reserved), input.unit)} disponibles: no se pueden transferir ${amountText(thousandths, input.unit)}.`,
        [{ field: 'quantity', message: 'Más de lo disponible en la sucursal de origen' }],
      );
    }
    const into = await addMove(
      tx,
      {
        productId: input.productId,
        branchId: input.toBranchId,
        thousandths,
        kind: 'transfer',
      },
      { ...source, note: input.note ?? `Desde ${input.fromName}` },
    );
    return [out, into!];
  });
}

/**
 * Sets a branch's «Stock mínimo» of a product (null: the branch stops watching it), and keeps the
 * product's own figure (the sum of its branches' minimums, null when none has one) in step, in
 * one transaction. Nothing moves: the minimum is not stock.
 */
export async function setMinimum(
  db: Database,
  input: { productId: string; branchId: string; minimum: number | null },
): Promise<void> {
  const minimum = input.minimum === null ? null : decimalOf(thousandthsOf(input.minimum));
  await db.transaction(async (tx) => {
    // The product row first: two saves of one product's minimums take turns on it.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    await tx
      .insert(stockLevels)
      .values({
        productId: input.productId,
        branchId: input.branchId,
        onHand: 0,
        reserved: 0,
        minimum: minimum === null ? null : sql`${minimum}::numeric`,
      })
      .onConflictDoUpdate({
        target: [stockLevels.productId, stockLevels.branchId],
        set: {
          minimum: minimum === null ? null : sql`${minimum}::numeric`,
          updatedAt: new Date(),
        },
      });
    const [total] = await tx
      .select({ minimum: sql<string | null>`sum(${stockLevels.minimum})` })
      .from(stockLevels)
      .where(and(eq(stockLevels.productId, input.productId), isNotNull(stockLevels.minimum)));
    await tx
      .update(products)
      .set({ minimumStock: total?.minimum == null ? null : sql`${total.minimum}::numeric` })
      .where(eq(products.id, input.productId));
  });
}
