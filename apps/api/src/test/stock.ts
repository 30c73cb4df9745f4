import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { addMove, levelOf, thousandthsOf } from '../modules/inventory';

/** The first branch of a new shop: where the test catalogue's stock is. */
export const FIRST_BRANCH = 'valle-de-los-chillos';

/**
 * Sets what a branch has available of a product (by code) as a count would: one adjustment move
 * for the difference, so that it has `amount` beyond what orders hold (which stays held).
 */
export async function setStock(
  db: Database,
  code: string,
  amount: number,
  branchId = FIRST_BRANCH,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, code));
    if (!product) throw new Error(`No product ${code}`);
    const level = await levelOf(tx, product.id, branchId, { lock: true });
    const difference = thousandthsOf(amount) + level.reserved - level.onHand;
    if (difference === 0) return;
    const move = await addMove(
      tx,
      { productId: product.id, branchId, thousandths: difference, kind: 'adjustment' },
      { note: 'Conteo de prueba' },
    );
    if (!move) throw new Error(`Could not set ${code} to ${amount}`);
  });
}
