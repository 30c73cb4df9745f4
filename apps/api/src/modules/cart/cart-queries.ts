import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartLines } from '../../db/schema';
import { presentCart } from './cart-presenter';

/** A customer's cart, its lines in the order they were added. */
export async function readCart(db: Database, userId: string) {
  const rows = await db
    .select({ presentationId: cartLines.presentationId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.position));
  return presentCart(rows);
}
