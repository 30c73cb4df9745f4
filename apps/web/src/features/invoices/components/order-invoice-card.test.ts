import { describe, expect, it } from 'vitest';
import { issueBlockedReason, needsCreditNote } from './order-invoice-card';

describe('issuing an order’s invoice', () => {
  it('is allowed once the order is confirmed, and after', () => {
    for (const status of ['confirmed', 'shipped', 'ready', 'delivered'] as const) {
      expect(issueBlockedReason(status)).toBeNull();
    }
  });

  it('says why a pending or cancelled order cannot be invoiced', () => {
    expect(issueBlockedReason('pending')).toBe('Confirma el pedido para poder emitir su factura.');
    expect(issueBlockedReason('cancelled')).toBe('El pedido está cancelado: no se factura.');
  });
});

describe('a cancelled order with an authorised invoice', () => {
  const invoice = { status: 'autorizada', totalCents: 11_500 };
  it('asks for a credit note until notes cover the invoice', () => {
    expect(needsCreditNote('cancelled', invoice, [])).toBe(true);
    expect(
      needsCreditNote('cancelled', invoice, [{ status: 'autorizada', totalCents: 5_000 }]),
    ).toBe(true);
    expect(
      needsCreditNote('cancelled', invoice, [{ status: 'por_enviar', totalCents: 11_500 }]),
    ).toBe(false);
    expect(
      needsCreditNote('cancelled', invoice, [{ status: 'no_autorizada', totalCents: 11_500 }]),
    ).toBe(true);
  });
  it('asks nothing of an order that goes on, or of an invoice not authorised', () => {
    expect(needsCreditNote('delivered', invoice, [])).toBe(false);
    expect(needsCreditNote('cancelled', { ...invoice, status: 'devuelta' }, [])).toBe(false);
  });
});
