import { describe, expect, it } from 'vitest';
import { issueBlockedReason } from './order-invoice-card';

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
