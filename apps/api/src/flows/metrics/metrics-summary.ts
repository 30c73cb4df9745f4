import type {
  Conversion,
  LowStockProduct,
  MetricsRange,
  OrderStatus,
  QuotationStatus,
  TopClient,
  TopProduct,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { tradeTotalsByPeriod } from '../../modules/consultas';
import { shopDate } from '../../lib/shop-calendar';
import {
  conversion,
  lowStock,
  pendingComments,
  statusCounts,
  topClients,
  topProducts,
} from './metrics-queries';
import { resolvedRange } from './metrics-range';
import { readCents } from '../../lib/money';

/** The business in a date range, in one read: what QuimIA's metrics tool answers from. */
export type MetricsSummary = MetricsRange & {
  /** Without IVA, net of credit notes, by issue date (the consultas' figures). */
  trade: {
    salesCents: number;
    purchasesCents: number;
    salesInvoices: number;
    purchaseInvoices: number;
  };
  /** Quotations made in the range, by the status they show today. */
  quotationsByStatus: Record<QuotationStatus, number>;
  /** Orders placed in the range, by status, with their totals (with IVA). */
  ordersByStatus: Record<OrderStatus, { count: number; totalCents: number }>;
  conversion: Omit<Conversion, 'desde' | 'hasta'>;
  /** The five best-selling products and clients of the range. */
  topProducts: TopProduct[];
  topClients: TopClient[];
  /** Now, whatever the range: products with low stock (the five emptiest) and comments. */
  lowStock: { total: number; items: LowStockProduct[] };
  commentsToModerate: number;
};

const TOP = 5;

/**
 * Reads the business's figures for `range` (the shop's days, both included; a day left out is
 * filled as the metrics pages do: the last twelve months up to today). Read-only; throws the
 * metrics' 400 error (Spanish message) when `desde` is after `hasta`.
 */
export async function readMetricsSummary(
  db: Database,
  range: { desde?: string; hasta?: string } = {},
  today: string = shopDate(new Date()),
): Promise<MetricsSummary> {
  const resolved = resolvedRange(range, today);
  const [periods, statuses, converted, products, clients, low, comments] = await Promise.all([
    tradeTotalsByPeriod(db, { ...resolved, unit: 'month' }),
    statusCounts(db, resolved, today),
    conversion(db, resolved),
    topProducts(db, resolved, TOP),
    topClients(db, resolved, TOP),
    lowStock(db, { page: 1, pageSize: TOP }),
    pendingComments(db, 1),
  ]);
  const total = (pick: (period: (typeof periods)[number]) => number) =>
    readCents(periods.reduce((sum, period) => sum + pick(period), 0));
  const { desde: _desde, hasta: _hasta, ...conversionFigures } = converted;
  return {
    ...resolved,
    trade: {
      salesCents: total((period) => period.salesCents),
      purchasesCents: total((period) => period.purchasesCents),
      salesInvoices: total((period) => period.salesInvoices),
      purchaseInvoices: total((period) => period.purchaseInvoices),
    },
    quotationsByStatus: Object.fromEntries(
      statuses.quotations.map((row) => [row.status, row.count]),
    ) as Record<QuotationStatus, number>,
    ordersByStatus: Object.fromEntries(
      statuses.orders.map((row) => [row.status, { count: row.count, totalCents: row.totalCents }]),
    ) as Record<OrderStatus, { count: number; totalCents: number }>,
    conversion: conversionFigures,
    topProducts: products.items,
    topClients: clients.items,
    lowStock: { total: low.total, items: low.items },
    commentsToModerate: comments.total,
  };
}
