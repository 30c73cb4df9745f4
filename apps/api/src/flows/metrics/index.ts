// What other modules use of the metrics: QuimIA's metrics tool reads the business's figures in
// one call, and the Principal page's summary. Never the routes.
export { readMetricsSummary, type MetricsSummary } from './metrics-summary';
export { readDashboardSummary } from './dashboard-summary';
export { LOW_STOCK, STOCK_LEVELS_FROM } from './metrics-queries';
