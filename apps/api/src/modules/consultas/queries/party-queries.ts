import { sql, type SQL } from 'drizzle-orm';
import type {
  DocumentDirection,
  DocumentLine,
  Party,
  PartyDetail,
  PartyProduct,
  PartySummary,
  TaxDocumentSummary,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/sql-helpers';
import {
  containsText,
  hasRange,
  listAnswer,
  monthsOf,
  orderBy,
  pageOf,
  SIGNED_SUBTOTAL,
  withinDays,
  type ListQuery,
} from './list-sql';
import { readCents } from '../../../lib/money';

// Clients and suppliers: one table of parties, read as clients through their sales and as
// suppliers through their purchases.

const PARTY_COLUMNS = sql.raw(`p.id, p.identification_type as "identificationType",
  p.identification, p.name, p.trade_name as "tradeName", p.email, p.phone, p.address`);

/** The summary columns of a party for one side of the business. */
function sideColumns(direction: DocumentDirection) {
  return direction === 'sale'
    ? {
        amount: 'p.sales_cents',
        invoices: 'p.sales_invoices',
        last: 'p.last_sale_date',
        role: 'p.is_client',
      }
    : {
        amount: 'p.purchases_cents',
        invoices: 'p.purchases_invoices',
        last: 'p.last_purchase_date',
        role: 'p.is_supplier',
      };
}

type PartyRow = Party & {
  amountCents: string | number;
  invoiceCount: number;
  lastDate: string | null;
};

const presentSummary = (row: PartyRow & { total?: unknown }): PartySummary => ({
  id: row.id,
  identificationType: row.identificationType,
  identification: row.identification,
  name: row.name,
  tradeName: row.tradeName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  amountCents: readCents(row.amountCents),
  invoiceCount: Number(row.invoiceCount),
  lastDate: row.lastDate,
});

/**
 * Clients (`sale`) or suppliers (`purchase`). All-time figures are the party's own columns; a
 * date range sums the documents of the range instead.
 */
export async function listParties(db: Database, direction: DocumentDirection, query: ListQuery) {
  const side = sideColumns(direction);
  const search = query.q ? containsText(sql.raw('p.search_text'), query.q) : sql`true`;
  const sorts = {
    nombre: { expression: sql.raw('p.name'), direction: 'asc' as const },
    monto: { expression: sql.raw('"amountCents"'), direction: 'desc' as const },
    facturas: { expression: sql.raw('"invoiceCount"'), direction: 'desc' as const },
    ultima: { expression: sql.raw('"lastDate"'), direction: 'desc' as const },
  };
  const order = orderBy(sorts, 'monto', query, sql.raw('p.id'));

  const rows = hasRange(query)
    ? await queryRows<PartyRow & { total: number }>(
        db,
        sql`with totals as (
              select d.party_id,
                     sum(${SIGNED_SUBTOTAL}) as amount,
                     count(*) filter (where d.kind = 'factura') as invoices,
                     max(d.issue_date) as last
                from tax_documents d
               where d.direction = ${direction} and ${withinDays(sql.raw('d.issue_date'), query)}
               group by d.party_id)
            select ${PARTY_COLUMNS}, t.amount as "amountCents", t.invoices::int as "invoiceCount",
                   t.last::text as "lastDate", count(*) over ()::int as total
              from totals t join business_parties p on p.id = t.party_id
             where ${search}
             ${order} ${pageOf(query)}`,
      )
    : await queryRows<PartyRow & { total: number }>(
        db,
        sql`select ${PARTY_COLUMNS}, ${sql.raw(side.amount)} as "amountCents",
                   ${sql.raw(side.invoices)} as "invoiceCount", ${sql.raw(side.last)}::text as "lastDate",
                   count(*) over ()::int as total
              from business_parties p
             where ${sql.raw(side.role)} and ${search}
             ${order} ${pageOf(query)}`,
      );
  const total = rows[0]?.total ?? (query.page > 1 ? await countParties(db, direction, query) : 0);
  return listAnswer(query, rows.map(presentSummary), Number(total));
}

/** The total of a page past the end (no row carries it). */
async function countParties(db: Database, direction: DocumentDirection, query: ListQuery) {
  const search = query.q ? containsText(sql.raw('p.search_text'), query.q) : sql`true`;
  const [row] = await queryRows<{ total: number }>(
    db,
    hasRange(query)
      ? sql`select count(distinct d.party_id)::int as total
              from tax_documents d join business_parties p on p.id = d.party_id
             where d.direction = ${direction} and ${withinDays(sql.raw('d.issue_date'), query)} and ${search}`
      : sql`select count(*)::int as total from business_parties p
             where ${sql.raw(sideColumns(direction).role)} and ${search}`,
  );
  return row?.total ?? 0;
}

type SideRow = {
  amountCents: string | number;
  invoiceCount: number;
  creditNoteCount: number;
  firstDate: string | null;
  lastDate: string | null;
};

const presentSide = (row: SideRow) => {
  const amountCents = readCents(row.amountCents);
  const invoiceCount = Number(row.invoiceCount);
  return {
    amountCents,
    invoiceCount,
    creditNoteCount: Number(row.creditNoteCount),
    firstDate: row.firstDate,
    lastDate: row.lastDate,
    averageInvoiceCents: invoiceCount > 0 ? Math.round(amountCents / invoiceCount) : null,
  };
};

const DOCUMENT_COLUMNS =
  sql.raw(`d.id, d.kind, d.direction, d.number, d.issue_date::text as "issueDate",
  d.access_key as "accessKey", d.party_id as "partyId", p.name as "partyName",
  d.subtotal_cents as "subtotalCents", d.tax_cents as "taxCents", d.total_cents as "totalCents"`);

export const presentDocument = (row: TaxDocumentSummary): TaxDocumentSummary => ({
  ...row,
  subtotalCents: readCents(row.subtotalCents),
  taxCents: readCents(row.taxCents),
  totalCents: readCents(row.totalCents),
});

/** A client or supplier with both sides' figures, its months and latest documents. */
export async function loadParty(
  db: Database,
  id: string,
  today: string,
): Promise<PartyDetail | null> {
  const [row] = await queryRows<
    Party & { sales: SideRow; purchases: SideRow; proformaCount: number }
  >(
    db,
    sql`select ${PARTY_COLUMNS},
               json_build_object('amountCents', p.sales_cents, 'invoiceCount', p.sales_invoices,
                 'creditNoteCount', p.sales_credit_notes, 'firstDate', p.first_sale_date,
                 'lastDate', p.last_sale_date) as sales,
               json_build_object('amountCents', p.purchases_cents, 'invoiceCount', p.purchases_invoices,
                 'creditNoteCount', p.purchases_credit_notes, 'firstDate', p.first_purchase_date,
                 'lastDate', p.last_purchase_date) as purchases,
               (select count(*)::int from quotations q
                 where q.customer_identification = p.identification
                    or (p.email is not null and lower(q.customer_email) = lower(p.email))) as "proformaCount"
          from business_parties p where p.id = ${id}`,
  );
  if (!row) return null;

  const months = monthsOf({}, today);
  const monthly = await queryRows<{ month: string; direction: DocumentDirection; amount: string }>(
    db,
    sql`select to_char(d.issue_date, 'YYYY-MM') as month, d.direction,
               sum(${SIGNED_SUBTOTAL}) as amount
          from tax_documents d
         where d.party_id = ${id} and d.issue_date >= ${`${months[0]}-01`}::date
         group by 1, 2`,
  );
  const recent = await queryRows<TaxDocumentSummary>(
    db,
    sql`select ${DOCUMENT_COLUMNS} from tax_documents d join business_parties p on p.id = d.party_id
         where d.party_id = ${id} order by d.issue_date desc, d.number desc limit 10`,
  );

  const { sales, purchases, proformaCount, ...party } = row;
  return {
    party,
    sales: presentSide(sales),
    purchases: presentSide(purchases),
    monthly: monthlySeries(months, monthly),
    recentDocuments: recent.map(presentDocument),
    proformaCount: Number(proformaCount),
  };
}

/** Amounts per month and side, zero-filled over `months`. */
export function monthlySeries(
  months: string[],
  rows: { month: string; direction: DocumentDirection; amount: string | number }[],
) {
  const byMonth = new Map(months.map((month) => [month, { salesCents: 0, purchasesCents: 0 }]));
  for (const row of rows) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    if (row.direction === 'sale')
      entry.salesCents = readCents(entry.salesCents + Number(row.amount));
    else entry.purchasesCents = readCents(entry.purchasesCents + Number(row.amount));
  }
  return months.map((month) => ({ month, ...byMonth.get(month)! }));
}

