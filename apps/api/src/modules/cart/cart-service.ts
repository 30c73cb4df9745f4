import { asc, eq, inArray } from 'drizzle-orm';
import { mergeCartLines, type CartLine } from '@quimia/contracts/cart-lines';
import type { Database } from '../../db/client';
import { cartLines, productPresentations, users } from '../../db/schema';

/**
 * Runs a write to a customer's cart in a transaction that first locks their user row: two writes
 * of one cart (two tabs, a merge on sign-in beside a change) run one after the other.
 */
function asCartOwner<T>(db: Database, userId: string, write: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return write(tx);
  });
}

/** The lines whose presentation still exists (a browser may keep one staff have removed). */
async function existingLines(tx: Database, lines: readonly CartLine[]): Promise<CartLine[]> {
  if (lines.length === 0) return [];
  const found = await tx
    .select({ id: productPresentations.id })
    .from(productPresentations)
    .where(
      inArray(
        productPresentations.id,
        lines.map((line) => line.presentationId),
      ),
    );
  const ids = new Set(found.map((row) => row.id));
  return lines.filter((line) => ids.has(line.presentationId));
}

async function writeLines(tx: Database, userId: string, lines: readonly CartLine[]) {
  await tx.delete(cartLines).where(eq(cartLines.userId, userId));
  if (lines.length === 0) return;
  await tx.insert(cartLines).values(
    lines.map((line, position) => ({
      userId,
      presentationId: line.presentationId,
      quantity: line.quantity,
      position,
    })),
  );
}

async function currentLines(tx: Database, userId: string): Promise<CartLine[]> {
  return tx
    .select({ presentationId: cartLines.presentationId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.position));
}

/**
 * Makes the cart `next(its current lines)`, leaving out presentations that no longer exist (a
 * browser may keep one staff have removed). Answers the cart as kept.
 */
function rewriteCart(db: Database, userId: string, next: (current: CartLine[]) => CartLine[]) {
  return asCartOwner(db, userId, async (tx) => {
    const kept = await existingLines(tx, next(await currentLines(tx, userId)));
    await writeLines(tx, userId, kept);
    return kept;
  });
}

/** Makes the cart these lines: the same presentation twice adds up, within the limits. */
export function replaceCart(db: Database, userId: string, lines: readonly CartLine[]) {
  return rewriteCart(db, userId, () => mergeCartLines([], lines));
}

/**
 * Adds a guest's lines to the customer's cart: the same presentation's quantities add up, within
 * the limits, and the cart's own lines keep their places.
 */
export function mergeIntoCart(db: Database, userId: string, lines: readonly CartLine[]) {
  return rewriteCart(db, userId, (current) => mergeCartLines(current, lines));
}
