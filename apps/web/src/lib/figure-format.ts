import { formatDollars } from '@quimia/contracts/amounts';
import { formatShopDate, SHOP_TIME_ZONE } from './format';

// How the back office's figures read what documents and metrics state: unit prices in dollars
// with up to four decimals (a kilo can cost fractions of a cent), days of the shop's calendar,
// months and percentages.

const monthFormat = new Intl.DateTimeFormat('es-EC', {
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const percent = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 });

const compactUsd = new Intl.NumberFormat('es-EC', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Cents on a chart's axis, short: 40000000 → "$400 k". */
export function formatCompactCents(cents: number): string {
  return compactUsd.format(cents / 100);
}

/** A unit price or cost in dollars: 0.12345 → "$0,1235"; null → "—". */
export function formatUnitPrice(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '—' : formatDollars(dollars, 4);
}

/** A day (`2026-03-31`) or an instant as the shop's date, "31 mar 2026"; null → "—". */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  // Noon at the shop: the same day wherever the page is drawn.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-05:00` : value;
  return Number.isNaN(Date.parse(date)) ? value : formatShopDate(date);
}

/** "32,5 %"; null → "—". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${percent.format(value)} %`;
}

/** "2026-03" (or a day of it) → "mar 2026". */
export function formatMonth(month: string): string {
  const date = new Date(`${month.slice(0, 7)}-15T12:00:00-05:00`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}