/** The group key of a line: its product, or its code, or (no code) its description. */
const GROUP_KEY = sql.raw(
  `coalesce(l.product_id::text, 'codigo:' || l.code, 'desc:' || md5(l.description))`,
);

/** What a client bought, or what was bought from a supplier, per product (or code). */
export async function listPartyProducts(
  db: Database,
  direction: DocumentDirection,
  query: ListQuery & { id: string },
) {
  const search = query.q
    ? sql`(${containsText(sql.raw(`quimia_normalize(coalesce(pr.name, '') || ' ' || coalesce(pr.code, '') || ' ' || coalesce(l.code, '') || ' ' || l.description)`), query.q)})`
    : sql`true`;
  const sorts = {
    nombre: { expression: sql.raw('name'), direction: 'asc' as const },
    cantidad: { expression: sql.raw('quantity'), direction: 'desc' as const },
    monto: { expression: sql.raw('"amountCents"'), direction: 'desc' as const },
    ultima: { expression: sql.raw('"lastDate"'), direction: 'desc' as const },
  };
  const rows = await queryRows<PartyProduct & { total: number }>(
    db,
    sql`select ${GROUP_KEY} as key, l.product_id as "productId", max(pr.slug) as "productSlug",
               coalesce(max(pr.name), max(l.description)) as name,
               coalesce(max(pr.code), max(l.code)) as code,
               case when l.product_id is null then sum(l.quantity)
                    else coalesce(sum(l.product_quantity), 0) end::float8 as quantity,
               case when l.product_id is null
                    then (case when count(distinct l.unit) = 1 and count(l.unit) = count(*) then max(l.unit) end)
                    else max(pr.unit::text) end as unit,
               sum(l.subtotal_cents) as "amountCents", count(*)::int as "lineCount",
               case when l.product_id is null
                    then (array_agg(l.unit_price order by l.issue_date desc, l.document_id desc))[1]
                    else (array_agg(l.subtotal_cents / 100.0 / l.product_quantity
                                    order by l.issue_date desc, l.document_id desc)
                            filter (where l.product_quantity > 0))[1] end::float8 as "lastUnitPrice",
               max(l.issue_date)::text as "lastDate",
               count(*) over ()::int as total
          from tax_document_lines l left join products pr on pr.id = l.product_id
         where l.party_id = ${query.id} and l.direction = ${direction}
           and ${withinDays(sql.raw('l.issue_date'), query)} and ${search}
         group by 1, 2
         ${orderBy(sorts, 'monto', query, sql.raw('key'))} ${pageOf(query)}`,
  );
  const items = rows.map(({ total: _total, ...row }) => ({
    ...row,
    amountCents: readCents(row.amountCents),
    lastUnitPrice: row.lastUnitPrice === null ? null : Math.round(row.lastUnitPrice * 1e6) / 1e6,
  }));
  return listAnswer(query, items, rows[0]?.total ?? 0);
}

