import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatPercent, formatUnitPrice } from './figure-format';

// Intl writes a narrow no-break space in some places; the checks compare plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('figure formats', () => {
  it('shows unit prices with two to four decimals in the Ecuadorian format', () => {
    expect(plain(formatUnitPrice(1234.5))).toMatch(/1\.234,50/);
    expect(plain(formatUnitPrice(0.12345))).toMatch(/0,1235/);
    expect(formatUnitPrice(null)).toBe('—');
  });

  it('shows days of the shop and months', () => {
    expect(formatDay('2026-03-31')).toMatch(/31.*mar.*2026/);
    expect(formatDay(null)).toBe('—');
    expect(formatMonth('2026-01')).toMatch(/ene.*2026/);
    expect(formatMonth('2026-01-01')).toMatch(/ene.*2026/);
  });

  it('shows percentages', () => {
    expect(plain(formatPercent(32.456))).toBe('32,5 %');
    expect(formatPercent(null)).toBe('—');
  });
});
