import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  centsWithIva,
  dollarsToCents,
  formatFileSize,
  formatNumber,
  formatQuantity,
  formatShopDate,
  formatShopLongDate,
  formatUsd,
} from './format';

describe('centsWithIva', () => {
  it('rounds half a cent up, as an invoice does', () => {
    // 3,50 × 1,15 = 4,025: a float product (402,4999…) would round down to 4,02.
    expect(centsWithIva(350, 15)).toBe(403);
    expect(centsWithIva(6300, 15)).toBe(7245);
    expect(centsWithIva(1, 15)).toBe(1);
  });

  it('leaves the price alone without IVA', () => {
    expect(centsWithIva(350, 0)).toBe(350);
  });
});

describe('money', () => {
  it('writes dollars from cents, and says when a price is on request', () => {
    expect(formatUsd(6300)).toBe('$63,00');
    expect(formatUsd(123450)).toBe('$1.234,50');
    expect(formatUsd(null)).toBe('Precio a consultar');
    expect(formatUsd(undefined)).toBe('Precio a consultar');
  });

  it('turns cents into typed dollars and back without float noise', () => {
    expect(centsToDollars(350)).toBe(3.5);
    expect(centsToDollars(null)).toBeNull();
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(Number.NaN)).toBeNull();
    expect(dollarsToCents(undefined)).toBeNull();
  });
});

describe('numbers and quantities', () => {
  it('writes Spanish notation with at most three decimals', () => {
    expect(formatNumber(1234.5678)).toBe('1.234,568');
    expect(formatNumber(25)).toBe('25');
    expect(formatQuantity(0.5, 'L')).toBe('0,5 L');
    expect(formatQuantity(1, 'galón')).toBe('1 galón');
  });

  it('writes file sizes rounded for links, and exact for the back office', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
    expect(formatFileSize(512, { exact: true })).toBe('512 B');
    expect(formatFileSize(245_965, { exact: true })).toBe('240,2 KB');
    expect(formatFileSize(2_411_724, { exact: true })).toBe('2,3 MB');
  });
});

describe('storefront dates', () => {
  it('are days in the shop time zone, wherever the page is drawn', () => {
    // 03:00 UTC on the 23rd is still the 22nd in Quito (UTC−5).
    expect(formatShopDate('2026-11-23T03:00:00Z')).toBe('22 nov 2026');
    expect(formatShopLongDate(new Date('2026-11-23T03:00:00Z'))).toBe('22 de noviembre de 2026');
  });
});
