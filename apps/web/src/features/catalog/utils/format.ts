import type { ProductUnit } from '@quimia/contracts';
import { UNIT_SHORT_LABELS } from './labels';

const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 });

/** US dollars from integer cents: 6300 → "$63,00". */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * The price with IVA, in cents, rounded half up to the cent as on an invoice. Integer arithmetic:
 * 350 × 115 / 100 gives 402.5 → 403 ($4,03), where 350 × 1.15 is 402.4999… → 402.
 */
export function centsWithIva(cents: number, ivaRate: number): number {
  return Math.round((cents * (100 + ivaRate)) / 100);
}

/** "25 kg", "0,5 L", "1 galón". */
export function formatQuantity(amount: number, unit: ProductUnit): string {
  return `${decimal.format(amount)} ${UNIT_SHORT_LABELS[unit]}`;
}

export function formatNumber(value: number): string {
  return decimal.format(value);
}

/** File sizes for download links: "240 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}

/**
 * The shop's time zone. Dates are drawn in it on the server (UTC) and in the browser alike, so
 * the page the server sent and the one the browser hydrates say the same day.
 */
export const SHOP_TIME_ZONE = 'America/Guayaquil';

const longDate = new Intl.DateTimeFormat('es-EC', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** "22 nov 2026": the storefront's date, without pulling date-fns into public pages. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
