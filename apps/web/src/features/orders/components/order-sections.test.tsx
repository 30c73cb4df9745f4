import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '@quimia/contracts';
import { OrderDeliveryFacts, OrderFigures } from './order-sections';

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

describe('OrderDeliveryFacts', () => {
  const shipped = {
    ...order,
    delivery: {
      method: 'shipping',
      branch: null,
      address: { province: 'Guayas', city: 'Durán', address: 'Km 4,5 vía Durán-Tambo' },
    },
    payment: { method: 'transfer' },
    carrier: null,
    shippingWeightKg: 252,
  } as unknown as Order;

  it('shows the weight the freight was priced by, not for a pickup or an order without one', () => {
    expect(renderToStaticMarkup(<OrderDeliveryFacts order={shipped} />)).toMatch(
      /Peso de envío.*252 kg/,
    );
    const pickup = { ...shipped, delivery: { method: 'pickup', branch: null, address: null } };
    expect(renderToStaticMarkup(<OrderDeliveryFacts order={pickup as Order} />)).not.toContain(
      'Peso de envío',
    );
    const older = { ...shipped, shippingWeightKg: null };
    expect(renderToStaticMarkup(<OrderDeliveryFacts order={older} />)).not.toContain(
      'Peso de envío',
    );
  });
});
