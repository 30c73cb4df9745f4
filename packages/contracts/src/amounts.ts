import { formatDecimal } from './words';

// Money as readers in Ecuador write it, the same on the screens, in the PDFs, the e-mails and
// QuimIA's answers: "$1.234,50". Written without Intl, as `words` is (the output is Intl's
// es-EC currency format; the web's tests compare them).

/** Dollars, with two decimals or up to `maxDigits` (a unit price may carry fractions of a cent). */
export function formatDollars(dollars: number, maxDigits = 2): string {
  return `$${formatDecimal(dollars, maxDigits, 2)}`;
}

/**
 * Integer cents: 15000 → "$150,00". An amount held at the largest safe integer (read from a row
 * stored before the money limits) reads «Fuera de rango», never as a figure it is not.
 */
export function formatCents(cents: number): string {
  return Math.abs(cents) >= Number.MAX_SAFE_INTEGER ? 'Fuera de rango' : formatDollars(cents / 100);
}
