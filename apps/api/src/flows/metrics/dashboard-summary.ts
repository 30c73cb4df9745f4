import { sql, type SQL } from 'drizzle-orm';
import type {
  ComparedFigure,
  DashboardSummary,
  MetricsLink,
  MetricsRange,
  SpanFigures,
  WaitingItem,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { documentAmount, queryRows, withinShopDays } from '../../db/sql-helpers';
import { readCents } from '../../lib/money';
import { formulaComments, orders, quotations } from '../../db/schema';
import { salesOfSpans } from '../../modules/consultas';
import { countPending } from '../../modules/quotations';
import { countLowStock } from './metrics-queries';

// Principal: what waits for staff now, and how today and this month go against last month.

/** The same day of the month before, or that month's last day when it is shorter (31 → 28). */
export function sameDayLastMonth(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 2, Math.min(dayOfMonth, lastOfPrevious)))
    .toISOString()
    .slice(0, 10);
}

/** Today and this month so far, each with the same days of last month. */
export function comparedSpans(today: string) {
  const previousDay = sameDayLastMonth(today);
  return {
    day: {
      current: { desde: today, hasta: today },
      previous: { desde: previousDay, hasta: previousDay },
    },
    month: {
      current: { desde: `${today.slice(0, 7)}-01`, hasta: today },
      previous: { desde: `${previousDay.slice(0, 7)}-01`, hasta: previousDay },
    },
  };
}

/** (current − previous) / previous, in percent with one decimal; null from nothing. */
const changePercent = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

const compared = (current: number, previous: number, link: MetricsLink): ComparedFigure => ({
  current,
  previous,
  changePercent: changePercent(current, previous),
  link,
});

/** One count (and sum) per span, over the rows of `table` created in any of them. */
async function perSpan(
  db: Database,
  table: typeof quotations | typeof orders,
  spans: readonly MetricsRange[],
  extra: { where?: SQL; sum?: SQL },
): Promise<{ count: number; sum: number }[]> {
  const columns = spans.flatMap((span, index) => {
    const inSpan = withinShopDays(table.createdAt, span.desde, span.hasta);
    return [
      sql`count(*) filter (where ${inSpan})::int as ${sql.identifier(`c${index}`)}`,
      sql`coalesce(sum(${extra.sum ?? sql`0`}) filter (where ${inSpan}), 0) as ${sql.identifier(`s${index}`)}`,
    ];
  });
  const first = spans.map((span) => span.desde).sort()[0]!;
  const last = spans
    .map((span) => span.hasta)
    .sort()
    .at(-1)!;
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${table}
         where ${withinShopDays(table.createdAt, first, last)} ${extra.where ? sql`and ${extra.where}` : sql``}`,
  );
  return spans.map((_span, index) => ({
    count: Number(row?.[`c${index}`] ?? 0),
    sum: readCents(row?.[`s${index}`] ?? 0),
  }));
}

/** What waits for staff now, in the order of the contract's kinds. */
async function waiting(db: Database): Promise<WaitingItem[]> {
  const [pending, orderRows, [comments], lowStock] = await Promise.all([
    countPending(db),
    queryRows<{ status: string; n: number }>(
      db,
      sql`select ${orders.status}::text as status, count(*)::int as n from ${orders}
           where ${orders.status} in ('pending', 'confirmed') group by 1`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${formulaComments} where ${formulaComments.status} = 'pending'`,
    ),
    countLowStock(db),
  ]);
  const ordersIn = (status: string) =>
    Number(orderRows.find((row) => row.status === status)?.n ?? 0);
  return [
    {
      kind: 'quotationRequests',
      count: pending.request,
      link: { screen: 'quotations', params: { atencion: 'request' } },
    },
    {
      kind: 'quotationMessages',
      count: pending.message,
      link: { screen: 'quotations', params: { atencion: 'message' } },
    },
    {
      kind: 'quotationsAccepted',
      count: pending.accepted,
      link: { screen: 'quotations', params: { atencion: 'accepted' } },
    },
    {
      kind: 'ordersPending',
      count: ordersIn('pending'),
      link: { screen: 'orders', params: { estado: 'pending' } },
    },
    {
      kind: 'ordersConfirmed',
      count: ordersIn('confirmed'),
      link: { screen: 'orders', params: { estado: 'confirmed' } },
    },
    {
      kind: 'commentsPending',
      count: Number(comments?.n ?? 0),
      link: { screen: 'comments', params: { estadoComentario: 'pending' } },
    },
    { kind: 'lowStock', count: lowStock, link: { screen: 'lowStock', params: {} } },
  ];
}

/** The Principal page's summary on the shop's day `today`. */
export async function readDashboardSummary(db: Database, today: string): Promise<DashboardSummary> {
  const spans = comparedSpans(today);
  // Index 0–1: today and its day last month; 2–3: this month so far and last month's same days.
  const all = [spans.day.current, spans.day.previous, spans.month.current, spans.month.previous];
  const [waitingItems, sales, quotationCounts, orderFigures] = await Promise.all([
    waiting(db),
    salesOfSpans(db, all),
    perSpan(db, quotations, all, {}),
    perSpan(db, orders, all, {
      where: sql`${orders.status} <> 'cancelled'`,
      sum: documentAmount(orders.totalCents),
    }),
  ]);
  const figures = (current: number, previous: number): SpanFigures => {
    const range = all[current]!;
    const params = { desde: range.desde, hasta: range.hasta };
    return {
      current: range,
      previous: all[previous]!,
      salesCents: compared(sales[current]!, sales[previous]!, {
        screen: 'consultasClients',
        params,
      }),
      quotations: compared(quotationCounts[current]!.count, quotationCounts[previous]!.count, {
        screen: 'quotations',
        params,
      }),
      orders: compared(orderFigures[current]!.count, orderFigures[previous]!.count, {
        screen: 'orders',
        params,
      }),
      ordersCents: compared(orderFigures[current]!.sum, orderFigures[previous]!.sum, {
        screen: 'orders',
        params,
      }),
    };
  };
  return { today, waiting: waitingItems, day: figures(0, 1), month: figures(2, 3) };
}
