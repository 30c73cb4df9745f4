import { formatNumber } from '@/lib/format';

/** A quantity in thousandths: sums and differences of decimals stay exact (0,1 + 0,2). */
const thousandths = (value: number) => Math.round(value * 1000);

/** "57,5 kg", a quantity in the product's unit. */
export function formatStockAmount(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}`;
}

/**
 * "+57,5 kg", "−3 kg", "0 kg": a move or a difference with its sign written out, so it reads
 * without its colour. The minus is the typographic one (U+2212), as wide as the plus.
 */
export function formatSignedAmount(value: number, unit: string): string {
  const rounded = thousandths(value) / 1000;
  if (rounded === 0) return formatStockAmount(0, unit);
  return `${rounded > 0 ? '+' : '\u2212'}${formatStockAmount(Math.abs(rounded), unit)}`;
}

/** What a count changes at a branch (counted − on hand), or null while nothing valid is typed. */
export function countDifference(onHand: number, counted: number | null | undefined): number | null {
  if (typeof counted !== 'number' || !Number.isFinite(counted) || counted < 0) return null;
  return (thousandths(counted) - thousandths(onHand)) / 1000;
}

/** Whether a signed quantity adds (success colour), takes away (error colour) or is nothing. */
export function amountTone(value: number): 'success' | 'error' | null {
  const rounded = thousandths(value);
  return rounded > 0 ? 'success' : rounded < 0 ? 'error' : null;
}
