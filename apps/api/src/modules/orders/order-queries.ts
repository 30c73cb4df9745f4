import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type orderListQuerySchema,
} from '@quimia/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { escapeLike, withinShopDays } from '../../db/sql-helpers';
import { presentOrder, presentOrderSummary, type OrderRow } from './order-presenter';

/** An order with its lines and timeline, and whose it is (null: a guest's). */
export async function loadOrder(
  db: Database,
  id: string,
): Promise<{ order: Order; customerId: string | null } | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ? { order: await presentFull(db, row), customerId: row.customerId } : null;
}

/** An order row with its lines and events, as the contracts describe it. */
export async function presentFull(db: Database, row: OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return presentOrder(row, lines, events);
}

type ListQuery = z.output<typeof orderListQuerySchema>;

/** Dates and text: what the tabs' counts share with the list. */
function commonFilters({ desde, hasta, q }: ListQuery): SQL | undefined {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return and(
    withinShopDays(orders.createdAt, desde, hasta),
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.billingName, pattern),
          ilike(orders.billingIdentification, pattern),
          ilike(orders.billingEmail, pattern),
        )
      : undefined,
  );
}

/** A page of orders, newest first, and how many each status has under the same filters. */
export async function listOrders(db: Database, query: ListQuery) {
  const { page, pageSize, estado } = query;
  const common = commonFilters(query);
  const where = and(common, estado ? eq(orders.status, estado) : undefined);
  const [rows, [{ total } = { total: 0 }], perStatus] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(common)
      .groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const { status, n } of perStatus) counts[status] = Number(n);
  return {
    items: rows.map(presentOrderSummary),
    total: Number(total),
    page,
    pageSize,
    counts,
  };
}

/** A page of one customer's orders, newest first. */
export async function listCustomerOrders(
  db: Database,
  customerId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const mine = eq(orders.customerId, customerId);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { items: rows.map(presentOrderSummary), total: Number(total), page, pageSize };
}
