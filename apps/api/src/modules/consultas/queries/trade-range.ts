import { sql, type SQL } from 'drizzle-orm';
import { sqlArray } from '../../../db/sql-helpers';
import { withinDays } from './list-sql';

// A product's figures over a date range, read from its whole months where the range covers them
// and from its days only at the range's ragged ends: a month of a million-line year is one row
// per product instead of one per product and day.

type Range = { desde?: string; hasta?: string };

export type RangeParts = {
  /** First days of the first and last whole months (open where the range is). */
  months: { from?: string; to?: string } | null;
  /** The days before and after the whole months. */
  days: Range[];
};

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month after `day`'s, or null past the calendar's last year. */
function nextMonth(day: string): string | null {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (month === 12) return year >= 9999 ? null : `${String(year + 1).padStart(4, '0')}-01-01`;
  return `${day.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function isLastDayOfMonth(day: string): boolean {
  const after = nextMonth(day);
  return after === null ? day.endsWith('-12-31') : dayBefore(after) === day;
}

/** Splits a range (both ends included, either may be open) into whole months and loose days. */
export function splitRange(range: Range): RangeParts {
  const { desde, hasta } = range;
  // The first whole month starts on `desde` when it is a first day, else the month after.
  const from = desde === undefined ? undefined : desde.endsWith('-01') ? desde : nextMonth(desde);
  // The last whole month is `hasta`'s when `hasta` is its last day, else the month before.
  const to =
    hasta === undefined
      ? undefined
      : isLastDayOfMonth(hasta)
        ? firstOfMonth(hasta)
        : firstOfMonth(dayBefore(firstOfMonth(hasta)));
  if (from === null || (from !== undefined && to !== undefined && from > to)) {
    return { months: null, days: [range] };
  }
  const days: Range[] = [];
  if (desde !== undefined && from !== undefined && desde < from) {
    days.push({ desde, hasta: dayBefore(from) });
  }
  if (hasta !== undefined && to !== undefined) {
    const end = nextMonth(to);
    if (end !== null && end <= hasta) days.push({ desde: end, hasta });
  }
  return { months: { from, to }, days };
}

/** The month's first day when the range is exactly one calendar month, else null. */
export function wholeMonthOf(range: Range): string | null {
  const { months, days } = splitRange(range);
  return months?.from !== undefined && months.from === months.to && days.length === 0
    ? months.from
    : null;
}

/**
 * Rows of `(product_id, direction, quantity, amount_cents, last_date)` whose sums are each
 * product's figures over the range; `direction` and `ids` narrow them.
 */
export function tradeRowsOf(
  range: Range,
  narrow: { direction?: 'sale' | 'purchase'; ids?: readonly string[] } = {},
): SQL {
  const { months, days } = splitRange(range);
  const where = (table: string) => {
    const parts: SQL[] = [];
    if (narrow.direction) parts.push(sql`${sql.raw(table)}.direction = ${narrow.direction}`);
    if (narrow.ids)
      parts.push(sql`${sql.raw(table)}.product_id = any(${sqlArray(narrow.ids, 'uuid')})`);
    return parts;
  };
  const parts: SQL[] = [];
  if (months) {
    const conditions = [
      ...where('m'),
      withinDays(sql.raw('m.month'), { desde: months.from, hasta: months.to }),
    ];
    parts.push(
      sql`select m.product_id, m.direction, m.quantity, m.amount_cents, m.last_date
            from product_trade_months m where ${sql.join(conditions, sql` and `)}`,
    );
  }
  for (const span of days) {
    const conditions = [...where('d'), withinDays(sql.raw('d.day'), span)];
    parts.push(
      sql`select d.product_id, d.direction, d.quantity, d.amount_cents, d.day as last_date
            from product_trade_days d where ${sql.join(conditions, sql` and `)}`,
    );
  }
  return sql.join(parts, sql` union all `);
}
