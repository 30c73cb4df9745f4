import {
  conversionSchema,
  dashboardSummarySchema,
  lowStockQuerySchema,
  lowStockResponseSchema,
  metricsRangeQuerySchema,
  metricsSeriesQuerySchema,
  metricsTopQuerySchema,
  pendingCommentsQuerySchema,
  pendingCommentsResponseSchema,
  productTypeTotalsResponseSchema,
  quotationCommentSeriesSchema,
  statusCountsSchema,
  topClientsResponseSchema,
  topProductsResponseSchema,
  tradeSeriesSchema,
} from '../metrics';
import { defineEndpoint } from '../endpoint';

/**
 * Métricas (staff only: admin and vendedor). Ranges are days of the shop's calendar
 * (America/Guayaquil), both included; a range left out is the last twelve months (see
 * `resolveMetricsRange`), and every answer says the range it used.
 */
export const metricsEndpoints = {
  /**
   * Products per product type: published, draft and both. Every type is listed, also one with no
   * products.
   */
  productTypeTotals: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/totalTiposProductos',
    response: productTypeTotalsResponseSchema,
  }),
  /**
   * Quotations made (every source and status) and formula comments left (every moderation status)
   * per day, week (Monday to Sunday) or month, zero-filled; at most 400 periods.
   */
  quotationCommentSeries: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/serieCotizaAndComentario',
    query: metricsSeriesQuerySchema,
    response: quotationCommentSeriesSchema,
  }),
  /**
   * Sales and purchases per period, zero-filled: the sum of the SRI documents (and CSV ones) by
   * issue date, facturas minus credit notes, without IVA. The range's totals equal the consultas'
   * clients and suppliers lists for the same range, to the cent.
   */
  tradeSeries: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/ventasCompras',
    query: metricsSeriesQuerySchema,
    response: tradeSeriesSchema,
  }),
  /**
   * Quotations made and orders placed in the range, per status they have today (a quotation past
   * its validity reads `expired`), with their totals with IVA.
   */
  statusCounts: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/estados',
    query: metricsRangeQuerySchema,
    response: statusCountsSchema,
  }),
  /**
   * Of the quotations made in the range: how many became an order, the rate, and the average days
   * from the quotation to its order.
   */
  conversion: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/conversion',
    query: metricsRangeQuerySchema,
    response: conversionSchema,
  }),
  /** The catalogue products sold most in the range, by amount: the consultas' product figures. */
  topProducts: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/topProductos',
    query: metricsTopQuerySchema,
    response: topProductsResponseSchema,
  }),
  /** The clients who bought most in the range, by amount: the consultas' client figures. */
  topClients: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/topClientes',
    query: metricsTopQuerySchema,
    response: topClientsResponseSchema,
  }),
  /**
   * Published products whose available stock at a branch is at or below that branch's minimum,
   * one row per product and branch (see `lowStockProductSchema`); out of stock first.
   */
  lowStock: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/stockBajo',
    query: lowStockQuerySchema,
    response: lowStockResponseSchema,
  }),
  /** Formula comments waiting for moderation: how many, and the oldest ones. */
  pendingComments: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/comentariosPendientes',
    query: pendingCommentsQuerySchema,
    response: pendingCommentsResponseSchema,
  }),
  /**
   * Principal (`/dashboard`): what waits for staff now, and today's and this month's sales,
   * quotations and orders against the same days of last month, each with where it is handled.
   */
  dashboardSummary: defineEndpoint({
    method: 'GET',
    path: '/api/metricas/resumen',
    response: dashboardSummarySchema,
  }),
};
