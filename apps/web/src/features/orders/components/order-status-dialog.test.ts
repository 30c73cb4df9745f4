import { describe, expect, it } from 'vitest';
import type { Order } from '@quimia/contracts';
import { confirmExplanation, shippedWhatsappLink } from './order-status-dialog';

/** An order as the ship dialog reads it: its number, the buyer and where it goes. */
function orderWith(
  billingPhone: string | undefined,
  deliveryPhone?: string,
  identificationType = 'cedula',
) {
  return {
    number: 'PED-2026-000082',
    billing: {
      identificationType,
      name: identificationType === 'consumidor_final' ? 'CONSUMIDOR FINAL' : 'Juana Tipán',
      email: 'juana@example.ec',
      phone: billingPhone,
    },
    delivery: {
      method: 'shipping',
      branch: null,
      address:
        deliveryPhone === undefined ? null : { phone: deliveryPhone, contactName: 'Luis Andrade' },
    },
  } as unknown as Order;
}

const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('shippedWhatsappLink', () => {
  it("opens a chat with the buyer's number in Ecuador's international form, naming the order, carrier and guide", () => {
    const link = shippedWhatsappLink(orderWith('099 123 4567'), ' Servientrega ', 'GU-55821');
    expect(link).toMatch(/^https:\/\/wa\.me\/593991234567\?text=/);
    expect(textOf(link!)).toBe(
      'Hola, Juana Tipán: tu pedido PED-2026-000082 ya salió con Servientrega. Número de guía: GU-55821.',
    );
  });

  it("uses the billing phone when the delivery contact's does not read as a number", () => {
    expect(shippedWhatsappLink(orderWith('0991234567', '12'), 'Tramaco', '1')).toMatch(
      /^https:\/\/wa\.me\/593991234567\?/,
    );
  });

  it("uses the delivery contact's phone when the billing data has none", () => {
    expect(shippedWhatsappLink(orderWith(undefined, '(02) 233-4567'), 'Tramaco', '1')).toMatch(
      /^https:\/\/wa\.me\/59322334567\?/,
    );
  });

  it('greets the delivery contact of a sale to «consumidor final», billed to no name', () => {
    const link = shippedWhatsappLink(
      orderWith('0991234567', '0991234567', 'consumidor_final'),
      'Tramaco',
      '7',
    );
    expect(textOf(link!)).toMatch(/^Hola, Luis Andrade: tu pedido/);
  });

  it('offers no chat when no phone of the order reads as a whole number', () => {
    expect(shippedWhatsappLink(orderWith(undefined), 'Tramaco', '1')).toBeNull();
    expect(shippedWhatsappLink(orderWith('991234567', ''), 'Tramaco', '1')).toBeNull();
  });
});

describe('confirmExplanation', () => {
  const order = (delivery: Order['delivery']) =>
    ({ number: 'PED-2026-000082', summary: { totalCents: 12_345 }, delivery }) as Order;

  it("names a pickup's branch: its stock is reserved until the buyer picks it up", () => {
    const text = confirmExplanation(
      order({
        method: 'pickup',
        branch: { id: 'sur-de-quito', name: 'Sur de Quito', address: 'Av. Maldonado' },
        address: null,
      }),
    );
    expect(text).toContain('Se reserva el stock de Sur de Quito');
    expect(text).toContain('cuando el cliente lo retira');
    expect(text).not.toContain('descontará');
  });

  it('reserves a shipment at the branch that serves it, until it is shipped', () => {
    const text = confirmExplanation(order({ method: 'shipping', branch: null, address: null }));
    expect(text).toContain('Se reserva en la sucursal que despacha');
    expect(text).toContain('cuando se envía');
  });
});
