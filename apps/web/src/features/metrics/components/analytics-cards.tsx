import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ORDER_STATUS_LABELS,
  QUOTATION_STATUS_LABELS,
  type Conversion,
  type MetricsGrouping,
  type ProductTypeTotalsResponse,
  type QuotationCommentSeries,
  type StatusCounts,
  type TopClientsResponse,
  type TopProductsResponse,
  type TradeSeries,
} from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { ChartCard } from '@/components/chart-card';
import type { DataColumn } from '@/components/table/data-columns';
import { paths } from '@/config/paths';
import { formatPercent } from '@/lib/figure-format';
import { countOf, formatNumber, formatUsd } from '@/lib/format';
import { metricsHref } from '../utils/metric-link';
import { periodLabel, shortPeriodLabel } from '../utils/period-label';
import { MetricChart } from './metric-card';

type Period = { period: string; start: string; end: string };

/** The first column of a series' table: the period, exported as its first day. */
function periodColumn<T extends Period>(grouping: MetricsGrouping): DataColumn<T> {
  return {
    label: 'Periodo',
    value: (item) => item.period,
    render: (item) => periodLabel(item, grouping),
    nowrap: true,
  };
}

const rangeText = (range: { desde: string; hasta: string }) =>
  `${range.desde.split('-').reverse().join('/')} – ${range.hasta.split('-').reverse().join('/')}`;

/** Sales and purchases per period: the consultas' figures, without IVA. */
export function TradeCard({ data }: { data: TradeSeries }) {
  const { items, agrupar, totals } = data;
  const columns: DataColumn<TradeSeries['items'][number]>[] = [
    periodColumn(agrupar),
    { label: 'Ventas', kind: 'usd', value: (item) => item.salesCents },
    { label: 'Compras', kind: 'usd', value: (item) => item.purchasesCents },
    { label: 'Facturas de venta', kind: 'number', value: (item) => item.salesInvoices },
    { label: 'Facturas de compra', kind: 'number', value: (item) => item.purchaseInvoices },
  ];
  return (
    <ChartCard
      title="Ventas y compras"
      subtitle={
        <>
          Sin IVA, netas de notas de crédito: ventas {formatUsd(totals.salesCents)}, compras{' '}
          {formatUsd(totals.purchasesCents)}.{' '}
          <Link
            component={RouterLink}
            underline="always"
            to={metricsHref({
              screen: 'consultasClients',
              params: { desde: data.desde, hasta: data.hasta },
            })}
          >
            Ver en Consultas
          </Link>
        </>
      }
      columns={columns}
      rows={items}
      rowKey={(item) => item.period}
      empty={totals.salesInvoices === 0 && totals.purchaseInvoices === 0 && totals.salesCents === 0}
      emptyText="Sin ventas ni compras en estas fechas. Importa los comprobantes del SRI en Consultas."
      tableMinWidth={700}
      chart={
        <MetricChart
          money
          variant={items.length > 24 ? 'line' : 'bars'}
          categories={items.map((item) => shortPeriodLabel(item, agrupar))}
          series={[
            { label: 'Ventas', data: items.map((item) => item.salesCents) },
            { label: 'Compras', data: items.map((item) => item.purchasesCents) },
          ]}
        />
      }
    />
  );
}

/** Quotations made and formula comments left per period (`serieCotizaAndComentario`). */
export function QuotationCommentCard({ data }: { data: QuotationCommentSeries }) {
  const { items, agrupar, totals } = data;
  const columns: DataColumn<QuotationCommentSeries['items'][number]>[] = [
    periodColumn(agrupar),
    { label: 'Cotizaciones', kind: 'number', value: (item) => item.quotations },
    { label: 'Comentarios', kind: 'number', value: (item) => item.comments },
  ];
  return (
    <ChartCard
      title="Cotizaciones y comentarios"
      subtitle={`${countOf(totals.quotations, 'cotización', 'cotizaciones')} y ${countOf(totals.comments, 'comentario', 'comentarios')} en fórmulas`}
      columns={columns}
      rows={items}
      rowKey={(item) => item.period}
      empty={totals.quotations === 0 && totals.comments === 0}
      emptyText="Sin cotizaciones ni comentarios en estas fechas."
      chart={
        <MetricChart
          variant={items.length > 24 ? 'line' : 'bars'}
          categories={items.map((item) => shortPeriodLabel(item, agrupar))}
          series={[
            { label: 'Cotizaciones', data: items.map((item) => item.quotations) },
            { label: 'Comentarios', data: items.map((item) => item.comments) },
          ]}
        />
      }
    />
  );
}

