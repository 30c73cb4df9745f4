import { and, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MAX_DOCUMENT_CENTS, SHOP_TIME_ZONE } from '@quimia/contracts';
import type { Database } from './client';

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `array[$1, $2…]::type[]` with one parameter per value (portable across both drivers). */
export function sqlArray(values: readonly (string | number)[], type: 'int' | 'uuid' | 'text'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** The first instant of a day at the shop (`2026-03-31` in Quito), or of the day after it. */
const shopDayStart = (day: string, dayAfter = false) =>
  sql`((${day}::date${dayAfter ? sql` + 1` : sql``})::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** `at` falls between the shop days `desde` and `hasta`, both included; either may be left open. */
export function withinShopDays(at: AnyColumn, desde?: string, hasta?: string): SQL | undefined {
  return and(
    desde ? sql`${at} >= ${shopDayStart(desde)}` : undefined,
    hasta ? sql`${at} < ${shopDayStart(hasta, true)}` : undefined,
  );
}

/**
 * `insert into table (columns) select … from json_to_recordset($1)`: many rows in one parameter.
 * A batch of thousands of values costs one JSON text to both drivers, where a `values` list costs
 * a parameter per value to build, send and parse. Rows use the table's property names; the
 * columns are those of the first row (the rest take their defaults). Add `on conflict` and
 * `returning` after it.
 */
export function insertRows<Table extends PgTable>(
  table: Table,
  rows: readonly Partial<Table['$inferInsert']>[],
): SQL {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => rows[0] && Object.hasOwn(rows[0], key))
    .map(([key, column]) => ({
      key,
      column,
      // JSON columns take the value itself; the others what the driver would be given.
      write: column.getSQLType().startsWith('json')
        ? (value: unknown) => value
        : (value: unknown) => column.mapToDriverValue(value),
    }));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column, write } of columns) {
      const value = (row as Record<string, unknown>)[key];
      record[column.name] = value == null ? null : write(value);
    }
    return record;
  });
  const names = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.raw(
    columns.map(({ column }) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  return sql`insert into ${table} (${names})
             select ${names} from json_to_recordset(${JSON.stringify(records)}::json) as x(${types})`;
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** True for PostgreSQL's unique-violation error, however the driver wraps it. */
export function uniqueViolation(error: unknown): { constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return {
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * A document's amount as sums count it: one past the limit a document is held to (written before
 * it held) counts as nothing, so a single wrong row cannot swamp, or break, a total.
 */
export function documentAmount(amount: SQL | AnyColumn): SQL {
  return sql`(case when abs(${amount}) <= ${sql.raw(String(MAX_DOCUMENT_CENTS))} then ${amount} else 0 end)`;
}
