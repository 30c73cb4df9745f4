import type { ProductUnit } from '@quimia/contracts';
import { SHOP_TIME_ZONE } from '@quimia/contracts/pricing';

// Money, numbers, sizes and dates as the screens show them, in Spanish (Ecuador). Everything here
// is plain Intl: the storefront's first download stays small. The back office's dates need
// date-fns; they live in `./format-date` and are exported from here too, and a bundle takes that
// file (and date-fns) only where one of them is used.
export { formatDate, formatDateTime, formatRelative } from './format-date';
export { centsWithIva } from '@quimia/contracts/pricing';

/**
 * A formatter made on its first use. Making one loads the locale's data: the five made at once
 * when this module loaded were a long task of a phone's start, most of them unused on the page.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const usd = onFirstUse(
  () => new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' }),
);
const decimal = onFirstUse(() => new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat('es-EC', { maximumFractionDigits: 1 }));

/** US dollars from integer cents, e.g. 6300 → "$63,00"; null means the price is on request. */
export function formatUsd(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'Precio a consultar' : usd().format(cents / 100);
}

/** Cents (what the API stores) to the dollars a person types. */
export function centsToDollars(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** Dollars typed in a form to integer cents; rounding absorbs float noise (0.1 + 0.2). */
export function dollarsToCents(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined || Number.isNaN(dollars)
    ? null
    : Math.round(dollars * 100);
}

/** A number in Spanish notation, at most three decimals: 1234.5 → "1.234,5". */
export function formatNumber(value: number): string {
  return decimal().format(value);
}

/**
 * Short unit names for quantities ("25 kg", "1 galón"). They repeat the contract's units as
 * types only: a value from '@quimia/contracts' would bring every zod schema to the storefront.
 */
export const UNIT_SHORT_LABELS = {
  kg: 'kg',
  g: 'g',
  L: 'L',
  mL: 'mL',
  galón: 'galón',
  caneca: 'caneca',
  tambor: 'tambor',
  saco: 'saco',
} as const satisfies Record<ProductUnit, string>;

/** "25 kg", "0,5 L", "1 galón". */
export function formatQuantity(amount: number, unit: ProductUnit): string {
  return `${formatNumber(amount)} ${UNIT_SHORT_LABELS[unit]}`;
}

/**
 * A file size. Download links round to whole kilobytes ("240 KB", "1,2 MB"); `exact` (the back
 * office's uploads) also shows bytes and tenths of a kilobyte ("512 B", "240,2 KB").
 */
export function formatFileSize(bytes: number, { exact = false }: { exact?: boolean } = {}): string {
  if (exact) {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10)} KB`;
    return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10)} MB`;
  }
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${oneDecimal().format(bytes / 1024 / 1024)} MB`;
}

// The storefront's dates are drawn in the shop's time zone on the server (UTC) and in the browser
// alike, so the page the server sent and the one the browser hydrates say the same day.
export { SHOP_TIME_ZONE };

const shopDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-EC', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);

const shopLongDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-EC', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** "22 nov 2026", the day in the shop's time zone: the storefront's dates, without date-fns. */
export function formatShopDate(iso: string): string {
  return shopDate().format(new Date(iso));
}

/** "22 de noviembre de 2026", the day in the shop's time zone. */
export function formatShopLongDate(date: Date): string {
  return shopLongDate().format(date);
}
