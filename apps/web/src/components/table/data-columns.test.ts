import { describe, expect, it } from 'vitest';
import { display, exportOf, type DataColumn } from './data-columns';

type Row = { name: string; cents: number; share: number | null; day: string };

const COLUMNS: DataColumn<Row>[] = [
  { label: 'Nombre', value: (row) => row.name },
  { label: 'Monto', kind: 'usd', value: (row) => row.cents },
  { label: 'Parte', kind: 'percent', value: (row) => row.share },
  { label: 'Día', kind: 'date', value: (row) => row.day },
  { label: 'Acción', value: () => 'Abrir', displayOnly: true },
];

// Intl writes a narrow no-break space in some places; the checks compare plain spaces.
const plain = (value: unknown) => String(value).replace(/\s/g, ' ');

describe('figure columns', () => {
  it('show cents as dollars, percentages and days in the Ecuadorian format', () => {
    expect(plain(display('usd', 123456))).toBe('$1.234,56');
    expect(plain(display('percent', 12.34))).toBe('12,3 %');
    expect(display('number', null)).toBe('—');
    expect(display('date', '2026-11-24')).toMatch(/24.*nov.*2026/);
  });

  it('export dollars (not cents) and days, and leave out what is only shown', () => {
    const file = exportOf(COLUMNS);
    expect(file.columns).toEqual([
      { label: 'Nombre', kind: 'text' },
      { label: 'Monto', kind: 'usd' },
      { label: 'Parte', kind: 'number' },
      { label: 'Día', kind: 'date' },
    ]);
    expect(
      file.values({ name: 'Ácido', cents: 123456, share: null, day: '2026-11-24T15:00:00Z' }),
    ).toEqual(['Ácido', 1234.56, null, '2026-11-24']);
  });
});
