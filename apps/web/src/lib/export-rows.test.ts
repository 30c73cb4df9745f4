import { describe, expect, it, vi } from 'vitest';
import { buildCsv, csvField, exportFileName, fetchAllRows } from './export-rows';

describe('csvField', () => {
  it('writes numbers with a decimal comma and money with two decimals', () => {
    expect(csvField(1234.5, 'number')).toBe('1234,5');
    expect(csvField(-12.3, 'usd')).toBe('-12,30');
    expect(csvField(0.123456, 'number')).toBe('0,123456');
  });

  it('quotes separators, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Ácido; 25 kg', 'text')).toBe('"Ácido; 25 kg"');
    expect(csvField('Dice "hola"', 'text')).toBe('"Dice ""hola"""');
    expect(csvField('a\nb', 'text')).toBe('"a\nb"');
    expect(csvField('=HYPERLINK("x")', 'text')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null, 'usd')).toBe('');
  });

  it('keeps leading zeros and long digit strings as text', () => {
    expect(csvField('0912345678', 'text')).toBe('="0912345678"');
    expect(csvField('2306202101090708384400120031040006013542306135416', 'text')).toBe(
      '="2306202101090708384400120031040006013542306135416"',
    );
    expect(csvField('1712345678', 'text')).toBe('1712345678');
  });
});

describe('buildCsv', () => {
  it('starts with a byte order mark and separates with semicolons and CRLF', () => {
    const csv = buildCsv(
      [
        { label: 'Cliente', kind: 'text' },
        { label: 'Monto', kind: 'usd' },
      ],
      [
        ['Químicos Andinos', 1500.5],
        ['Pérez', null],
      ],
    );
    expect(csv).toBe('\uFEFFCliente;Monto\r\nQuímicos Andinos;1500,50\r\nPérez;\r\n');
  });
});

describe('fetchAllRows', () => {
  const list = Array.from({ length: 250 }, (_, index) => index);
  const fetchPage = vi.fn((page: number, pageSize: number) =>
    Promise.resolve({
      items: list.slice((page - 1) * pageSize, page * pageSize),
      total: list.length,
    }),
  );

  it('takes every page of 100', async () => {
    const progress: number[] = [];
    const result = await fetchAllRows(fetchPage, { onProgress: (done) => progress.push(done) });
    expect(result.rows).toEqual(list);
    expect(result.truncated).toBe(false);
    expect(fetchPage.mock.calls.map(([page, size]) => [page, size])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the limit and says the list was longer', async () => {
    const result = await fetchAllRows(fetchPage, { limit: 150 });
    expect(result.rows).toHaveLength(150);
    expect(result).toMatchObject({ total: 250, truncated: true });
  });
});

describe('exportFileName', () => {
  it('makes a plain name with the date', () => {
    expect(
      exportFileName('Líneas de compras: Ácido', 'xlsx', new Date('2026-11-24T10:00:00Z')),
    ).toBe('lineas-de-compras-acido-2026-11-24.xlsx');
  });

  it("dates the file with the shop's day, not the UTC one", () => {
    // 20:30 of 27 November in Quito is already the 28th in UTC.
    expect(exportFileName('Clientes', 'csv', new Date('2026-11-28T01:30:00Z'))).toBe(
      'clientes-2026-11-27.csv',
    );
  });
});
