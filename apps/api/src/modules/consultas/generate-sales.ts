import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { rebuildSummaries } from './import/summaries';

// Sale lines by the million for benchmarks, written by the database itself (the importer would
// take minutes for what the consultas must then read in milliseconds): 2,000 clients, invoices of
// three lines over the last year, each line a catalogue product. Their figures are then built
// as the importer keeps them.

const CLIENTS = 2000;
const LINES_PER_INVOICE = 3;
/** Invoices per statement: a slice the embedded database writes without running short of memory. */
const SLICE = 20_000;

export async function generateSales(
  db: Database,
  { lines, onProgress }: { lines: number; onProgress?: (done: number) => void },
): Promise<{ invoices: number; lines: number }> {
  const [{ products }] = (await queryRows<{ products: number }>(
    db,
    sql`select count(*)::int as products from products`,
  )) as [{ products: number }];
  if (products === 0) throw new Error('El catálogo está vacío: carga productos antes');
  const [{ start }] = (await queryRows<{ start: number }>(
    db,
    sql`select count(*)::int as start from tax_documents where source_key like 'bench:%'`,
  )) as [{ start: number }];

  await db.execute(sql`
    insert into business_parties (identification_type, identification, name, is_client)
    select 'pasaporte', 'BENCH' || lpad(n::text, 6, '0'), 'Cliente de prueba ' || n, true
      from generate_series(1, ${CLIENTS}) n
    on conflict (identification) do nothing`);

  const invoices = Math.ceil(lines / LINES_PER_INVOICE);
  for (let from = start + 1; from <= start + invoices; from += SLICE) {
    const to = Math.min(from + SLICE - 1, start + invoices);
    // Line i of invoice n: (1 + (n + i) % 9) units at 2.50 + i dollars.
    await db.execute(sql`
      with bench_clients as (
        select row_number() over (order by identification) - 1 as k, id from business_parties
         where identification like 'BENCH%')
      insert into tax_documents (source_key, kind, direction, number, issue_date, party_id,
                                 subtotal_cents, tax_cents, total_cents, source, file_name)
      select 'bench:' || n, 'factura', 'sale', '009-001-' || lpad(n::text, 9, '0'),
             current_date - (n % 365), c.id, s.subtotal, s.subtotal * 15 / 100,
             s.subtotal + s.subtotal * 15 / 100, 'csv', 'bench/ventas.csv'
        from generate_series(${from}::int, ${to}::int) n
        join bench_clients c on c.k = n % ${CLIENTS}
        cross join lateral (
          select sum((1 + (n + i) % 9) * (250 + 100 * i))::bigint as subtotal
            from generate_series(0, ${LINES_PER_INVOICE - 1}) i) s`);
    await db.execute(sql`
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
    onProgress?.((to - start) * LINES_PER_INVOICE);
  }
  await rebuildSummaries(db);
  // Fresh statistics, and the visibility the index-only reads of the figures rely on.
  for (const table of [
    'tax_documents',
    'tax_document_lines',
    'business_parties',
    'product_trade_days',
    'product_trade_totals',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { invoices, lines: invoices * LINES_PER_INVOICE };
}
