import { describe, expect, it } from 'vitest';
import { invoiceListQuery, parseKind, type InvoiceListState } from './invoice-list-params';

const base: InvoiceListState = {
  estado: undefined,
  kind: undefined,
  desde: undefined,
  hasta: undefined,
  q: '',
  page: 1,
  pageSize: 10,
};

describe('the invoice list’s query', () => {
  it('asks for the first page of everything when nothing is chosen', () => {
    expect(invoiceListQuery(base)).toEqual({ page: 1, pageSize: 10 });
  });

  it('sends the chosen status as `status`, with the kind, the days and the search', () => {
    expect(
      invoiceListQuery({
        estado: 'devuelta',
        kind: 'notaCredito',
        desde: '2026-11-01',
        hasta: '2026-11-30',
        q: '  001-002-000000123 ',
        page: 3,
        pageSize: 25,
      }),
    ).toEqual({
      status: 'devuelta',
      kind: 'notaCredito',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      q: '001-002-000000123',
      page: 3,
      pageSize: 25,
    });
  });

  it('leaves a blank search out', () => {
    expect(invoiceListQuery({ ...base, q: '   ' })).not.toHaveProperty('q');
  });
});

describe('the kind in the URL', () => {
  it('is one of the two kinds, or none', () => {
    expect(parseKind('factura')).toBe('factura');
    expect(parseKind('notaCredito')).toBe('notaCredito');
    expect(parseKind('recibo')).toBeUndefined();
    expect(parseKind(null)).toBeUndefined();
  });
});
