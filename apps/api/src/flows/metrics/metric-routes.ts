import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsEndpoints } from '@quimia/contracts';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { shopDate } from '../../lib/shop-calendar';
import { readDashboardSummary } from './dashboard-summary';
import {
  conversion,
  lowStock,
  pendingComments,
  productTypeTotals,
  quotationCommentSeries,
  statusCounts,
  topClients,
  topProducts,
  tradeSeries,
} from './metrics-queries';
import { resolvedRange } from './metrics-range';

const tags = ['metricas'];
const staff = { access: STAFF_ONLY, tags, errors: ROUTE_ERROR_STATUSES };
const today = () => shopDate(new Date());

/** Métricas: how the business goes, for the analytics and Principal pages (staff only). */
const metricRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.db;

  endpointRoute(
    app,
    metricsEndpoints.productTypeTotals,
    { ...staff, summary: 'Productos por tipo: publicados y borradores' },
    async () => productTypeTotals(db()),
  );
  endpointRoute(
    app,
    metricsEndpoints.quotationCommentSeries,
    { ...staff, summary: 'Cotizaciones y comentarios de fórmulas por día, semana o mes' },
    async (request) => quotationCommentSeries(db(), resolvedRange(request.query, today())),
  );
  endpointRoute(
    app,
    metricsEndpoints.tradeSeries,
    {
      ...staff,
      summary: 'Ventas y compras por día, semana o mes (sin IVA, netas de notas de crédito)',
    },
    async (request) => tradeSeries(db(), resolvedRange(request.query, today())),
  );
  endpointRoute(
    app,
    metricsEndpoints.statusCounts,
    { ...staff, summary: 'Cotizaciones y pedidos del rango por estado' },
    async (request) => {
      const day = today();
      return statusCounts(db(), resolvedRange(request.query, day), day);
    },
  );
  endpointRoute(
    app,
    metricsEndpoints.conversion,
    { ...staff, summary: 'Conversión de cotizaciones en pedidos y días que tarda' },
    async (request) => conversion(db(), resolvedRange(request.query, today())),
  );
  endpointRoute(
    app,
    metricsEndpoints.topProducts,
    { ...staff, summary: 'Productos más vendidos del rango, por monto' },
    async (request) =>
      topProducts(db(), resolvedRange(request.query, today()), request.query.limite),
  );
  endpointRoute(
    app,
    metricsEndpoints.topClients,
    { ...staff, summary: 'Clientes que más compraron en el rango, por monto' },
    async (request) =>
      topClients(db(), resolvedRange(request.query, today()), request.query.limite),
  );
  endpointRoute(
    app,
    metricsEndpoints.lowStock,
    {
      ...staff,
      summary:
        'Productos publicados con lo disponible en una sucursal en su stock mínimo o por debajo',
    },
    async (request) => lowStock(db(), request.query),
  );
  endpointRoute(
    app,
    metricsEndpoints.pendingComments,
    { ...staff, summary: 'Comentarios de fórmulas por moderar' },
    async (request) => pendingComments(db(), request.query.limite),
  );
  endpointRoute(
    app,
    metricsEndpoints.dashboardSummary,
    {
      ...staff,
      summary: 'Principal: lo pendiente y las cifras de hoy y del mes frente al anterior',
    },
    async () => readDashboardSummary(db(), today()),
  );
};

export default metricRoutes;
