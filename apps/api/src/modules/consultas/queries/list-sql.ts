import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../../db/sql-helpers';

// The pieces every consulta list shares: its sort from `orden`/`dir`, its page, and the text
// search that ignores case and accents.

/**
 * A document's amount as the figures count it: its subtotal without IVA, negative for a credit
 * note (`d` is the `tax_documents` row).
 */
export const SIGNED_SUBTOTAL = sql.raw(
  `case when d.kind = 'notaCredito' then -d.subtotal_cents else d.subtotal_cents end`,
);

export type ListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  desde?: string;
  hasta?: string;
  orden?: string;
  dir?: 'asc' | 'desc';
};

/**
 * `order by` from the sorts a list offers (`orden` → expression and its natural direction), with
 * a unique tie-breaker so that pages never repeat or skip a row.
 */
export function orderBy(
  sorts: Record<string, { expression: SQL; direction: 'asc' | 'desc' }>,
  fallback: string,
  query: ListQuery,
  tieBreaker: SQL,
): SQL {
  const sort = sorts[query.orden ?? fallback] ?? sorts[fallback]!;
  const direction = query.dir ?? sort.direction;
  const nulls = direction === 'desc' ? 'nulls last' : 'nulls first';
  return sql`order by ${sort.expression} ${sql.raw(direction)} ${sql.raw(nulls)}, ${tieBreaker}`;
}

export function pageOf(query: ListQuery): SQL {
  return sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
}

/** `column` (already normalised text) contains what the person typed. */
export function containsText(column: SQL, text: string): SQL {
  return sql`${column} like quimia_normalize(${`%${escapeLike(text.trim())}%`})`;
}

/** `day` (a date column) within `desde`–`hasta`, both included; either may be open. */
export function withinDays(day: SQL, query: { desde?: string; hasta?: string }): SQL {
  const parts: SQL[] = [];
  if (query.desde) parts.push(sql`${day} >= ${query.desde}::date`);
  if (query.hasta) parts.push(sql`${day} <= ${query.hasta}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export const hasRange = (query: { desde?: string; hasta?: string }) =>
  Boolean(query.desde || query.hasta);

/** The answer of a list: its page of items and how many match in all. */
export function listAnswer<Item>(query: ListQuery, items: Item[], total: number) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** Twelve months back from this one, or the months of the range, as `yyyy-mm`, oldest first. */
export function monthsOf(query: { desde?: string; hasta?: string }, today: string): string[] {
  const end = (query.hasta ?? today).slice(0, 7);
  const start =
    query.desde?.slice(0, 7) ??
    (() => {
      const [year, month] = end.split('-').map(Number) as [number, number];
      const back = new Date(Date.UTC(year, month - 1 - 11, 1));
      return back.toISOString().slice(0, 7);
    })();
  const months: string[] = [];
  let [year, month] = start.split('-').map(Number) as [number, number];
  // A range is at most a few years; the cap keeps a hostile one from building a huge list.
  while (months.length < 120) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    if (label > end) break;
    months.push(label);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
