import { sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STATUSES,
  periodsOf,
  QUOTATION_STATUSES,
  SHOP_TIME_ZONE,
  type Conversion,
  type LowStockResponse,
  type MetricsGrouping,
  type MetricsRange,
  type OrderStatus,
  type PendingCommentsResponse,
  type ProductTypeTotalsResponse,
  type QuotationCommentSeries,
  type QuotationStatus,
  type StatusCounts,
  type TopClientsResponse,
  type TopProductsResponse,
  type TradeSeries,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { documentAmount, queryRows, sqlArray, withinShopDays } from '../../db/sql-helpers';
import { readCents } from '../../lib/money';
import { formulaComments, orders, quotationRevisions, quotations } from '../../db/schema';
import { listConsultaProducts, listParties, tradeTotalsByPeriod } from '../../modules/consultas';
import { shownStatus } from '../../modules/quotations';
import { DEFAULT_BRANCHES } from '../../modules/company';

// The metrics' figures, each read from the records that make it. A day is a day of the shop's
// calendar: a timestamp is turned into its day in Quito before it is grouped.

export type SeriesRange = MetricsRange & { agrupar: MetricsGrouping };

const TRUNC_UNITS = { dia: 'day', semana: 'week', mes: 'month' } as const;

/** The first day of the period (at the shop) a timestamp column falls in, as `YYYY-MM-DD`. */
const shopPeriod = (at: SQL, grouping: MetricsGrouping) =>
  sql`date_trunc(${TRUNC_UNITS[grouping]}, ${at} at time zone ${SHOP_TIME_ZONE})::date::text`;

/** Every period of the range, each filled from `values` (by its first day) or with zeros. */
function zeroFilled<T extends object>(
  range: SeriesRange,
  values: Map<string, T>,
  zero: T,
): ({ period: string; start: string; end: string } & T)[] {
  return periodsOf(range.desde, range.hasta, range.agrupar).map((period) => ({
    ...period,
    ...(values.get(period.period) ?? zero),
  }));
}

/** A column's sum over items, held within the integers an answer carries. */
const sumOf = <T>(items: readonly T[], pick: (item: T) => number) =>
  readCents(items.reduce((total, item) => total + pick(item), 0));

/** Products per type, published and draft; every type listed. */
export async function productTypeTotals(db: Database): Promise<ProductTypeTotalsResponse> {
  const rows = await queryRows<{
    typeId: number;
    typeName: string;
    typeSlug: string;
    published: number;
    draft: number;
    total: number;
  }>(
    db,
    sql`select t.id as "typeId", t.name as "typeName", t.slug as "typeSlug",
               count(p.id) filter (where p.status = 'published')::int as published,
               count(p.id) filter (where p.status = 'draft')::int as draft,
               count(p.id)::int as total
          from product_types t left join products p on p.type_id = t.id
         group by t.id
         order by total desc, t.name, t.id`,
  );
  const items = rows.map((row) => ({
    ...row,
    link: { screen: 'products' as const, params: { tipo: row.typeSlug } },
  }));
  return {
    items,
    totals: {
      published: sumOf(items, (item) => item.published),
      draft: sumOf(items, (item) => item.draft),
      total: sumOf(items, (item) => item.total),
    },
  };
}

/** How many rows of `table` were created in each period of the range (by `created_at`). */
async function countsPerPeriod(
  db: Database,
  table: typeof quotations | typeof formulaComments,
  range: SeriesRange,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ period: string; n: number }>(
    db,
    sql`select ${shopPeriod(sql`${table.createdAt}`, range.agrupar)} as period, count(*)::int as n
          from ${table}
         where ${withinShopDays(table.createdAt, range.desde, range.hasta)}
         group by 1`,
  );
  return new Map(rows.map((row) => [row.period, Number(row.n)]));
}

/** Quotations made and formula comments left per period, zero-filled. */
export async function quotationCommentSeries(
  db: Database,
  range: SeriesRange,
): Promise<QuotationCommentSeries> {
  const [quotationCounts, commentCounts] = await Promise.all([
    countsPerPeriod(db, quotations, range),
    countsPerPeriod(db, formulaComments, range),
  ]);
  const items = periodsOf(range.desde, range.hasta, range.agrupar).map((period) => ({
    ...period,
    quotations: quotationCounts.get(period.period) ?? 0,
    comments: commentCounts.get(period.period) ?? 0,
  }));
  return {
    ...range,
    items,
    totals: {
      quotations: sumOf(items, (item) => item.quotations),
      comments: sumOf(items, (item) => item.comments),
    },
  };
}

