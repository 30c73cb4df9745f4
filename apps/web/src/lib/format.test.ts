import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '@quimia/contracts/pricing';
import {
  countOf,
  inSentence,
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

  it('says an amount the API could not carry is out of range instead of writing it', () => {
    expect(formatUsd(10_000_000_000)).toBe('$100.000.000,00');
    expect(formatUsd(Number.MAX_SAFE_INTEGER)).toBe('Fuera de rango');
    expect(formatUsd(-Number.MAX_SAFE_INTEGER)).toBe('Fuera de rango');
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

// The formatting is written by hand (a page's first Intl formatter is a long task on a phone);
// it must say exactly what Intl says for es-EC.
describe('the same text as Intl', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('es-EC', options);

  it('for money, numbers and sizes: halves, negatives, zeros, large and tiny values', () => {
    const values = [
      0,
      -0,
      1,
      12,
      63,
      999.9996,
      1234,
      1234.5,
      1234.5678,
      1234567.891,
      0.5,
      0.005,
      0.0005,
      1.005,
      1.0005,
      2.675,
      0.95,
      9.95,
      99.995,
      -63,
      -0.001,
      -1234.5,
      1e-7,
      1e21,
      123456789012.345,
      Number.NaN,
    ];
    const usd = intl({ style: 'currency', currency: 'USD' });
    const decimal = intl({ maximumFractionDigits: 3 });
    const oneDecimal = intl({ maximumFractionDigits: 1 });
    for (const value of values) {
      expect(formatUsd(value * 100), `usd ${value}`).toBe(
        Math.abs(value * 100) >= Number.MAX_SAFE_INTEGER
          ? 'Fuera de rango'
          : usd.format((value * 100) / 100),
      );
      expect(formatNumber(value), `number ${value}`).toBe(decimal.format(value));
    }
    for (const cents of [1, 99, 105, 6300, 123450, 99999999, -250]) {
      expect(formatUsd(cents), `cents ${cents}`).toBe(usd.format(cents / 100));
    }
    for (const bytes of [1_258_291, 1_100_000, 5_300_000, 1_048_576, 99_999_999]) {
      expect(formatFileSize(bytes), `bytes ${bytes}`).toBe(
        `${oneDecimal.format(bytes / 1024 / 1024)} MB`,
      );
    }
  });

  it("for the shop's days, every month and around the shop's midnight", () => {
    const short = new Intl.DateTimeFormat('es-EC', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    });
    const long = new Intl.DateTimeFormat('es-EC', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    });
    for (let year = 2000; year <= 2040; year += 7) {
      for (let month = 0; month < 12; month += 1) {
        for (const hour of [0, 4, 5, 6, 23]) {
          const date = new Date(Date.UTC(year, month, 1 + ((year + month) % 28), hour, 59));
          expect(formatShopDate(date.toISOString())).toBe(short.format(date));
          expect(formatShopLongDate(date)).toBe(long.format(date));
        }
      }
    }
  });
});

describe('words in a sentence', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(countOf(1, 'factura', 'facturas')).toBe('1 factura');
    expect(countOf(0, 'factura', 'facturas')).toBe('0 facturas');
    expect(countOf(1234, 'día', 'días')).toBe('1.234 días');
    expect(countOf(1.5, 'día', 'días')).toBe('1,5 días');
  });

  it('lowers a label’s first word inside a sentence, but not an acronym', () => {
    expect(inSentence('IVA 0 %')).toBe('IVA 0 %');
    expect(inSentence('Exento de IVA')).toBe('exento de IVA');
    expect(inSentence('RUC')).toBe('RUC');
    expect(inSentence('Transferencia')).toBe('transferencia');
  });
});
