import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber, formatUsd } from '@/lib/format';
import { formatCompactCents } from '@/lib/figure-format';

// The metrics' charts, in a chunk of their own: the charts library is downloaded with the first
// chart drawn on the analytics page, never with the rest of the dashboard.

export type ChartSeries = {
  label: string;
  data: number[];
  /** Series sharing a stack are drawn one on top of the other (published and draft). */
  stack?: string;
};

export type MetricChartProps = {
  /** One name per value of every series (periods, types, statuses, products). */
  categories: string[];
  series: ChartSeries[];
  /** The values are US dollar cents. */
  money?: boolean;
  /** Bars along a line of time, or bars per category. */
  variant?: 'bars' | 'line' | 'horizontal';
  height?: number;
};

const compactNumber = new Intl.NumberFormat('es-EC', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

// Room for the longest tick ("$400 k", "Cotizaciones aceptadas"): a label wider than its axis is
// cut by the chart's own edge.
const VALUE_AXIS_WIDTH = { money: 72, count: 56 };
const CATEGORY_AXIS_WIDTH = 176;
// A bar chart laid sideways ends its value axis at the chart's right edge, where the last tick
// ("$40 k") is centred: half of it needs room past the axis, or the chart shortens it to "$4…".
const SIDEWAYS_RIGHT_MARGIN = 32;

/** A category's name on a narrow axis: long product names are cut with an ellipsis. */
function shortName(name: string, max = 26): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

export default function MetricChart({
  categories,
  series,
  money = false,
  variant = 'bars',
  height = 280,
}: MetricChartProps) {
  const tick = (value: number) => (money ? formatCompactCents(value) : compactNumber.format(value));
  const chartSeries = series.map((item) => ({
    label: item.label,
    data: item.data,
    stack: item.stack,
    valueFormatter: (value: number | null) =>
      money ? formatUsd(value ?? 0) : formatNumber(value ?? 0),
  }));
  const margin = { left: 8, right: 16, top: 8, bottom: 8 };
  const valueAxisWidth = money ? VALUE_AXIS_WIDTH.money : VALUE_AXIS_WIDTH.count;

  if (variant === 'horizontal') {
    return (
      <BarChart
        layout="horizontal"
        height={Math.max(160, categories.length * 34 + 80)}
        yAxis={[
          {
            id: 'categories',
            scaleType: 'band',
            data: categories,
            width: CATEGORY_AXIS_WIDTH,
            valueFormatter: (name: string, context) =>
              context.location === 'tick' ? shortName(name) : name,
          },
        ]}
        xAxis={[{ id: 'values', valueFormatter: tick, tickMinStep: money ? 100 : 1 }]}
        series={chartSeries}
        hideLegend={series.length < 2}
        margin={{ ...margin, right: SIDEWAYS_RIGHT_MARGIN }}
      />
    );
  }
  if (variant === 'line') {
    return (
      <LineChart
        height={height}
        xAxis={[{ id: 'categories', scaleType: 'point', data: categories }]}
        yAxis={[
          {
            id: 'values',
            valueFormatter: tick,
            width: valueAxisWidth,
            tickMinStep: money ? 100 : 1,
          },
        ]}
        series={chartSeries.map((item) => ({
          ...item,
          curve: 'linear' as const,
          showMark: categories.length <= 31,
        }))}
        hideLegend={series.length < 2}
        margin={margin}
      />
    );
  }
  return (
    <BarChart
      height={height}
      xAxis={[{ id: 'categories', scaleType: 'band', data: categories }]}
      yAxis={[
        { id: 'values', valueFormatter: tick, width: valueAxisWidth, tickMinStep: money ? 100 : 1 },
      ]}
      series={chartSeries}
      hideLegend={series.length < 2}
      margin={margin}
    />
  );
}
