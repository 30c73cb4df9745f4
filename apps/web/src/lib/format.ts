import type { ProductUnit } from '@quimia/contracts';
import { SHOP_TIME_ZONE, SPANISH_MONTHS } from '@quimia/contracts/pricing';
import { formatCents } from '@quimia/contracts/amounts';
import { formatDecimal, formatNumber } from '@quimia/contracts/words';

// Money, numbers, sizes and dates as the screens show them, in Spanish (Ecuador), written here
// (numbers and counts in the contracts' `words`, shared with the server's messages) rather than
// by Intl: a page's first Intl formatter loads the locale's data, on a phone a long task
// (100-170 ms at 4x CPU) while the storefront starts. The output is Intl's for es-EC (the tests
// compare them). The back office's dates need date-fns; they live in `./format-date` and are
// exported from here too, and a bundle takes that file (and date-fns) only where one is used.
export { formatDate, formatDateTime, formatRelative } from './format-date';
export { centsWithIva } from '@quimia/contracts/pricing';
export { countOf, formatNumber, inSentence } from '@quimia/contracts/words';

/**
 * US dollars from integer cents, e.g. 6300 → "$63,00"; null means the price is on request. The
 * API answers an amount it cannot carry exactly (a row stored before the limits held) as the
 * largest safe integer: it reads «fuera de rango» rather than as a figure.
 */
export function formatUsd(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'Precio a consultar' : formatCents(cents);
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
  return `${formatDecimal(bytes / 1024 / 1024, 1)} MB`;
}

// The storefront's dates are drawn in the shop's time zone on the server (UTC) and in the browser
// alike, so the page the server sent and the one the browser hydrates say the same day.
export { SHOP_TIME_ZONE };

/**
 * The shop's clock: Ecuador keeps UTC−5 all year (no daylight saving since 1993). A date is read
 * there by moving it five hours back and reading its UTC fields.
 */
const SHOP_UTC_OFFSET_MS = -5 * 60 * 60 * 1000;
/** CLDR's short Spanish months: the first three letters, but "sept". */
const SHORT_MONTHS = SPANISH_MONTHS.map((month) =>
  month === 'septiembre' ? 'sept' : month.slice(0, 3),
);

function shopDay(date: Date) {
  const shifted = new Date(date.getTime() + SHOP_UTC_OFFSET_MS);
  return {
    day: shifted.getUTCDate(),
    month: shifted.getUTCMonth(),
    year: shifted.getUTCFullYear(),
  };
}

/** Today in the shop's calendar, `YYYY-MM-DD` (a browser or server elsewhere may be a day off). */
export function shopToday(now = new Date()): string {
  const { day, month, year } = shopDay(now);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "22 nov 2026", the day in the shop's time zone: the storefront's dates, without date-fns. */
export function formatShopDate(iso: string): string {
  const { day, month, year } = shopDay(new Date(iso));
  return `${String(day).padStart(2, '0')} ${SHORT_MONTHS[month]} ${year}`;
}

/** "22 de noviembre de 2026", the day in the shop's time zone. */
export function formatShopLongDate(date: Date): string {
  const { day, month, year } = shopDay(date);
  return `${day} de ${SPANISH_MONTHS[month]} de ${year}`;
}
