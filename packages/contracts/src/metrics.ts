import { z } from 'zod';
import { calendarDay, int4, listResponseSchema, paginationQuerySchema } from './common';
import { ORDER_STATUSES } from './orders';
import { QUOTATION_STATUSES } from './quotations';

// Métricas (staff): how the business goes, read from the records other screens keep. Every day is
// a day of the shop's calendar (America/Guayaquil): a quotation made at 23:30 in Quito on 31
// January counts in January. Sales and purchases are the consultas' figures (imported SRI
// documents and CSV files): US dollar cents without IVA, net of credit notes, by issue date, so
// they match the consultas screens to the cent. Quotation and order amounts are their totals with
// IVA, as their own screens show them.

/** How a series groups its days: one day, a week from Monday to Sunday, a calendar month. */
export const METRICS_GROUPINGS = ['dia', 'semana', 'mes'] as const;
export type MetricsGrouping = (typeof METRICS_GROUPINGS)[number];
export const METRICS_GROUPING_LABELS: Record<MetricsGrouping, string> = {
  dia: 'Día',
  semana: 'Semana',
  mes: 'Mes',
};

/** A series has at most this many periods (400 days, about 7 years of weeks, 33 of months). */
export const MAX_METRICS_PERIODS = 400;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (both `YYYY-MM-DD`). */
export function shiftDay(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The first day of the period `day` falls in: itself, its week's Monday, its month's 1st. */
export function periodStart(day: string, grouping: MetricsGrouping): string {
  if (grouping === 'mes') return `${day.slice(0, 7)}-01`;
  if (grouping === 'semana') {
    // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
    const number = dayNumber(day);
    return dayOf(number - ((((number + 3) % 7) + 7) % 7));
  }
  return day;
}

/** The first day of the period after the one starting on `start`. */
function nextPeriodStart(start: string, grouping: MetricsGrouping): string {
  if (grouping === 'dia') return shiftDay(start, 1);
  if (grouping === 'semana') return shiftDay(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** How many periods `desde`–`hasta` spans (both days included). */
export function countPeriods(desde: string, hasta: string, grouping: MetricsGrouping): number {
  if (hasta < desde) return 0;
  if (grouping === 'mes') {
    const months = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    return months(hasta) - months(desde) + 1;
  }
  const days = dayNumber(periodStart(hasta, grouping)) - dayNumber(periodStart(desde, grouping));
  return grouping === 'semana' ? days / 7 + 1 : days + 1;
}

/**
 * The periods of `desde`–`hasta`, oldest first: each one's first day (`period`, the key of the
 * series) and the days of it inside the range (`start`–`end`; the first and last may be partial).
 */
export function periodsOf(
  desde: string,
  hasta: string,
  grouping: MetricsGrouping,
): { period: string; start: string; end: string }[] {
  const periods: { period: string; start: string; end: string }[] = [];
  let period = periodStart(desde, grouping);
  while (period <= hasta && periods.length < MAX_METRICS_PERIODS) {
    const next = nextPeriodStart(period, grouping);
    const last = shiftDay(next, -1);
    periods.push({
      period,
      start: period < desde ? desde : period,
      end: last > hasta ? hasta : last,
    });
    period = next;
  }
  return periods;
}

/**
 * The range a query asks for, with what it leaves out filled from `today` (the shop's day):
 * `hasta` is today; `desde` starts twelve months back (the 1st of the month eleven months before
 * `hasta`), or twelve weeks back with `semana`, or thirty days back with `dia`.
 */
export function resolveMetricsRange(
  query: { desde?: string; hasta?: string; agrupar?: MetricsGrouping },
  today: string,
): { desde: string; hasta: string; agrupar: MetricsGrouping } {
  const agrupar = query.agrupar ?? 'mes';
  const hasta = query.hasta ?? (query.desde && query.desde > today ? query.desde : today);
  let desde = query.desde;
  if (!desde) {
    if (agrupar === 'dia') desde = shiftDay(hasta, -29);
    else if (agrupar === 'semana') desde = shiftDay(periodStart(hasta, 'semana'), -7 * 11);
    else {
      const [year, month] = hasta.split('-').map(Number) as [number, number];
      desde = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
    }
  }
  return { desde, hasta, agrupar };
}

/** Why a range is refused (Spanish), or null when it holds. */
export function metricsRangeProblem(
  desde: string,
  hasta: string,
  grouping?: MetricsGrouping,
): string | null {
  if (desde > hasta) return 'La fecha inicial es posterior a la final';
  if (grouping && countPeriods(desde, hasta, grouping) > MAX_METRICS_PERIODS) {
    const unit = { dia: 'días', semana: 'semanas', mes: 'meses' }[grouping];
    return `El rango admite como máximo ${MAX_METRICS_PERIODS} ${unit}: acórtalo o agrupa por un periodo mayor`;
  }
  return null;
}

const rangeFields = {
  /** First day, included (the shop's calendar). Twelve months back when not given. */
  desde: calendarDay('La fecha inicial no es válida').optional(),
  /** Last day, included. Today when not given. */
  hasta: calendarDay('La fecha final no es válida').optional(),
};

const daySchema = calendarDay('La fecha no es válida');
const isDay = (value: string | undefined): value is string =>
  value !== undefined && daySchema.safeParse(value).success;

/** Refuses a range that ends before it starts, or that has too many periods. */
function checkRange(
  query: { desde?: string; hasta?: string; agrupar?: MetricsGrouping },
  context: z.RefinementCtx,
) {
  // A day its own field refused is not compared (the refinement runs despite that refusal).
  if (!isDay(query.desde) || !isDay(query.hasta)) return;
  const problem = metricsRangeProblem(query.desde, query.hasta, query.agrupar);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['hasta'] });
}

/** How many of the first items to answer: 10 unless said, at most 50. */
const limitParam = int4('El límite no es válido', { coerce: true })
  .min(1, { error: 'El límite debe ser al menos 1' })
  .max(50, { error: 'Como máximo 50 resultados' })
  .default(10);

/** A date range: both days included; either may be left out (see `resolveMetricsRange`). */
export const metricsRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type MetricsRangeQuery = z.input<typeof metricsRangeQuerySchema>;

/** A range grouped in periods: at most `MAX_METRICS_PERIODS` of them. */
export const metricsSeriesQuerySchema = z
  .object({
    ...rangeFields,
    agrupar: z.enum(METRICS_GROUPINGS, { error: 'Agrupa por dia, semana o mes' }).default('mes'),
  })
  .superRefine(checkRange);
export type MetricsSeriesQuery = z.input<typeof metricsSeriesQuerySchema>;

/** A range and how many of the first items to answer (`limite`). */
export const metricsTopQuerySchema = z
  .object({ ...rangeFields, limite: limitParam })
  .superRefine(checkRange);
export type MetricsTopQuery = z.input<typeof metricsTopQuerySchema>;

/** The range an answer was computed for, after the defaults were filled in. */
export const metricsRangeSchema = z.object({ desde: z.string(), hasta: z.string() });
export type MetricsRange = z.infer<typeof metricsRangeSchema>;

/**
 * Where a figure is handled, for the web to link to: a screen and the query its list opens with.
 * `quotations`: the staff's quotation list (`estado`, `desde`, `hasta`); `orders`: the order list
 * (`estado`, `desde`, `hasta`); `comments`: formula posts, comment moderation
 * (`estadoComentario`); `products`: the products admin list (`tipo`, `estado`); `lowStock`: the
 * list of products with low stock (analytics); `consultasClients`, `consultasSuppliers`,
 * `consultasProducts`: the consultas lists (`desde`, `hasta`).
 */
export const METRICS_SCREENS = [
  'quotations',
  'orders',
  'comments',
  'products',
  'lowStock',
  'consultasClients',
  'consultasSuppliers',
  'consultasProducts',
] as const;
export type MetricsScreen = (typeof METRICS_SCREENS)[number];
export const metricsLinkSchema = z.object({
  screen: z.enum(METRICS_SCREENS),
  params: z.record(z.string(), z.string()),
});
export type MetricsLink = z.infer<typeof metricsLinkSchema>;

// ---------------------------------------------------------------------------------------------
// Products per type (`totalTiposProductos`)

/** Every product type, with none left out: one with no products counts zero. */
export const productTypeTotalSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  typeSlug: z.string(),
  published: z.number().int(),
  draft: z.number().int(),
  total: z.number().int(),
  /** The products admin list filtered by the type. */
  link: metricsLinkSchema,
});
export type ProductTypeTotal = z.infer<typeof productTypeTotalSchema>;
export const productTypeTotalsResponseSchema = z.object({
  /** Most products first, then by name. */
  items: z.array(productTypeTotalSchema),
  totals: z.object({
    published: z.number().int(),
    draft: z.number().int(),
    total: z.number().int(),
  }),
});
export type ProductTypeTotalsResponse = z.infer<typeof productTypeTotalsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Series per period

