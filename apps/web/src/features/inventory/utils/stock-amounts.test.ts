import { describe, expect, it } from 'vitest';
import {
  amountTone,
  countDifference,
  formatSignedAmount,
  formatStockAmount,
} from './stock-amounts';

describe('stock amounts', () => {
  it('writes a quantity in the product unit, with a decimal comma', () => {
    expect(formatStockAmount(57.5, 'kg')).toBe('57,5 kg');
    expect(formatStockAmount(1250, 'L')).toBe('1.250 L');
  });

  it('writes the sign of a move out, with a typographic minus', () => {
    expect(formatSignedAmount(57.5, 'kg')).toBe('+57,5 kg');
    expect(formatSignedAmount(-3, 'kg')).toBe('\u22123 kg');
    expect(formatSignedAmount(0, 'kg')).toBe('0 kg');
    expect(formatSignedAmount(-0.0001, 'L')).toBe('0 L');
  });

  it('gives the difference a count makes, exact in thousandths', () => {
    expect(countDifference(100, 157.5)).toBe(57.5);
    expect(countDifference(10, 7)).toBe(-3);
    expect(countDifference(0.3, 0.1)).toBe(-0.2);
    expect(countDifference(12, 12)).toBe(0);
  });

  it('has no difference while nothing valid is typed', () => {
    expect(countDifference(10, undefined)).toBeNull();
    expect(countDifference(10, null)).toBeNull();
    expect(countDifference(10, Number.NaN)).toBeNull();
    expect(countDifference(10, -1)).toBeNull();
  });

  it('tells an addition from a withdrawal', () => {
    expect(amountTone(2)).toBe('success');
    expect(amountTone(-0.5)).toBe('error');
    expect(amountTone(0)).toBeNull();
  });
});