/** The catalogue per product type, published and draft (`totalTiposProductos`). */
export function ProductTypesCard({ data }: { data: ProductTypeTotalsResponse }) {
  const items = data.items.filter((item) => item.total > 0);
  const columns: DataColumn<ProductTypeTotalsResponse['items'][number]>[] = [
    { label: 'Tipo', value: (item) => item.typeName },
    { label: 'Publicados', kind: 'number', value: (item) => item.published },
    { label: 'Borradores', kind: 'number', value: (item) => item.draft },
    { label: 'Total', kind: 'number', value: (item) => item.total },
  ];
  return (
    <ChartCard
      title="Productos por tipo"
      subtitle={`${countOf(data.totals.total, 'producto', 'productos')}: ${countOf(data.totals.published, 'publicado', 'publicados')}, ${formatNumber(data.totals.draft)} en borrador`}
      columns={columns}
      rows={data.items}
      rowKey={(item) => String(item.typeId)}
      rowHref={(item) => metricsHref(item.link)}
      empty={items.length === 0}
      emptyText="Todavía no hay productos en el catálogo."
      tableMinWidth={460}
      chart={
        <MetricChart
          variant="horizontal"
          categories={items.map((item) => item.typeName)}
          series={[
            { label: 'Publicados', data: items.map((item) => item.published), stack: 'total' },
            { label: 'Borradores', data: items.map((item) => item.draft), stack: 'total' },
          ]}
        />
      }
    />
  );
}

type StatusRow = { status: string; label: string; count: number; totalCents: number; href: string };

function StatusCard({ title, noun, rows }: { title: string; noun: string; rows: StatusRow[] }) {
  const columns: DataColumn<StatusRow>[] = [
    { label: 'Estado', value: (row) => row.label },
    { label: 'Cantidad', kind: 'number', value: (row) => row.count },
    { label: 'Monto (con IVA)', kind: 'usd', value: (row) => row.totalCents },
  ];
  const shown = rows.filter((row) => row.count > 0);
  return (
    <ChartCard
      title={title}
      subtitle={`Hechos en estas fechas, por su estado de hoy`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.status}
      rowHref={(row) => row.href}
      empty={shown.length === 0}
      emptyText={`Sin ${noun} en estas fechas.`}
      chart={
        <MetricChart
          variant="horizontal"
          categories={shown.map((row) => row.label)}
          series={[{ label: 'Cantidad', data: shown.map((row) => row.count) }]}
        />
      }
    />
  );
}

export function QuotationStatusCard({ data }: { data: StatusCounts }) {
  return (
    <StatusCard
      title="Cotizaciones por estado"
      noun="cotizaciones"
      rows={data.quotations.map((item) => ({
        status: item.status,
        label: QUOTATION_STATUS_LABELS[item.status],
        count: item.count,
        totalCents: item.totalCents,
        href: metricsHref(item.link),
      }))}
    />
  );
}

export function OrderStatusCard({ data }: { data: StatusCounts }) {
  return (
    <StatusCard
      title="Pedidos por estado"
      noun="pedidos"
      rows={data.orders.map((item) => ({
        status: item.status,
        label: ORDER_STATUS_LABELS[item.status],
        count: item.count,
        totalCents: item.totalCents,
        href: metricsHref(item.link),
      }))}
    />
  );
}

type ConversionRow = { concept: string; value: number | null; kind: 'number' | 'usd' | 'percent' };