const periodFields = {
  /** The period's first day: the key of the series (the day, its week's Monday, the month's 1st). */
  period: z.string(),
  /** The days of the period inside the range (the first and last periods may be partial). */
  start: z.string(),
  end: z.string(),
};

export const quotationCommentPeriodSchema = z.object({
  ...periodFields,
  /** Quotations asked for or made in the period (every source, whatever their status now). */
  quotations: z.number().int(),
  /** Comments left on formula posts in the period (every status: pending, approved, rejected). */
  comments: z.number().int(),
});
export type QuotationCommentPeriod = z.infer<typeof quotationCommentPeriodSchema>;
export const quotationCommentSeriesSchema = metricsRangeSchema.extend({
  agrupar: z.enum(METRICS_GROUPINGS),
  /** Every period of the range, oldest first, zero-filled. */
  items: z.array(quotationCommentPeriodSchema),
  totals: z.object({ quotations: z.number().int(), comments: z.number().int() }),
});
export type QuotationCommentSeries = z.infer<typeof quotationCommentSeriesSchema>;

export const tradePeriodSchema = z.object({
  ...periodFields,
  /** Sales (facturas issued, minus credit notes) without IVA, by issue date. */
  salesCents: z.number().int(),
  /** Purchases (facturas received, minus credit notes) without IVA, by issue date. */
  purchasesCents: z.number().int(),
  /** Sale facturas issued (credit notes not counted). */
  salesInvoices: z.number().int(),
  purchaseInvoices: z.number().int(),
});
export type TradePeriod = z.infer<typeof tradePeriodSchema>;
export const tradeSeriesSchema = metricsRangeSchema.extend({
  agrupar: z.enum(METRICS_GROUPINGS),
  items: z.array(tradePeriodSchema),
  /** The range's sums: the same as the consultas' clients (sales) and suppliers (purchases). */
  totals: z.object({
    salesCents: z.number().int(),
    purchasesCents: z.number().int(),
    salesInvoices: z.number().int(),
    purchaseInvoices: z.number().int(),
  }),
});
export type TradeSeries = z.infer<typeof tradeSeriesSchema>;