/** Sales and purchases per period (the consultas' sums), zero-filled. */
export async function tradeSeries(db: Database, range: SeriesRange): Promise<TradeSeries> {
  const rows = await tradeTotalsByPeriod(db, { ...range, unit: TRUNC_UNITS[range.agrupar] });
  const items = zeroFilled(
    range,
    new Map(rows.map(({ period, ...figures }) => [period, figures])),
    {
      salesCents: 0,
      purchasesCents: 0,
      salesInvoices: 0,
      purchaseInvoices: 0,
    },
  );
  return {
    ...range,
    items,
    totals: {
      salesCents: sumOf(items, (item) => item.salesCents),
      purchasesCents: sumOf(items, (item) => item.purchasesCents),
      salesInvoices: sumOf(items, (item) => item.salesInvoices),
      purchaseInvoices: sumOf(items, (item) => item.purchaseInvoices),
    },
  };
}

type StatusRow = { status: string; count: number; totalCents: string | number };

/** Quotations made and orders placed in the range, per status they show today. */
export async function statusCounts(
  db: Database,
  range: MetricsRange,
  today: string,
): Promise<StatusCounts> {
  const [quotationRows, orderRows] = await Promise.all([
    // Grouped outside: the shown status is an expression with parameters.
    queryRows<StatusRow>(
      db,
      sql`select status, count(*)::int as count, coalesce(sum(${documentAmount(sql`total_cents`)}), 0) as "totalCents"
            from (select ${shownStatus(today)} as status, ${quotationRevisions.totalCents} as total_cents
                    from ${quotations}
                    join ${quotationRevisions} on ${quotationRevisions.quotationId} = ${quotations.id}
                     and ${quotationRevisions.revision} = ${quotations.revision}
                   where ${withinShopDays(quotations.createdAt, range.desde, range.hasta)}) shown
           group by status`,
    ),
    queryRows<StatusRow>(
      db,
      sql`select ${orders.status}::text as status, count(*)::int as count,
                 coalesce(sum(${documentAmount(orders.totalCents)}), 0) as "totalCents"
            from ${orders}
           where ${withinShopDays(orders.createdAt, range.desde, range.hasta)}
           group by 1`,
    ),
  ]);
  const figures = <S extends string>(
    statuses: readonly S[],
    rows: StatusRow[],
    screen: 'quotations' | 'orders',
  ) =>
    statuses.map((status) => {
      const row = rows.find((candidate) => candidate.status === status);
      return {
        status,
        count: Number(row?.count ?? 0),
        totalCents: readCents(row?.totalCents ?? 0),
        link: { screen, params: { estado: status, desde: range.desde, hasta: range.hasta } },
      };
    });
  return {
    ...range,
    quotations: figures<QuotationStatus>(QUOTATION_STATUSES, quotationRows, 'quotations'),
    orders: figures<OrderStatus>(ORDER_STATUSES, orderRows, 'orders'),
  };
}

/** One decimal. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** Of the quotations made in the range: how many became orders, and how fast. */
export async function conversion(db: Database, range: MetricsRange): Promise<Conversion> {
  const converted = sql`${quotations.status} = 'converted'`;
  const [row] = await queryRows<{
    quotations: number;
    converted: number;
    acceptedWaiting: number;
    averageSeconds: string | number | null;
    convertedOrdersCents: string | number;
  }>(
    db,
    sql`select count(*)::int as quotations,
               count(*) filter (where ${converted})::int as converted,
               count(*) filter (where ${quotations.status} = 'accepted')::int as "acceptedWaiting",
               avg(extract(epoch from ${orders.createdAt} - ${quotations.createdAt}))
                 filter (where ${converted}) as "averageSeconds",
               coalesce(sum(${documentAmount(orders.totalCents)}) filter (where ${converted}), 0) as "convertedOrdersCents"
          from ${quotations}
          left join ${orders} on ${orders.id} = ${quotations.orderId}
         where ${withinShopDays(quotations.createdAt, range.desde, range.hasta)}`,
  );
  const made = Number(row?.quotations ?? 0);
  const convertedCount = Number(row?.converted ?? 0);
  const seconds = row?.averageSeconds === null ? null : Number(row?.averageSeconds);
  return {
    ...range,
    quotations: made,
    converted: convertedCount,
    acceptedWaiting: Number(row?.acceptedWaiting ?? 0),
    ratePercent: made > 0 ? tenths((convertedCount / made) * 100) : null,
    averageDaysToConvert:
      seconds === null || Number.isNaN(seconds) ? null : tenths(seconds / 86_400),
    convertedOrdersCents: readCents(row?.convertedOrdersCents ?? 0),
  };
}

