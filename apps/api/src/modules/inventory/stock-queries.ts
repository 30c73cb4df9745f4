import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isLowStock, type KardexQuery, type ProductStock, type StockMove } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { stockLevels, stockMoves, users } from '../../db/schema';
import { withinShopDays } from '../../db/sql-helpers';
import { personName } from '../../lib/person-name';
import { thousandthsOf } from './stock-ledger';

/** A branch as the stock screens name it: the settings' name, or the key of one removed since. */
export type BranchNames = ReadonlyMap<string, string>;

const nameOf = (branches: BranchNames, id: string) => branches.get(id) ?? id;

/**
 * What each branch has of a product: every branch of the settings (in their order, zero where it
 * has none), then any other branch that still holds some.
 */
export async function productStock(
  db: Database,
  product: { id: string; unit: string },
  branches: BranchNames,
): Promise<ProductStock> {
  const rows = await db
    .select({
      branchId: stockLevels.branchId,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
      minimum: stockLevels.minimum,
    })
    .from(stockLevels)
    .where(eq(stockLevels.productId, product.id));
  const byBranch = new Map(rows.map((row) => [row.branchId, row]));
  const ids = [
    ...branches.keys(),
    ...rows
      .filter((row) => !branches.has(row.branchId) && Number(row.onHand) !== 0)
      .map((row) => row.branchId),
  ];
  const levels = ids.map((branchId) => {
    const row = byBranch.get(branchId);
    const onHand = row ? thousandthsOf(row.onHand) : 0;
    const reserved = row ? thousandthsOf(row.reserved) : 0;
    const minimum = row?.minimum == null ? null : thousandthsOf(row.minimum) / 1000;
    const available = (onHand - reserved) / 1000;
    return {
      branchId,
      branchName: nameOf(branches, branchId),
      onHand: onHand / 1000,
      reserved: reserved / 1000,
      available,
      minimum,
      low: isLowStock({ available, minimum }),
    };
  });
  const sum = (pick: (level: (typeof levels)[number]) => number | null) =>
    levels.reduce((total, level) => total + thousandthsOf(pick(level) ?? 0), 0) / 1000;
  return {
    productId: product.id,
    unit: product.unit,
    levels,
    totals: {
      onHand: sum((level) => level.onHand),
      reserved: sum((level) => level.reserved),
      available: sum((level) => level.available),
    },
  };
}

/** A product's moves, newest first, with each branch's balance after the move. */
export async function kardex(
  db: Database,
  query: Omit<KardexQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
  branches: BranchNames,
): Promise<{ items: StockMove[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    eq(stockMoves.productId, query.id),
    query.branchId ? eq(stockMoves.branchId, query.branchId) : undefined,
    query.kind ? eq(stockMoves.kind, query.kind) : undefined,
    withinShopDays(stockMoves.createdAt, query.desde, query.hasta),
  ];
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        move: stockMoves,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(stockMoves)
      .leftJoin(users, eq(users.id, stockMoves.createdBy))
      .where(where)
      .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(stockMoves).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ move, firstName, lastName, email }) => ({
      id: move.id,
      at: move.createdAt.toISOString(),
      branchId: move.branchId,
      branchName: nameOf(branches, move.branchId),
      kind: move.kind,
      quantity: Number(move.quantity),
      balance: Number(move.balance),
      sourceKind: move.sourceKind,
      sourceId: move.sourceId,
      reference: move.reference,
      note: move.note,
      actorName:
        email === null
          ? null
          : personName({ firstName: firstName ?? '', lastName: lastName ?? '', email }),
    })),
  };
}

/** Whether a branch still holds stock of any product (removing it would strand that stock). */
export async function branchesHoldingStock(db: Database, branchIds: string[]): Promise<string[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ branchId: stockLevels.branchId })
    .from(stockLevels)
    .where(
      and(
        inArray(stockLevels.branchId, branchIds),
        sql`(${stockLevels.onHand} <> 0 or ${stockLevels.reserved} <> 0)`,
      ),
    );
  return rows.map((row) => row.branchId);
}
