import type { MetricsGrouping } from '@quimia/contracts';
import { formatDay, formatMonth } from '@/lib/figure-format';
import { SHOP_TIME_ZONE } from '@/lib/format';

// A period of a series as the charts and tables name it: a day, a week (Monday to Sunday, cut to
// the range at its ends) or a month.

const dayMonth = new Intl.DateTimeFormat('es-EC', {
  day: 'numeric',
  month: 'short',
  timeZone: SHOP_TIME_ZONE,
});

const noon = (day: string) => new Date(`${day}T12:00:00-05:00`);

type Period = { period: string; start: string; end: string };

/** A short name for a chart's axis: "24 nov", "17 nov" (the week's first day), "nov 2026". */
export function shortPeriodLabel(item: Period, grouping: MetricsGrouping): string {
  if (grouping === 'mes') return formatMonth(item.period);
  return dayMonth.format(noon(item.start));
}

/** The full name for a table: "24 nov 2026", "17 nov – 23 nov 2026", "nov 2026". */
export function periodLabel(item: Period, grouping: MetricsGrouping): string {
  if (grouping === 'mes') return formatMonth(item.period);
  if (grouping === 'dia' || item.start === item.end) return formatDay(item.start);
  return `${dayMonth.format(noon(item.start))} – ${formatDay(item.end)}`;
}
