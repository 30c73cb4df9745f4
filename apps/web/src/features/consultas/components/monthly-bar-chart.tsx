import { BarChart } from '@mui/x-charts/BarChart';
import type { MonthlyAmount } from '@quimia/contracts';
import { formatUsd } from '@/lib/format';
import { formatCompactCents, formatMonth } from '@/lib/figure-format';

/** Sales and purchases per month as bars (its own chunk: only the consultas' details load it). */
export default function MonthlyBarChart({
  months,
  series,
}: {
  months: readonly MonthlyAmount[];
  series: readonly ('sales' | 'purchases')[];
}) {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: months.map((month) => formatMonth(month.month)) }]}
      yAxis={[{ valueFormatter: formatCompactCents, width: 64 }]}
      series={series.map((name) => ({
        label: name === 'sales' ? 'Ventas' : 'Compras',
        data: months.map((month) => (name === 'sales' ? month.salesCents : month.purchasesCents)),
        valueFormatter: (value: number | null) => formatUsd(value ?? 0),
      }))}
      margin={{ left: 8, right: 8 }}
    />
  );
}