// ---------------------------------------------------------------------------------------------
// Quotations and orders per status, conversion

const statusFigures = {
  count: z.number().int(),
  /** Quotations: their latest revision's total; orders: their total. With IVA (and shipping). */
  totalCents: z.number().int(),
  link: metricsLinkSchema,
};
export const statusCountsSchema = metricsRangeSchema.extend({
  /**
   * Quotations made in the range, by the status they show today (`expired`: new or sent ones
   * whose validity has passed). Every status is present, zero when none.
   */
  quotations: z.array(z.object({ status: z.enum(QUOTATION_STATUSES), ...statusFigures })),
  /** Orders placed in the range, by their status today. Every status is present. */
  orders: z.array(z.object({ status: z.enum(ORDER_STATUSES), ...statusFigures })),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const conversionSchema = metricsRangeSchema.extend({
  /** Quotations made in the range. */
  quotations: z.number().int(),
  /** Of them, those that became an order (whenever the order was placed). */
  converted: z.number().int(),
  /** Of them, accepted by the buyer and still waiting to be turned into an order. */
  acceptedWaiting: z.number().int(),
  /** converted / quotations, in percent with one decimal; null without quotations. */
  ratePercent: z.number().nullable(),
  /** From the quotation's creation to its order's, in days with one decimal; null: none. */
  averageDaysToConvert: z.number().nullable(),
  /** What the converted quotations' orders add up to, with IVA. */
  convertedOrdersCents: z.number().int(),
});
export type Conversion = z.infer<typeof conversionSchema>;

// ---------------------------------------------------------------------------------------------
// Top products and clients (from the consultas' sales)

/** A catalogue product's sales in the range: the consultas' product list figures. */
export const topProductSchema = z.object({
  productId: z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  /** In the product's own unit. */
  quantity: z.number(),
  unit: z.string(),
  /** Without IVA, net of credit notes (only lines matched to the product). */
  salesCents: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;
export const topProductsResponseSchema = metricsRangeSchema.extend({
  items: z.array(topProductSchema),
});
export type TopProductsResponse = z.infer<typeof topProductsResponseSchema>;

/** A client's purchases from the shop in the range: the consultas' client list figures. */
export const topClientSchema = z.object({
  partyId: z.string(),
  name: z.string(),
  identification: z.string(),
  /** Without IVA, net of credit notes. */
  amountCents: z.number().int(),
  invoiceCount: z.number().int(),
  lastDate: z.string().nullable(),
});
export type TopClient = z.infer<typeof topClientSchema>;
export const topClientsResponseSchema = metricsRangeSchema.extend({
  items: z.array(topClientSchema),
});
export type TopClientsResponse = z.infer<typeof topClientsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Low stock and comments to moderate

/**
 * A product low at a branch (`isLowStock` of the catalogue): a published product whose available
 * stock at the branch (on hand − reserved by confirmed orders, in its unit) is at or below the
 * minimum staff set for that branch in its stock card. A branch without a minimum does not watch
 * the product. Drafts are left out (nobody can buy them), and the minimum order plays no part: it
 * is what one sale takes, not what the shop keeps. One row per product and branch.
 */
export const lowStockProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  typeName: z.string(),
  unit: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  available: z.number(),
  /** Held by confirmed orders at the branch. */
  reserved: z.number(),
  /** The branch's reorder point. */
  minimum: z.number(),
  /** What brings the branch back to its minimum: minimum − available. */
  shortfall: z.number(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;
export const lowStockQuerySchema = paginationQuerySchema;
export type LowStockQuery = z.input<typeof lowStockQuerySchema>;
/**
 * Out of stock first, then by the share of its minimum left (smallest first), then by name and
 * branch.
 */
export const lowStockResponseSchema = listResponseSchema(lowStockProductSchema);
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;

export const pendingCommentSchema = z.object({
  id: z.string(),
  formulaId: z.string(),
  formulaTitle: z.string(),
  formulaSlug: z.string(),
  authorName: z.string(),
  /** The comment's first 200 characters. */
  excerpt: z.string(),
  createdAt: z.string(),
});
export type PendingComment = z.infer<typeof pendingCommentSchema>;
export const pendingCommentsQuerySchema = z.object({ limite: limitParam });
export type PendingCommentsQuery = z.input<typeof pendingCommentsQuerySchema>;
export const pendingCommentsResponseSchema = z.object({
  /** The oldest waiting first (they have waited longest). */
  items: z.array(pendingCommentSchema),
  /** Every comment waiting for moderation. */
  total: z.number().int(),
  link: metricsLinkSchema,
});
export type PendingCommentsResponse = z.infer<typeof pendingCommentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Principal (`/dashboard`): what a salesperson needs on arriving

/** What waits for staff now, each with the screen where it is handled. */
export const WAITING_KINDS = [
  /** Quotations asked for that staff have not opened yet (attention `request`). */
  'quotationRequests',
  /** Quotations with a buyer's message not read yet (attention `message`). */
  'quotationMessages',
  /** Quotations the buyer accepted, to be turned into an order (attention `accepted`). */
  'quotationsAccepted',
  /** Orders to confirm (`pending`). */
  'ordersPending',
  /** Confirmed orders to ship or prepare for pickup (`confirmed`). */
  'ordersConfirmed',
  /** Formula comments waiting for moderation. */
  'commentsPending',
  /** Published products with low stock (see `lowStockProductSchema`). */
  'lowStock',
] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];
export const WAITING_KIND_LABELS: Record<WaitingKind, string> = {
  quotationRequests: 'Cotizaciones nuevas',
  quotationMessages: 'Mensajes en cotizaciones',
  quotationsAccepted: 'Cotizaciones aceptadas por convertir',
  ordersPending: 'Pedidos por confirmar',
  ordersConfirmed: 'Pedidos por despachar',
  commentsPending: 'Comentarios por moderar',
  lowStock: 'Productos con stock bajo',
};
export const waitingItemSchema = z.object({
  kind: z.enum(WAITING_KINDS),
  count: z.number().int(),
  link: metricsLinkSchema,
});
export type WaitingItem = z.infer<typeof waitingItemSchema>;

/** A figure now and in the same span of last month. */
export const comparedFigureSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  /** (current − previous) / previous in percent, one decimal; null when previous is zero. */
  changePercent: z.number().nullable(),
  link: metricsLinkSchema,
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

/** One span (today, or this month so far) against the same days of last month. */
export const spanFiguresSchema = z.object({
  current: metricsRangeSchema,
  /**
   * The same day-of-month span of last month (1–24 November against 1–24 October), cut at its
   * last day (31 March against 1–28 February).
   */
  previous: metricsRangeSchema,
  /** Sales without IVA, net of credit notes (the consultas' figure). */
  salesCents: comparedFigureSchema,
  /** Quotations made. */
  quotations: comparedFigureSchema,
  /** Orders placed, cancelled ones left out. */
  orders: comparedFigureSchema,
  /** What those orders add up to, with IVA and shipping. */
  ordersCents: comparedFigureSchema,
});
export type SpanFigures = z.infer<typeof spanFiguresSchema>;

export const dashboardSummarySchema = z.object({
  /** The shop's day the summary was made on. */
  today: z.string(),
  /** Every kind, in the order of `WAITING_KINDS`, zero when nothing waits. */
  waiting: z.array(waitingItemSchema),
  day: spanFiguresSchema,
  month: spanFiguresSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