/** The products sold most in the range: the consultas' product list, by sales. */
export async function topProducts(
  db: Database,
  range: MetricsRange,
  limit: number,
): Promise<TopProductsResponse> {
  const { items } = await listConsultaProducts(db, {
    ...range,
    page: 1,
    pageSize: limit,
    con: 'ventas',
    orden: 'ventas',
  });
  const sold = items.filter((item) => item.salesCents > 0);
  const units = new Map(
    (
      await queryRows<{ id: string; unit: string }>(
        db,
        sql`select id, unit::text from products where id = any(${sqlArray(
          sold.map((item) => item.id),
          'uuid',
        )})`,
      )
    ).map((row) => [row.id, row.unit]),
  );
  return {
    ...range,
    items: sold.map((item) => ({
      productId: item.id,
      code: item.code,
      name: item.name,
      slug: item.slug,
      quantity: item.salesQuantity,
      unit: units.get(item.id) ?? '',
      salesCents: item.salesCents,
    })),
  };
}

/** The clients who bought most in the range: the consultas' client list, by amount. */
export async function topClients(
  db: Database,
  range: MetricsRange,
  limit: number,
): Promise<TopClientsResponse> {
  const { items } = await listParties(db, 'sale', {
    ...range,
    page: 1,
    pageSize: limit,
    orden: 'monto',
  });
  return {
    ...range,
    items: items
      .filter((item) => item.amountCents > 0)
      .map((item) => ({
        partyId: item.id,
        name: item.name,
        identification: item.identification,
        amountCents: item.amountCents,
        invoiceCount: item.invoiceCount,
        lastDate: item.lastDate,
      })),
  };
}

/** The settings' branches, or a new shop's before its settings are first saved. */
const BRANCHES = sql`coalesce(
  (select s.settings->'branches' from company_settings s where s.id = 1),
  ${JSON.stringify(DEFAULT_BRANCHES.map((branch) => ({ id: branch.id, name: branch.name })))}::jsonb
)`;

/**
 * Low stock (`isLowStock`), per product and branch: a published product whose available stock at
 * a branch of the settings is at or below the minimum that branch keeps of it. `l` is the level,
 * `p` the product, `b` the branch (its key, name and place in the settings); `LOW_STOCK` picks the low ones.
 */
export const STOCK_LEVELS_FROM = sql`stock_levels l
  join products p on p.id = l.product_id
  join lateral (
    select branch.value->>'id' as id, branch.value->>'name' as name, branch.position
      from jsonb_array_elements(${BRANCHES}) with ordinality branch(value, position)
     where branch.value->>'id' = l.branch_id
     limit 1
  ) b on true`;
export const LOW_STOCK = sql.raw(`(p.status = 'published' and l.minimum is not null
  and l.on_hand - l.reserved <= l.minimum)`);

/** Products low at a branch: out of stock first, then the smallest share of the minimum left. */
export async function lowStock(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<LowStockResponse> {
  const rows = await queryRows<LowStockResponse['items'][number] & { total: number }>(
    db,
    sql`select p.id, p.code, p.name, p.slug, t.name as "typeName", p.unit::text as unit,
               l.branch_id as "branchId", b.name as "branchName",
               (l.on_hand - l.reserved)::float8 as available, l.reserved::float8 as reserved,
               l.minimum::float8 as minimum,
               (l.minimum - (l.on_hand - l.reserved))::float8 as shortfall,
               count(*) over ()::int as total
          from ${STOCK_LEVELS_FROM} join product_types t on t.id = p.type_id
         where ${LOW_STOCK}
         order by (l.on_hand - l.reserved) / coalesce(nullif(l.minimum, 0), 1), p.name_search,
                  p.id, l.branch_id
         limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
  );
  const total = rows[0]?.total ?? (page.page > 1 ? await countLowStock(db) : 0);
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    total: Number(total),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** How many (product, branch) pairs are low: the length of `lowStock`'s list. */
export async function countLowStock(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${STOCK_LEVELS_FROM} where ${LOW_STOCK}`,
  );
  return Number(row?.n ?? 0);
}

/** Comments waiting for moderation: how many, and the oldest `limit`. */
export async function pendingComments(
  db: Database,
  limit: number,
): Promise<PendingCommentsResponse> {
  const [items, [count]] = await Promise.all([
    queryRows<PendingCommentsResponse['items'][number]>(
      db,
      sql`select c.id, c.formula_id as "formulaId", f.title as "formulaTitle", f.slug as "formulaSlug",
                 c.author_name as "authorName", left(c.body, 200) as excerpt,
                 to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
            from formula_comments c join formulas f on f.id = c.formula_id
           where c.status = 'pending'
           order by c.created_at, c.id
           limit ${limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from formula_comments where status = 'pending'`,
    ),
  ]);
  return {
    items,
    total: Number(count?.n ?? 0),
    link: { screen: 'comments', params: { estadoComentario: 'pending' } },
  };
}
