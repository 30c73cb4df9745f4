import { describe, expect, it } from 'vitest';
import { toCreditNoteBody } from './credit-note-model';

const invoice = {
  id: '6a1f4f4e-8f8e-4c1a-9d3e-0c2b7d5e9a11',
  lines: [
    {
      code: 'AC-1',
      description: 'Ácido cítrico 25 kg',
      quantity: 4,
      unitPriceCents: 5000,
      discountCents: 0,
      subtotalCents: 20000,
      taxRate: 15,
      taxLabel: 'IVA 15%',
    },
    {
      code: 'GL-1',
      description: 'Glicerina 1 L',
      quantity: 2.5,
      unitPriceCents: 400,
      discountCents: 0,
      subtotalCents: 1000,
      taxRate: 15,
      taxLabel: 'IVA 15%',
    },
  ],
};

describe('a credit note from the dialog', () => {
  it('returns the whole invoice when no quantity is typed', () => {
    const check = toCreditNoteBody(invoice, { reason: ' Devolución total ', quantities: ['', ''] });
    expect(check).toEqual({
      ok: true,
      body: { invoiceId: invoice.id, reason: 'Devolución total', lines: undefined },
    });
  });

  it('sends the returned lines by their position, with decimal commas', () => {
    const check = toCreditNoteBody(invoice, {
      reason: 'Producto dañado',
      quantities: ['', '1,5'],
    });
    expect(check).toEqual({
      ok: true,
      body: {
        invoiceId: invoice.id,
        reason: 'Producto dañado',
        lines: [{ line: 1, quantity: 1.5 }],
      },
    });
  });

  it('refuses more than was invoiced, text, and a missing reason', () => {
    const check = toCreditNoteBody(invoice, { reason: ' ', quantities: ['5', 'dos'] });
    expect(check).toEqual({
      ok: false,
      reason: 'Indica el motivo de la nota de crédito',
      lines: { 0: 'Como máximo 4', 1: 'Escribe una cantidad, p. ej. 2 o 1,5' },
    });
  });
});
