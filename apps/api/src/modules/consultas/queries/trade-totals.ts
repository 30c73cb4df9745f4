import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/sql-helpers';
import { SIGNED_SUBTOTAL } from './list-sql';
import { readCents } from '../../../lib/money';

// The business's sales and purchases over time: the same documents and sums as the clients' and
// suppliers' lists of a date range, so that a chart and a list never disagree by a cent.

export type TradeTotals = {
  /** The period's first day (`YYYY-MM-DD`). */
  period: string;
  salesCents: number;
  purchasesCents: number;
  salesInvoices: number;
  purchaseInvoices: number;
};

type TotalsRow = { [K in keyof TradeTotals]: string | number };

/**
 * Sales and purchases per day, week (from Monday) or month of `desde`–`hasta` (both included):
 * facturas minus credit notes, without IVA, by issue date. Periods without documents are absent.
 */
export async function tradeTotalsByPeriod(
  db: Database,
  range: { desde: string; hasta: string; unit: 'day' | 'week' | 'month' },
): Promise<TradeTotals[]> {
  const rows = await queryRows<TotalsRow>(
    db,
    sql`select date_trunc(${range.unit}, d.issue_date::timestamp)::date::text as period,
               coalesce(sum(${SIGNED_SUBTOTAL}) filter (where d.direction = 'sale'), 0) as "salesCents",
               coalesce(sum(${SIGNED_SUBTOTAL}) filter (where d.direction = 'purchase'), 0) as "purchasesCents",
               count(*) filter (where d.direction = 'sale' and d.kind = 'factura') as "salesInvoices",
               count(*) filter (where d.direction = 'purchase' and d.kind = 'factura') as "purchaseInvoices"
          from tax_documents d
         where d.direction in ('sale', 'purchase')
           and d.issue_date >= ${range.desde}::date and d.issue_date <= ${range.hasta}::date
         group by 1`,
  );
  return rows.map((row) => ({
    period: String(row.period),
    salesCents: readCents(row.salesCents),
    purchasesCents: readCents(row.purchasesCents),
    salesInvoices: Number(row.salesInvoices),
    purchaseInvoices: Number(row.purchaseInvoices),
  }));
}

/** Sales (facturas minus credit notes, without IVA) of each span of days, both ends included. */
export async function salesOfSpans(
  db: Database,
  spans: readonly { desde: string; hasta: string }[],
): Promise<number[]> {
  if (spans.length === 0) return [];
  const first = spans.reduce((min, span) => (span.desde < min ? span.desde : min), spans[0]!.desde);
  const last = spans.reduce((max, span) => (span.hasta > max ? span.hasta : max), spans[0]!.hasta);
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select ${sql.join(
      spans.map(
        (span, index) =>
          sql`coalesce(sum(${SIGNED_SUBTOTAL}) filter (where d.issue_date >= ${span.desde}::date and d.issue_date <= ${span.hasta}::date), 0) as ${sql.identifier(`s${index}`)}`,
      ),
      sql`, `,
    )}
          from tax_documents d
         where d.direction = 'sale' and d.issue_date >= ${first}::date and d.issue_date <= ${last}::date`,
  );
  return spans.map((_span, index) => readCents(row?.[`s${index}`] ?? 0));
}