/** Which lines a group key stands for (see GROUP_KEY). */
export function groupCondition(key: string): SQL {
  if (key.startsWith('codigo:')) return sql`l.product_id is null and l.code = ${key.slice(7)}`;
  if (key.startsWith('desc:')) {
    return sql`l.product_id is null and l.code is null and md5(l.description) = ${key.slice(5)}`;
  }
  return /^[0-9a-f-]{36}$/i.test(key) ? sql`l.product_id = ${key}::uuid` : sql`false`;
}

export const LINE_COLUMNS =
  sql.raw(`l.id, l.document_id as "documentId", d.number as "documentNumber",
  l.kind, l.direction, l.issue_date::text as "issueDate", l.party_id as "partyId", p.name as "partyName",
  l.product_id as "productId", l.code, l.description, l.unit, l.quantity::float8 as quantity,
  l.unit_price::float8 as "unitPrice", l.discount_cents as "discountCents",
  l.subtotal_cents as "subtotalCents", l.iva_rate::float8 as "ivaRate"`);

export const LINE_SORTS = {
  fecha: { expression: sql.raw('l.issue_date'), direction: 'desc' as const },
  cantidad: { expression: sql.raw('l.quantity'), direction: 'desc' as const },
  monto: { expression: sql.raw('l.subtotal_cents'), direction: 'desc' as const },
  precio: { expression: sql.raw('l.unit_price'), direction: 'desc' as const },
};

export const presentLine = ({ total: _total, ...row }: DocumentLine & { total?: number }) => ({
  ...row,
  discountCents: readCents(row.discountCents),
  subtotalCents: readCents(row.subtotalCents),
});

/** Lines matching `where`, with their documents and parties, a page at a time. */
export async function listLines(db: Database, where: SQL, query: ListQuery) {
  const search = query.q
    ? containsText(
        sql.raw(
          `quimia_normalize(coalesce(l.code, '') || ' ' || l.description || ' ' || d.number || ' ' || p.name)`,
        ),
        query.q,
      )
    : sql`true`;
  const rows = await queryRows<DocumentLine & { total: number }>(
    db,
    sql`select ${LINE_COLUMNS}, count(*) over ()::int as total
          from tax_document_lines l
          join tax_documents d on d.id = l.document_id
          join business_parties p on p.id = l.party_id
         where ${where} and ${withinDays(sql.raw('l.issue_date'), query)} and ${search}
         ${orderBy(LINE_SORTS, 'fecha', query, sql.raw('l.id'))} ${pageOf(query)}`,
  );
  return listAnswer(query, rows.map(presentLine), rows[0]?.total ?? 0);
}

/** The lines behind one product (a group key) of one client or supplier. */
export function listPartyProductLines(
  db: Database,
  direction: DocumentDirection,
  query: ListQuery & { id: string; producto: string },
) {
  return listLines(
    db,
    sql`l.party_id = ${query.id} and l.direction = ${direction} and ${groupCondition(query.producto)}`,
    query,
  );
}

/** Whether the party exists and has that side (a client has sales, a supplier purchases). */
export async function partyExists(db: Database, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from business_parties where id = ${id}`,
  );
  return rows.length > 0;
}
