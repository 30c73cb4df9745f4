import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { rebuildSummaries } from '../../modules/consultas';

// Sale lines by the million for benchmarks, written by the database itself (the importer would
// take minutes for what the consultas must then read in milliseconds): 2,000 clients, invoices of
// three lines over the last year, each line a catalogue product. Their figures are then built
// as the importer keeps them.

const CLIENTS = 2000;
/** Today on the shop's calendar, not the database server's. */
const SHOP_TODAY = sql.raw(`(now() at time zone '${SHOP_TIME_ZONE}')::date`);
const LINES_PER_INVOICE = 3;
/** Invoices per statement: a slice the embedded database writes without running short of memory. */
const SLICE = 20_000;

/**
 * Runs `work` in a transaction whose statements no timeout cancels: a server's pool cancels any
 * statement after seconds (a request never needs more), and a slice of this takes longer.
 */
function untimed<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    return work(tx);
  });
}

export async function generateSales(
  db: Database,
  { lines, onProgress }: { lines: number; onProgress?: (done: number) => void },
): Promise<{ invoices: number; lines: number }> {
  const [{ products, start }] = (await untimed(db, (tx) =>
    queryRows<{ products: number; start: number }>(
      tx,
      sql`select (select count(*)::int from products) as products,
                 (select count(*)::int from tax_documents where source_key like 'bench:%') as start`,
    ),
  )) as [{ products: number; start: number }];
  if (products === 0) throw new Error('El catálogo está vacío: carga productos antes');

  await untimed(db, (tx) =>
    tx.execute(sql`
    insert into business_parties (identification_type, identification, name, is_client)
    select 'pasaporte', 'BENCH' || lpad(n::text, 6, '0'), 'Cliente de prueba ' || n, true
      from generate_series(1, ${CLIENTS}) n
    on conflict (identification) do nothing`),
  );

  const invoices = Math.ceil(lines / LINES_PER_INVOICE);
  for (let from = start + 1; from <= start + invoices; from += SLICE) {
    const to = Math.min(from + SLICE - 1, start + invoices);
    // Line i of invoice n: (1 + (n + i) % 9) units at 2.50 + i dollars.
    await untimed(db, async (tx) => {
      await tx.execute(sql`
      with bench_clients as (
        select row_number() over (order by identification) - 1 as k, id from business_parties
         where identification like 'BENCH%')
      insert into tax_documents (source_key, kind, direction, number, issue_date, party_id,
                                 subtotal_cents, tax_cents, total_cents, source, file_name)
      select 'bench:' || n, 'factura', 'sale', '009-001-' || lpad(n::text, 9, '0'),
             ${SHOP_TODAY} - (n % 365), c.id, s.subtotal, s.subtotal * 15 / 100,
             s.subtotal + s.subtotal * 15 / 100, 'csv', 'bench/ventas.csv'
        from generate_series(${from}::int, ${to}::int) n
        join bench_clients c on c.k = n % ${CLIENTS}
        cross join lateral (
          select sum((1 + (n + i) % 9) * (250 + 100 * i))::bigint as subtotal
            from generate_series(0, ${LINES_PER_INVOICE - 1}) i) s`);
      await tx.execute(sql`
      with bench_products as (select row_number() over (order by id) - 1 as k, id from products)
      insert into tax_document_lines (document_id, position, direction, kind, issue_date, party_id,
                                      code, description, quantity, unit_price, subtotal_cents,
                                      iva_rate, iva_cents, product_id, product_quantity)
      select d.id, i + 1, 'sale', 'factura', d.issue_date, d.party_id, upper(p.code), p.name,
             1 + (n + i) % 9, 2.5 + i, (1 + (n + i) % 9) * (250 + 100 * i), 15,
             (1 + (n + i) % 9) * (250 + 100 * i) * 15 / 100, p.id, 1 + (n + i) % 9
        from generate_series(${from}::int, ${to}::int) n
        join tax_documents d on d.source_key = 'bench:' || n
        cross join generate_series(0, ${LINES_PER_INVOICE - 1}) i
        join bench_products bp on bp.k = (n * 7 + i * 13) % ${products}
        join products p on p.id = bp.id`);
    });
    onProgress?.((to - start) * LINES_PER_INVOICE);
  }
  await untimed(db, rebuildSummaries);
  // Fresh statistics, and the visibility the index-only reads of the figures rely on. Vacuum
  // cannot run in a transaction, where the timeout is lifted: under a timeout (a server's pool)
  // the statistics alone, and PostgreSQL's autovacuum sets the visibility soon after.
  const [{ timeout }] = (await queryRows<{ timeout: string }>(
    db,
    sql`select current_setting('statement_timeout') as timeout`,
  )) as [{ timeout: string }];
  for (const table of [
    // The products were loaded in bulk just before: their count reads the key's index alone.
    'products',
    'tax_documents',
    'tax_document_lines',
    'business_parties',
    'product_trade_days',
    'product_trade_months',
    'product_trade_totals',
  ]) {
    if (timeout === '0') await db.execute(sql.raw(`vacuum analyze ${table}`));
    else {
      // Statistics are a help, not the work: a pool that still cancels them (seen on a busy
      // server, where the lifted timeout did not cover the statement) leaves them to autovacuum.
      await untimed(db, (tx) => tx.execute(sql.raw(`analyze ${table}`))).catch((error: unknown) => {
        if (!isStatementTimeout(error)) throw error;
      });
    }
  }
  return { invoices, lines: invoices * LINES_PER_INVOICE };
}

/** A statement cancelled by `statement_timeout` (57014), as the driver or Drizzle reports it. */
function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
