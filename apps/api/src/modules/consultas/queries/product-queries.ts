import { sql } from 'drizzle-orm';
import {
  SHOP_TIME_ZONE,
  type ConsultaProductDetail,
  type ConsultaProductSummary,
  type DocumentDirection,
  type ProductCost,
  type ProductParty,
  type ProductProforma,
  type ProductUnit,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { packContent } from '../../../lib/measures';
import {
  containsText,
  hasRange,
  listAnswer,
  monthsOf,
  orderBy,
  pageOf,
  withinDays,
  type ListQuery,
} from './list-sql';
import { listLines, monthlySeries } from './party-queries';
import { tradeRowsOf, wholeMonthOf } from './trade-range';
import { readCents, readNullableCents } from '../../../lib/money';

// Catalogue products seen through the business: what was sold and bought of them, to and from
// whom, at what price and cost, in which quotations and formulas. Quantities are in the product's
// own unit (a line of 4 sacos of 25 kg counts 100 kg), and so are prices and costs per unit.

const dollars = (cents: number) => cents / 100;
/** Six decimals: the SRI's precision for unit prices. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const perUnit = (cents: number, quantity: number) =>
  quantity > 0 ? round6(dollars(cents) / quantity) : null;

const PRODUCT_SORTS = {
  nombre: { expression: sql.raw('p.name_search'), direction: 'asc' as const },
  ventas: { expression: sql.raw('coalesce(f.sales_cents, 0)'), direction: 'desc' as const },
  compras: { expression: sql.raw('coalesce(f.purchases_cents, 0)'), direction: 'desc' as const },
  ultimaVenta: { expression: sql.raw('f.last_sale'), direction: 'desc' as const },
};

type ProductListQuery = ListQuery & { con?: 'ventas' | 'compras' };

/**
 * Each product's figures, one row with both directions: of all time from the running totals, or
 * summed over the range's days; `ids` narrows them to a page's products.
 */
function figuresOf(query: ProductListQuery, ids?: readonly string[]) {
  const only = (column: string) =>
    ids ? sql`and ${sql.raw(column)} = any(${sqlArray(ids, 'uuid')})` : sql``;
  const source = hasRange(query)
    ? sql`(select product_id, direction, sum(quantity) as quantity, sum(amount_cents) as amount_cents,
                  max(last_date) as last_date
             from (${tradeRowsOf(query, { ids })}) r
            group by product_id, direction)`
    : sql`(select product_id, direction, quantity, amount_cents, last_date from product_trade_totals
            where true ${only('product_id')})`;
  return sql`(select product_id,
                     sum(quantity) filter (where direction = 'sale') as sales_quantity,
                     sum(amount_cents) filter (where direction = 'sale') as sales_cents,
                     max(last_date) filter (where direction = 'sale') as last_sale,
                     sum(quantity) filter (where direction = 'purchase') as purchases_quantity,
                     sum(amount_cents) filter (where direction = 'purchase') as purchases_cents,
                     max(last_date) filter (where direction = 'purchase') as last_purchase
                from ${source} x group by product_id)`;
}

/**
 * The page's product ids in order, and how many products the list has. The usual list (all
 * time, by sales or purchases, no search) walks the totals' amount index for just the page, and
 * the products without a figure after them by their key; any other list sorts narrow rows (an id
 * and its key) before the page's products are read.
 */
async function pageOfProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ ids: string[]; total: number }> {
  const fallback = query.con === 'compras' ? 'compras' : 'ventas';
  const sort = query.orden && Object.hasOwn(PRODUCT_SORTS, query.orden) ? query.orden : fallback;
  const direction = sort === 'ventas' ? 'sale' : sort === 'compras' ? 'purchase' : null;
  const filterDirection =
    query.con === 'ventas' ? 'sale' : query.con === 'compras' ? 'purchase' : null;
  if (direction && !query.q && (filterDirection === null || filterDirection === direction)) {
    const page = await pageByTotals(db, query, direction, filterDirection !== null);
    if (page) return page;
  }
  const search = query.q ? containsText(sql.raw('p.search_text'), query.q) : sql`true`;
  const only =
    query.con === 'ventas'
      ? sql`f.sales_cents is not null`
      : query.con === 'compras'
        ? sql`f.purchases_cents is not null`
        : sql`true`;
  const rows = await queryRows<{ id: string; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total
          from products p left join ${figuresOf(query)} f on f.product_id = p.id
         where ${search} and ${only}
         ${orderBy(PRODUCT_SORTS, fallback, query, sql.raw('p.id'))} ${pageOf(query)}`,
  );
  if (rows.length === 0 && query.page > 1) {
    // Past the last page: the count still says how many there are.
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total
            from products p left join ${figuresOf(query)} f on f.product_id = p.id
           where ${search} and ${only}`,
    );
    return { ids: [], total: count?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/**
 * A page of the list sorted by the sales (or purchases) amount: products with a figure first (of
 * all time: in the order of the totals' amount index), those without (an amount of 0) after them
 * by id, the other way round ascending; the products' own rows are never read but the page's.
 * Null when some figure is zero or negative (a credit note undid it): such a product sorts among
 * those without figures, and the general query orders them.
 */
async function pageByTotals(
  db: Database,
  query: ProductListQuery,
  direction: 'sale' | 'purchase',
  onlyWithFigures: boolean,
): Promise<{ ids: string[]; total: number } | null> {
  const range = hasRange(query);
  const month = wholeMonthOf(query);
  // A range's figures are summed once per statement; all time, or a calendar month, they are
  // read in order from their amount index.
  const figures = month
    ? sql`(select product_id, amount_cents from product_trade_months
            where direction = ${direction} and month = ${month}::date)`
    : range
      ? sql`(select product_id, sum(amount_cents) as amount_cents
               from (${tradeRowsOf(query, { direction })}) r
              group by product_id)`
      : sql`(select product_id, amount_cents from product_trade_totals
              where direction = ${direction})`;
  const summed = range && !month;
  const hasFigure = range
    ? sql`p.id in (select product_id from (${tradeRowsOf(query, { direction })}) r)`
    : sql`exists (select 1 from product_trade_totals t
                   where t.product_id = p.id and t.direction = ${direction})`;
  const descending = (query.dir ?? 'desc') === 'desc';
  const from = (query.page - 1) * query.pageSize;
  const inOrder = (offset: number) =>
    sql`(select coalesce(json_agg(product_id order by n), '[]') from (
           select product_id, row_number() over () as n from (
             select product_id from f
              order by amount_cents ${sql.raw(descending ? 'desc' : 'asc')}, product_id
              limit ${query.pageSize} offset ${offset}) page) numbered)`;
  const [counts] = await queryRows<{
    figures: number;
    products: number;
    unsigned: boolean;
    ids: string[];
  }>(
    db,
    sql`with f as ${summed ? sql`materialized` : sql`not materialized`} ${figures}
        select (select count(*)::int from f) as figures,
               ${onlyWithFigures ? sql`0` : sql`(select count(*)::int from products)`} as products,
               exists (select 1 from f where amount_cents <= 0) as unsigned,
               ${descending ? inOrder(from) : sql`'[]'::json`} as ids`,
  );
  if (!counts || counts.unsigned) return null;
  const total = onlyWithFigures ? counts.figures : counts.products;
  const to = Math.min(from + query.pageSize, total);
  const without = total - counts.figures;
  const withoutFigures = async (offset: number, limit: number) =>
    limit <= 0
      ? []
      : (
          await queryRows<{ id: string }>(
            db,
            sql`select p.id from products p where not ${hasFigure}
                 order by p.id limit ${limit} offset ${offset}`,
          )
        ).map((row) => row.id);
  if (descending) {
    // [with figures, without]: the statement took the first run's part of the page.
    const first = counts.ids.slice(0, Math.max(0, Math.min(to, counts.figures) - from));
    const rest = await withoutFigures(
      Math.max(0, from - counts.figures),
      to - Math.max(from, counts.figures),
    );
    return { ids: [...first, ...rest], total };
  }
  // [without, with figures].
  const first = await withoutFigures(from, Math.min(to, without) - from);
  const offset = Math.max(0, from - without);
  const rest =
    to > Math.max(from, without)
      ? (
          await queryRows<{ ids: string[] }>(
            db,
            sql`with f as ${summed ? sql`materialized` : sql`not materialized`} ${figures}
                select ${inOrder(offset)} as ids`,
          )
        )[0]!.ids.slice(0, to - Math.max(from, without))
      : [];
  return { ids: [...first, ...rest], total };
}

/** Catalogue products with their sales and purchases, of all time or of the date range. */
export async function listConsultaProducts(db: Database, query: ProductListQuery) {
  const { ids, total } = await pageOfProducts(db, query);
  if (ids.length === 0) return listAnswer(query, [], total);
  const rows = await queryRows<ConsultaProductSummary>(
    db,
    sql`select p.id, p.code, p.name, p.slug, t.name as "typeName", p.unit,
               coalesce(f.sales_quantity, 0)::float8 as "salesQuantity",
               coalesce(f.sales_cents, 0) as "salesCents",
               coalesce(f.purchases_quantity, 0)::float8 as "purchasesQuantity",
               coalesce(f.purchases_cents, 0) as "purchasesCents",
               f.last_sale::text as "lastSaleDate", f.last_purchase::text as "lastPurchaseDate"
          from products p
          left join product_types t on t.id = p.type_id
          left join ${figuresOf(query, ids)} f on f.product_id = p.id
         where p.id = any(${sqlArray(ids, 'uuid')})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          {
            ...row,
            salesCents: readCents(row.salesCents),
            purchasesCents: readCents(row.purchasesCents),
          },
        ]
      : [];
  });
  return listAnswer(query, items, total);
}

type CostRow = {
  productId: string;
  subtotalCents: string | number;
  productQuantity: number;
  unit: ProductUnit;
  date: string;
  supplierId: string;
  supplierName: string;
  documentNumber: string;
};

/** The latest purchase of each product, as a cost per unit of the product (net of discounts). */
export async function latestCosts(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, ProductCost>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<CostRow>(
    db,
    sql`select distinct on (l.product_id) l.product_id as "productId",
               l.subtotal_cents as "subtotalCents", l.product_quantity::float8 as "productQuantity",
               pr.unit, l.issue_date::text as date, l.party_id as "supplierId",
               p.name as "supplierName", d.number as "documentNumber"
          from tax_document_lines l
          join products pr on pr.id = l.product_id
          join business_parties p on p.id = l.party_id
          join tax_documents d on d.id = l.document_id
         where l.product_id = any(${sqlArray(productIds, 'uuid')}) and l.direction = 'purchase'
           and l.kind = 'factura' and l.product_quantity > 0
         order by l.product_id, l.issue_date desc, d.number desc, l.position`,
  );
  return new Map(
    rows.map((row) => [
      row.productId,
      {
        unitCost: round6(dollars(readCents(row.subtotalCents)) / row.productQuantity),
        unit: row.unit,
        date: row.date,
        supplierId: row.supplierId,
        supplierName: row.supplierName,
        documentNumber: row.documentNumber,
      },
    ]),
  );
}

type ProductRow = {
  id: string;
  code: string;
  name: string;
  slug: string;
  typeName: string | null;
  unit: ProductUnit;
  stock: number;
  status: string;
  density: number | null;
  presentations: { size: number; unit: ProductUnit; priceCents: number | null }[];
};

async function loadProductRow(db: Database, id: string): Promise<ProductRow | null> {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.code, p.name, p.slug, t.name as "typeName", p.unit, p.stock::float8 as stock,
               p.status, p.density::float8 as density,
               coalesce((select json_agg(json_build_object('size', pp.size, 'unit', pp.unit,
                                 'priceCents', pp.price_cents) order by pp.position)
                           from product_presentations pp where pp.product_id = p.id), '[]') as presentations
          from products p left join product_types t on t.id = p.type_id
         where p.id = ${id}`,
  );
  return row ?? null;
}

/** The cheapest catalogue price per unit of the product, without IVA; null: "a consultar". */
export function listUnitPrice(product: Pick<ProductRow, 'unit' | 'density' | 'presentations'>) {
  let best: number | null = null;
  for (const presentation of product.presentations) {
    if (presentation.priceCents === null) continue;
    const content = packContent(
      Number(presentation.size),
      presentation.unit,
      product.unit,
      product.density,
    );
    if (!content || content.amount <= 0) continue;
    const price = dollars(presentation.priceCents) / content.amount;
    if (best === null || price < best) best = price;
  }
  return best === null ? null : round6(best);
}

type SideFigures = {
  quantity: number;
  amountCents: number;
  lastDate: string | null;
  parties: number;
};

async function productSide(db: Database, id: string, direction: DocumentDirection) {
  const [row] = await queryRows<SideFigures>(
    db,
    sql`select coalesce(t.quantity, 0)::float8 as quantity, coalesce(t.amount_cents, 0) as "amountCents",
               t.last_date::text as "lastDate",
               (select count(distinct l.party_id)::int from tax_document_lines l
                 where l.product_id = ${id} and l.direction = ${direction}) as parties
          from (select 1) one
          left join product_trade_totals t on t.product_id = ${id} and t.direction = ${direction}`,
  );
  return { ...row!, amountCents: readCents(row!.amountCents) };
}

/** A product's figures: sales, purchases, latest cost, margin, months, proformas and formulas. */
export async function loadConsultaProduct(
  db: Database,
  id: string,
  today: string,
): Promise<ConsultaProductDetail | null> {
  const product = await loadProductRow(db, id);
  if (!product) return null;
  const sales = await productSide(db, id, 'sale');
  const purchases = await productSide(db, id, 'purchase');
  const lastCost = (await latestCosts(db, [id])).get(id) ?? null;

  const months = monthsOf({}, today);
  const monthly = await queryRows<{ month: string; direction: DocumentDirection; amount: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM') as month, direction, sum(amount_cents) as amount
          from product_trade_days
         where product_id = ${id} and day >= ${`${months[0]}-01`}::date
         group by 1, 2`,
  );
  const [counts] = await queryRows<{ proformas: number; formulas: number }>(
    db,
    sql`select (select count(distinct r.quotation_id)::int from quotation_lines ql
                  join quotation_revisions r on r.id = ql.revision_id
                  join quotations q on q.id = r.quotation_id and q.revision = r.revision
                 where ql.product_id = ${id}) as proformas,
               (select count(distinct fi.formula_id)::int from formula_ingredients fi
                 where fi.product_id = ${id}) as formulas`,
  );

  const averageUnitPrice = perUnit(sales.amountCents, sales.quantity);
  const averageUnitCost = perUnit(purchases.amountCents, purchases.quantity);
  return {
    product: {
      id: product.id,
      code: product.code,
      name: product.name,
      slug: product.slug,
      typeName: product.typeName,
      unit: product.unit,
      stock: Number(product.stock),
      status: product.status,
      listUnitPrice: listUnitPrice(product),
    },
    sales: {
      quantity: sales.quantity,
      amountCents: sales.amountCents,
      clientCount: sales.parties,
      lastDate: sales.lastDate,
      averageUnitPrice,
    },
    purchases: {
      quantity: purchases.quantity,
      amountCents: purchases.amountCents,
      supplierCount: purchases.parties,
      lastDate: purchases.lastDate,
      averageUnitCost,
    },
    lastCost,
    marginPercent:
      averageUnitPrice && averageUnitCost !== null
        ? Math.round(((averageUnitPrice - averageUnitCost) / averageUnitPrice) * 1000) / 10
        : null,
    monthly: monthlySeries(months, monthly),
    proformaCount: counts?.proformas ?? 0,
    formulaCount: counts?.formulas ?? 0,
  };
}

export async function productExists(db: Database, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from products where id = ${id}`);
  return rows.length > 0;
}

/** The clients (`sale`) or suppliers (`purchase`) of a product, with quantities and prices. */
export async function listProductParties(
  db: Database,
  direction: DocumentDirection,
  query: ListQuery & { id: string },
) {
  const search = query.q ? containsText(sql.raw('p.search_text'), query.q) : sql`true`;
  const sorts = {
    nombre: { expression: sql.raw('p.name'), direction: 'asc' as const },
    cantidad: { expression: sql.raw('quantity'), direction: 'desc' as const },
    monto: { expression: sql.raw('"amountCents"'), direction: 'desc' as const },
    ultima: { expression: sql.raw('"lastDate"'), direction: 'desc' as const },
    precio: { expression: sql.raw('"averageUnitPrice"'), direction: 'desc' as const },
  };
  const rows = await queryRows<
    ProductParty & { total: number; lastCents: string; lastQuantity: number }
  >(
    db,
    sql`select l.party_id as "partyId", p.name, p.identification,
               coalesce(sum(l.product_quantity), 0)::float8 as quantity,
               sum(l.subtotal_cents) as "amountCents", count(*)::int as "lineCount",
               (array_agg(l.subtotal_cents order by l.issue_date desc, l.id) filter (where l.product_quantity > 0))[1] as "lastCents",
               (array_agg(l.product_quantity order by l.issue_date desc, l.id) filter (where l.product_quantity > 0))[1]::float8 as "lastQuantity",
               case when sum(l.product_quantity) > 0
                    then sum(l.subtotal_cents) / 100.0 / sum(l.product_quantity) end::float8 as "averageUnitPrice",
               max(l.issue_date)::text as "lastDate",
               count(*) over ()::int as total
          from tax_document_lines l join business_parties p on p.id = l.party_id
         where l.product_id = ${query.id} and l.direction = ${direction}
           and ${withinDays(sql.raw('l.issue_date'), query)} and ${search}
         group by l.party_id, p.name, p.identification
         ${orderBy(sorts, 'monto', query, sql.raw('l.party_id'))} ${pageOf(query)}`,
  );
  const items = rows.map(({ total: _total, lastCents, lastQuantity, ...row }) => ({
    ...row,
    amountCents: readCents(row.amountCents),
    lastUnitPrice:
      lastCents !== null && lastQuantity ? round6(dollars(Number(lastCents)) / lastQuantity) : null,
    averageUnitPrice: row.averageUnitPrice === null ? null : round6(row.averageUnitPrice),
  }));
  return listAnswer(query, items, rows[0]?.total ?? 0);
}

/** A product's sale or purchase lines. */
export function listProductLines(
  db: Database,
  direction: DocumentDirection,
  query: ListQuery & { id: string },
) {
  return listLines(db, sql`l.product_id = ${query.id} and l.direction = ${direction}`, query);
}

/** The quotations (proformas) whose current revision offers the product. */
export async function listProductProformas(db: Database, query: ListQuery & { id: string }) {
  const day = sql.raw(`(q.created_at at time zone '${SHOP_TIME_ZONE}')::date`);
  const search = query.q
    ? containsText(sql.raw(`quimia_normalize(q.number || ' ' || q.customer_name)`), query.q)
    : sql`true`;
  const sorts = {
    fecha: { expression: sql.raw('q.created_at'), direction: 'desc' as const },
    cantidad: { expression: sql.raw('ql.quantity'), direction: 'desc' as const },
    monto: { expression: sql.raw('ql.subtotal_cents'), direction: 'desc' as const },
  };
  const rows = await queryRows<ProductProforma & { total: number }>(
    db,
    sql`select q.id as "quotationId", q.number, q.status, ${day}::text as date,
               q.customer_name as "customerName", ql.presentation_label as "presentationLabel",
               ql.quantity, ql.unit_price_cents as "unitPriceCents", ql.subtotal_cents as "subtotalCents",
               count(*) over ()::int as total
          from quotation_lines ql
          join quotation_revisions r on r.id = ql.revision_id
          join quotations q on q.id = r.quotation_id and q.revision = r.revision
         where ql.product_id = ${query.id} and ${withinDays(day, query)} and ${search}
         ${orderBy(sorts, 'fecha', query, sql.raw('ql.id'))} ${pageOf(query)}`,
  );
  const items = rows.map(({ total: _total, ...row }) => ({
    ...row,
    subtotalCents: readNullableCents(row.subtotalCents),
  }));
  return listAnswer(query, items, rows[0]?.total ?? 0);
}

/** Formula posts with the product among their ingredients. */
export async function listProductFormulas(db: Database, id: string) {
  const items = await queryRows<{
    id: string;
    title: string;
    slug: string;
    status: string;
    amount: number;
    unit: string;
    percentage: number | null;
  }>(
    db,
    sql`select f.id, f.title, f.slug, f.status, fi.amount::float8 as amount, fi.unit,
               fi.percentage::float8 as percentage
          from formula_ingredients fi join formulas f on f.id = fi.formula_id
         where fi.product_id = ${id}
         order by f.title, fi.position`,
  );
  return { items };
}

/** Catalogue products by name, code, CAS or synonym, with their presentations (code mapping). */
export async function searchConsultaProducts(db: Database, q: string, limit: number) {
  const items = await queryRows<{
    id: string;
    code: string;
    name: string;
    slug: string;
    unit: string;
    presentations: { id: string; label: string; size: number; unit: string }[];
  }>(
    db,
    sql`select p.id, p.code, p.name, p.slug, p.unit,
               coalesce((select json_agg(json_build_object('id', pp.id, 'label', pp.label,
                                 'size', pp.size, 'unit', pp.unit) order by pp.position)
                           from product_presentations pp where pp.product_id = p.id), '[]') as presentations
          from products p
         where ${containsText(sql.raw('p.search_text'), q)}
         order by (upper(p.code) = upper(${q.trim()})) desc, p.name_search
         limit ${limit}`,
  );
  return {
    items: items.map((item) => ({
      ...item,
      presentations: item.presentations.map((presentation) => ({
        ...presentation,
        size: Number(presentation.size),
      })),
    })),
  };
}
