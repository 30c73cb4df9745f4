import { pastImportLimit } from '../../../lib/money';
import { SriDocumentError } from './sri-document';
import { optional, type Node } from './sri-xml-tree';

// The figures and dates of an SRI document: decimal text to exact cents or six-decimal numbers,
// held to the SRI's digits and the shop's money limits, and its dd/mm/yyyy dates.

export const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** Whole digits an amount, quantity or unit price may have in the SRI's schemas (14,2 and 18,6). */
const MAX_WHOLE_DIGITS = 12;

/** Refuses a number with more whole digits than the schema allows (leading zeros aside). */
export function wholeDigits(whole: string, limit: number, path: string) {
  const digits = whole.replace(/^0+(?=\d)/, '').length;
  if (digits > limit) {
    throw new SriDocumentError(
      'malformed',
      `${path} tiene ${digits} cifras enteras; el SRI admite ${limit}`,
    );
  }
}

/** A decimal string's whole part and decimal digits, refused when not a number or too long. */
function decimalParts(value: string, path: string): { whole: number; decimals: string } {
  const match = DECIMAL.exec(value);
  if (!match) throw notANumber(path, value);
  wholeDigits(match[1]!, MAX_WHOLE_DIGITS, path);
  return { whole: Number(match[1]), decimals: match[2] ?? '' };
}

/** A decimal string to integer cents, exactly; more than two decimals round half-up. */
export function cents(value: string, path: string): number {
  const { whole: units, decimals } = decimalParts(value, path);
  const whole = units * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  const rounded = decimals.length > 2 && decimals.charCodeAt(2) >= 53 /* '5' */ ? whole + 1 : whole;
  // Every amount read is a line's, a tax's or a document's: held to a document's limit.
  withinMoneyLimit(rounded, 'document', path);
  return rounded;
}

/** Refuses an amount past the shop's limits, naming its element and the limit. */
export function withinMoneyLimit(cents: number, limit: 'unit' | 'document', path: string) {
  const reason = pastImportLimit(cents, limit);
  if (reason) throw new SriDocumentError('out-of-range', `${path}: ${reason}`);
}

export function optionalCents(node: Node, name: string, path: string): number {
  const value = optional(node, name);
  return value === null ? 0 : cents(value, `${path}/${name}`);
}

/** Quantities and unit prices: six decimals at most, rounded half-up, as the nearest number. */
export function sixDecimals(value: string, path: string): number {
  const { whole, decimals } = decimalParts(value, path);
  let micro = whole * 1_000_000 + Number(decimals.slice(0, 6).padEnd(6, '0'));
  if (decimals.length > 6 && decimals.charCodeAt(6) >= 53) micro += 1;
  return micro / 1_000_000;
}

export function notANumber(path: string, value: string) {
  return new SriDocumentError('malformed', `${path} no es un número válido («${value}»)`);
}

/** `dd/mm/yyyy` → `yyyy-mm-dd`. */
export function isoDate(value: string, path: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (
    !match ||
    Number(match[2]) < 1 ||
    Number(match[2]) > 12 ||
    Number(match[1]) < 1 ||
    Number(match[1]) > 31
  ) {
    throw new SriDocumentError('malformed', `${path} no es una fecha dd/mm/aaaa («${value}»)`);
  }
  return `${match[3]}-${match[2]}-${match[1]}`;
}

export function displayDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
