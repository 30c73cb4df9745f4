import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '@quimia/contracts';
import { OrderFigures } from './order-sections';

/** An order with a discount; only what its figures read. */
const order = {
  delivery: { method: 'pickup' },
  summary: {
    totalCents: 14577,
    totalItems: 13,
    ivaRate: 15,
    ivaCents: 1901,
    discountCents: 500,
    shippingCents: 0,
    subtotalTaxableCents: 13176,
    subtotalZeroCents: 0,
    subtotalExemptCents: 0,
    subtotalNotSubjectCents: 0,
  },
} as unknown as Order;

describe('OrderFigures', () => {
  it('writes the discount as the quotation it came from does, the sign before the dollar', () => {
    const html = renderToStaticMarkup(<OrderFigures order={order} />);
    expect(html).toContain('>−$5,00<');
    expect(html).not.toContain('$-5,00');
  });
});
