import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@quimia/contracts';
import type { Database } from './client';
import { queryRows } from './sql-helpers';

/** The series of numbered documents: orders (pedidos) and quotations (cotizaciones). */
export type DocumentSeries = 'PED' | 'COT';

/** The calendar year at the shop, which decides the year in a document's number. */
export function shopYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at),
  );
}

/**
 * The next number of a series, `PED-2026-000042`. Call it inside the transaction that stores the
 * document: the counter row stays locked until that transaction ends, so concurrent documents
 * wait their turn, and a transaction that rolls back gives its number back (no gaps).
 */
export async function nextDocumentNumber(
  tx: Database,
  series: DocumentSeries,
  at: Date = new Date(),
): Promise<string> {
  const year = shopYear(at);
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`
    insert into document_counters (series, year, last_number) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_number = document_counters.last_number + 1
    returning last_number`,
  );
  const last = Number(row!.last_number);
  return `${series}-${year}-${String(last).padStart(6, '0')}`;
}
