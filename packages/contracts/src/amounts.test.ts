import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './amounts';

// The amounts read as Intl's es-EC currency format would write them, without loading Intl.

const intl = (maxDigits: number) =>
  new Intl.NumberFormat('es-EC', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDigits,
  });

describe('amounts', () => {
  it('writes cents as Intl does, and «Fuera de rango» past what can be held exactly', () => {
    for (const cents of [0, 1, 5, 99, 100, 6300, 123456, -500, -1, 10_000_000_000_00]) {
      expect(formatCents(cents)).toBe(intl(2).format(cents / 100));
    }
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('Fuera de rango');
    expect(formatCents(-Number.MAX_SAFE_INTEGER)).toBe('Fuera de rango');
  });

  it('writes a unit price with up to four decimals', () => {
    for (const dollars of [0.12345, 2.4, 0.0001, 1234.5678, 3]) {
      expect(formatDollars(dollars, 4)).toBe(intl(4).format(dollars));
    }
  });
});
