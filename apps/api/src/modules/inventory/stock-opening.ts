import { and, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, stockLevels, stockMoves } from '../../db/schema';
import { insertRows } from '../../db/sql-helpers';
import { decimalOf, thousandthsOf } from './stock-ledger';

/**
 * Turns the stock of products that have none in the ledger yet (a catalogue just loaded, with
 * `products.stock` filled) into initial moves: shared among `branches` by their shares (the
 * first takes what rounding leaves), or, with `each`, the whole of it at every branch (a test
 * shop where any branch can serve).
 */
export async function recordOpeningStock(
  db: Database,
  branches: readonly { id: string; share?: number }[],
  { each = false, note = 'Stock inicial' }: { each?: boolean; note?: string } = {},
): Promise<number> {
  if (branches.length === 0) return 0;
  const fresh = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      and(
        gt(products.stock, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(stockLevels)
            .where(sql`${stockLevels.productId} = ${products.id}`),
        ),
      ),
    );
  if (fresh.length === 0) return 0;
  const totalShare = branches.reduce((sum, branch) => sum + (branch.share ?? 0), 0);
  const levels: { productId: string; branchId: string; onHand: number }[] = [];
  for (const product of fresh) {
    const stock = thousandthsOf(product.stock);
    const parts = branches.map((branch) =>
      // Whole units at each branch (a shelf holds sacks, not thirds of one).
      each
        ? stock
        : totalShare > 0
          ? Math.floor((stock * (branch.share ?? 0)) / totalShare / 1000) * 1000
          : 0,
    );
    if (!each) parts[0]! += stock - parts.reduce((sum, part) => sum + part, 0);
    parts.forEach((part, index) => {
      if (part > 0)
        levels.push({ productId: product.id, branchId: branches[index]!.id, onHand: part });
    });
  }
  for (let start = 0; start < levels.length; start += 500) {
    const batch = levels.slice(start, start + 500);
    await db.execute(
      insertRows(
        stockLevels,
        batch.map((level) => ({
          productId: level.productId,
          branchId: level.branchId,
          onHand: Number(decimalOf(level.onHand)),
        })),
      ),
    );
    await db.execute(
      insertRows(
        stockMoves,
        batch.map((level) => ({
          productId: level.productId,
          branchId: level.branchId,
          quantity: Number(decimalOf(level.onHand)),
          balance: Number(decimalOf(level.onHand)),
          kind: 'initial' as const,
          note,
        })),
      ),
    );
  }
  if (each && branches.length > 1) {
    // What is available at every branch together.
    await db
      .update(products)
      .set({ stock: sql`${products.stock} * ${branches.length}` })
      .where(
        inArray(
          products.id,
          fresh.map((product) => product.id),
        ),
      );
  }
  return fresh.length;
}

/**
 * Gives `branchId` (the first branch) the minimum stock products were written with
 * (`products.minimum_stock`, a catalogue just loaded) when no branch has a minimum for them yet:
 * a catalogue file names one minimum per product.
 */
export async function recordOpeningMinimums(db: Database, branchId: string): Promise<void> {
  await db.execute(
    sql`insert into stock_levels (product_id, branch_id, on_hand, reserved, minimum)
        select p.id, ${branchId}, 0, 0, p.minimum_stock from products p
         where p.minimum_stock is not null
           and not exists (select 1 from stock_levels l
                            where l.product_id = p.id and l.minimum is not null)
        on conflict (product_id, branch_id) do update set minimum = excluded.minimum`,
  );
}
