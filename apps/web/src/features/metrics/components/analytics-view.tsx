import { useEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { formatPercent } from '@/lib/figure-format';
import { countOf, formatNumber, formatUsd } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import { useMetric, useProductTypeTotals } from '../api/metrics';
import { LOW_STOCK_ANCHOR } from '../utils/metric-link';
import { readRangeParams, shopToday } from '../utils/range-params';
import {
  ConversionCard,
  KeyFigures,
  OrderStatusCard,
  ProductTypesCard,
  QuotationCommentCard,
  QuotationStatusCard,
  TopClientsCard,
  TopProductsCard,
  TradeCard,
} from './analytics-cards';
import { MetricSection } from './metric-card';
import { RangeControls } from './range-controls';
import { LowStockCard, PendingCommentsCard } from './waiting-lists';

/** Two cards a row on a wide screen; `alignItems: 'start'` when one of them is much taller. */
function Grid({ children, alignItems = 'stretch' }: { children: ReactNode; alignItems?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        mb: 3,
        alignItems,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Métricas: how the business goes over a range of days, grouped by day, week or month, all in
 * the address. Each chart shows its figures as a table and exports them.
 */
export function AnalyticsView() {
  const [searchParams, update] = useListParams();
  const today = useMemo(() => shopToday(), []);
  const range = readRangeParams(searchParams, today);
  const enabled = range.problem === null;
  const days = { desde: range.desde, hasta: range.hasta };
  const series = { ...days, agrupar: range.agrupar };

  const trade = useMetric('tradeSeries', series, { enabled });
  const quotationComments = useMetric('quotationCommentSeries', series, { enabled });
  const statuses = useMetric('statusCounts', days, { enabled });
  const conversion = useMetric('conversion', days, { enabled });
  const topProducts = useMetric('topProducts', { ...days, limite: 10 }, { enabled });
  const topClients = useMetric('topClients', { ...days, limite: 10 }, { enabled });
  const productTypes = useProductTypeTotals();

  // Principal's low stock card leads here: the page arrives after the link, so it scrolls itself.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${LOW_STOCK_ANCHOR}`) {
      document.getElementById(LOW_STOCK_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [hash]);

  return (
    <>
      <RangeControls range={range} update={update} />
      {range.problem && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {range.problem}
        </Alert>
      )}
      {trade.data && quotationComments.data && conversion.data && (
        <KeyFigures
          figures={[
            {
              label: 'Ventas (sin IVA)',
              value: formatUsd(trade.data.totals.salesCents),
              hint: countOf(trade.data.totals.salesInvoices, 'factura', 'facturas'),
            },
            {
              label: 'Compras (sin IVA)',
              value: formatUsd(trade.data.totals.purchasesCents),
              hint: countOf(trade.data.totals.purchaseInvoices, 'factura', 'facturas'),
            },
            {
              label: 'Cotizaciones',
              value: formatNumber(quotationComments.data.totals.quotations),
              hint: `${countOf(quotationComments.data.totals.comments, 'comentario', 'comentarios')} en fórmulas`,
            },
            {
              label: 'Conversión a pedido',
              value: formatPercent(conversion.data.ratePercent),
              hint:
                conversion.data.averageDaysToConvert === null
                  ? undefined
                  : `${countOf(conversion.data.averageDaysToConvert, 'día', 'días')} en promedio`,
            },
          ]}
        />
      )}
      {enabled && (
        <>
          <Box sx={{ mb: 3 }}>
            <MetricSection title="Ventas y compras" query={trade}>
              {(data) => <TradeCard data={data} />}
            </MetricSection>
          </Box>
          <Grid>
            <MetricSection title="Cotizaciones y comentarios" query={quotationComments}>
              {(data) => <QuotationCommentCard data={data} />}
            </MetricSection>
            <MetricSection title="Conversión de cotizaciones" query={conversion}>
              {(data) => <ConversionCard data={data} />}
            </MetricSection>
            <MetricSection title="Cotizaciones por estado" query={statuses}>
              {(data) => <QuotationStatusCard data={data} />}
            </MetricSection>
            <MetricSection title="Pedidos por estado" query={statuses}>
              {(data) => <OrderStatusCard data={data} />}
            </MetricSection>
            <MetricSection title="Productos más vendidos" query={topProducts}>
              {(data) => <TopProductsCard data={data} />}
            </MetricSection>
            <MetricSection title="Mejores clientes" query={topClients}>
              {(data) => <TopClientsCard data={data} />}
            </MetricSection>
          </Grid>
        </>
      )}
      <Grid alignItems="start">
        <MetricSection title="Productos por tipo" query={productTypes}>
          {(data) => <ProductTypesCard data={data} />}
        </MetricSection>
        <PendingCommentsCard />
      </Grid>
      <LowStockCard />
    </>
  );
}
