import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { escapeLike, sqlArray } from '../../../db/sql-helpers';

// The figures the consultas keep beside the documents, rebuilt from the lines and documents
// themselves: after documents are removed (the demo year), when adding to them cannot undo.

export async function rebuildSummaries(db: Database): Promise<void> {
  const signed = sql.raw(
    `case when d.kind = 'notaCredito' then -d.subtotal_cents else d.subtotal_cents end`,
  );
  await db.execute(sql`
    update business_parties p set
      sales_cents = coalesce(s.sales, 0), sales_invoices = coalesce(s.sale_invoices, 0),
      sales_credit_notes = coalesce(s.sale_notes, 0),
      first_sale_date = s.first_sale, last_sale_date = s.last_sale,
      purchases_cents = coalesce(s.purchases, 0), purchases_invoices = coalesce(s.purchase_invoices, 0),
      purchases_credit_notes = coalesce(s.purchase_notes, 0),
      first_purchase_date = s.first_purchase, last_purchase_date = s.last_purchase
    from business_parties q
    left join (
      select d.party_id,
             sum(${signed}) filter (where d.direction = 'sale') as sales,
             count(*) filter (where d.direction = 'sale' and d.kind = 'factura') as sale_invoices,
             count(*) filter (where d.direction = 'sale' and d.kind = 'notaCredito') as sale_notes,
             min(d.issue_date) filter (where d.direction = 'sale') as first_sale,
             max(d.issue_date) filter (where d.direction = 'sale') as last_sale,
             sum(${signed}) filter (where d.direction = 'purchase') as purchases,
             count(*) filter (where d.direction = 'purchase' and d.kind = 'factura') as purchase_invoices,
             count(*) filter (where d.direction = 'purchase' and d.kind = 'notaCredito') as purchase_notes,
             min(d.issue_date) filter (where d.direction = 'purchase') as first_purchase,
             max(d.issue_date) filter (where d.direction = 'purchase') as last_purchase
        from tax_documents d group by d.party_id) s on s.party_id = q.id
    where p.id = q.id`);
  await db.execute(sql`delete from product_trade_days`);
  await db.execute(sql`
    insert into product_trade_days (product_id, direction, day, quantity, amount_cents, line_count)
    select product_id, direction, issue_date, coalesce(sum(product_quantity), 0), sum(subtotal_cents), count(*)
      from tax_document_lines where product_id is not null
     group by product_id, direction, issue_date`);
  await rebuildMonths(db);
  await db.execute(sql`delete from product_trade_totals`);
  await db.execute(sql`
    insert into product_trade_totals
           (product_id, direction, quantity, amount_cents, line_count, first_date, last_date)
    select product_id, direction, sum(quantity), sum(amount_cents), sum(line_count), min(day), max(day)
      from product_trade_days group by product_id, direction`);
}

/** Each product's months from its days, of the products given or of all. */
export async function rebuildMonths(db: Database, productIds?: readonly string[]): Promise<void> {
  const only = productIds ? sql`where product_id = any(${sqlArray(productIds, 'uuid')})` : sql``;
  await db.execute(sql`delete from product_trade_months ${only}`);
  await db.execute(sql`
    insert into product_trade_months
           (product_id, direction, month, quantity, amount_cents, line_count, last_date)
    select product_id, direction, date_trunc('month', day::timestamp)::date, sum(quantity),
           sum(amount_cents), sum(line_count), max(day)
      from product_trade_days ${only}
     group by 1, 2, 3`);
}

/**
 * Removes the documents whose file names start with `prefix` (the demo year), the clients and
 * suppliers left with no document who had one of them, and rebuilds the figures.
 */
export async function removeDocumentsFrom(db: Database, prefix: string): Promise<number> {
  const pattern = `${escapeLike(prefix)}%`;
  const removed = (await db.execute(sql`
    with gone as (delete from tax_documents where file_name like ${pattern} returning party_id)
    select count(*)::int as count, coalesce(array_agg(distinct party_id::text), '{}') as parties from gone`)) as unknown as {
    rows: { count: number; parties: string[] }[];
  };
  const { count, parties } = removed.rows[0]!;
  if (count === 0) return 0;
  await db.execute(sql`
    delete from business_parties p
     where p.id = any(${sqlArray(parties, 'uuid')})
       and not exists (select 1 from tax_documents d where d.party_id = p.id)`);
  await rebuildSummaries(db);
  return count;
}