/** How many quotations became orders, and how long it took. */
export function ConversionCard({ data }: { data: Conversion }) {
  const rows: ConversionRow[] = [
    { concept: 'Cotizaciones hechas', value: data.quotations, kind: 'number' },
    { concept: 'Aceptadas, por convertir', value: data.acceptedWaiting, kind: 'number' },
    { concept: 'Convertidas en pedido', value: data.converted, kind: 'number' },
    { concept: 'Tasa de conversión (%)', value: data.ratePercent, kind: 'percent' },
    { concept: 'Días promedio hasta el pedido', value: data.averageDaysToConvert, kind: 'number' },
    { concept: 'Monto de esos pedidos (con IVA)', value: data.convertedOrdersCents, kind: 'usd' },
  ];
  const columns: DataColumn<ConversionRow>[] = [
    { label: 'Concepto', value: (row) => row.concept },
    {
      label: 'Valor',
      kind: 'number',
      value: (row) =>
        row.value === null ? null : row.kind === 'usd' ? row.value / 100 : row.value,
      render: (row) =>
        row.value === null
          ? '—'
          : row.kind === 'usd'
            ? formatUsd(row.value)
            : row.kind === 'percent'
              ? formatPercent(row.value)
              : formatNumber(row.value),
    },
  ];
  const funnel = rows.slice(0, 3);
  return (
    <ChartCard
      title="Conversión de cotizaciones"
      subtitle={
        data.ratePercent === null
          ? 'Sin cotizaciones en estas fechas'
          : `${formatPercent(data.ratePercent)} convertidas en pedido${
              data.averageDaysToConvert === null
                ? ''
                : `, en ${countOf(data.averageDaysToConvert, 'día', 'días')} en promedio`
            }`
      }
      columns={columns}
      rows={rows}
      rowKey={(row) => row.concept}
      empty={data.quotations === 0}
      emptyText="Sin cotizaciones en estas fechas."
      chart={
        <MetricChart
          variant="horizontal"
          categories={funnel.map((row) => row.concept)}
          series={[{ label: 'Cotizaciones', data: funnel.map((row) => row.value ?? 0) }]}
        />
      }
    />
  );
}

/** The catalogue products sold most, each linking to its consultas page. */
export function TopProductsCard({ data }: { data: TopProductsResponse }) {
  const columns: DataColumn<TopProductsResponse['items'][number]>[] = [
    { label: 'Producto', value: (item) => item.name, minWidth: 160 },
    { label: 'Código', value: (item) => item.code, nowrap: true },
    {
      label: 'Cantidad',
      kind: 'number',
      value: (item) => item.quantity,
      render: (item) => `${formatNumber(item.quantity)} ${item.unit}`,
    },
    { label: 'Ventas (sin IVA)', kind: 'usd', value: (item) => item.salesCents },
  ];
  return (
    <ChartCard
      title="Productos más vendidos"
      subtitle={`Por monto, ${rangeText(data)}`}
      columns={columns}
      rows={data.items}
      rowKey={(item) => item.productId}
      rowHref={(item) => paths.dashboard.consultas.product(item.productId)}
      empty={data.items.length === 0}
      emptyText="Sin ventas de productos del catálogo en estas fechas."
      tableMinWidth={560}
      chart={
        <MetricChart
          money
          variant="horizontal"
          categories={data.items.map((item) => item.name)}
          series={[{ label: 'Ventas', data: data.items.map((item) => item.salesCents) }]}
        />
      }
    />
  );
}

/** The clients who bought most, each linking to its consultas page. */
export function TopClientsCard({ data }: { data: TopClientsResponse }) {
  const columns: DataColumn<TopClientsResponse['items'][number]>[] = [
    { label: 'Cliente', value: (item) => item.name, minWidth: 160 },
    { label: 'Identificación', value: (item) => item.identification, nowrap: true },
    { label: 'Facturas', kind: 'number', value: (item) => item.invoiceCount },
    { label: 'Monto (sin IVA)', kind: 'usd', value: (item) => item.amountCents },
    { label: 'Última compra', kind: 'date', value: (item) => item.lastDate },
  ];
  return (
    <ChartCard
      title="Mejores clientes"
      subtitle={`Por monto, ${rangeText(data)}`}
      columns={columns}
      rows={data.items}
      rowKey={(item) => item.partyId}
      rowHref={(item) => paths.dashboard.consultas.client(item.partyId)}
      empty={data.items.length === 0}
      emptyText="Sin ventas a clientes en estas fechas."
      tableMinWidth={700}
      chart={
        <MetricChart
          money
          variant="horizontal"
          categories={data.items.map((item) => item.name)}
          series={[{ label: 'Monto', data: data.items.map((item) => item.amountCents) }]}
        />
      }
    />
  );
}

/** A row of headline figures of the range. */
export function KeyFigures({
  figures,
}: {
  figures: { label: string; value: string; hint?: string }[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figures.map((figure) => (
        <Card key={figure.label} sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {figure.value}
          </Typography>
          {figure.hint && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.hint}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
