import { lazy } from 'react';
import type { MonthlyAmount } from '@quimia/contracts';
import { ChartCard } from '@/components/chart-card';
import type { DataColumn } from '@/components/table/data-columns';
import { formatMonth } from '@/lib/figure-format';

// The charts library is large: it is downloaded with the first chart drawn, never with the rest
// of the dashboard.
const MonthlyBarChart = lazy(() => import('./monthly-bar-chart'));

type Series = 'sales' | 'purchases';

type MonthlyChartProps = {
  title: string;
  months: readonly MonthlyAmount[];
  /** Which figures to draw: sales, purchases or both. */
  series: readonly Series[];
};

const MONTH_COLUMN: DataColumn<MonthlyAmount> = {
  label: 'Mes',
  value: (month) => month.month,
  render: (month) => formatMonth(month.month),
};
const SERIES_COLUMNS: Record<Series, DataColumn<MonthlyAmount>> = {
  sales: { label: 'Ventas', kind: 'usd', value: (month) => month.salesCents },
  purchases: { label: 'Compras', kind: 'usd', value: (month) => month.purchasesCents },
};

/** A detail page's amounts per month: the bars, and the same figures as a table on request. */
export function MonthlyChart({ title, months, series }: MonthlyChartProps) {
  const empty = months.every((month) => month.salesCents === 0 && month.purchasesCents === 0);
  return (
    <ChartCard
      title={title}
      columns={[MONTH_COLUMN, ...series.map((name) => SERIES_COLUMNS[name])]}
      rows={months}
      rowKey={(month) => month.month}
      empty={empty}
      emptyText="Sin movimientos en estos meses."
      chart={<MonthlyBarChart months={months} series={series} />}
    />
  );
}
