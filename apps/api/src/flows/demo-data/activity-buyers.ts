import type { CustomerBilling, Delivery, PaymentMethod } from '@quimia/contracts';
import type { SeededRandom } from '../../lib/seeded-random';
import type { ActivityTexts } from './activity-texts';
import type { DemoClient } from './demo-business';

// The demo's buyers: a client of the demo year as a quotation or an order names them, and the
// delivery and payment they choose.

/** A client as a quotation or an order names them. */
export function buyerOf(client: DemoClient, rng: SeededRandom, texts: ActivityTexts) {
  const person = client.identificationType === '05';
  const city = client.address;
  const { streets } = texts;
  return {
    name: client.name,
    email: client.email,
    phone: `09${String(rng.int(80_000_000, 99_999_999))}`,
    identificationType: person ? ('cedula' as const) : ('ruc' as const),
    identification: client.identification,
    city,
    province: texts.provinceOfCity[city] ?? 'Pichincha',
    address: `${rng.pick(streets)} ${rng.int(100, 999)} y ${rng.pick(streets).replace(/^(Av\.|Calle) /, '')}, ${city}`,
  };
}
export type Buyer = ReturnType<typeof buyerOf>;

export function billingOf(buyer: Buyer): CustomerBilling {
  return {
    identificationType: buyer.identificationType,
    identification: buyer.identification,
    name: buyer.name,
    address: buyer.address,
    email: buyer.email,
    phone: buyer.phone,
  };
}

export type SaleTerms = { delivery: Delivery; payment: { method: PaymentMethod } };

/** Pickup at a branch (paid there or by transfer), or a courier to the buyer's city. */
export function deliveryOf(buyer: Buyer, rng: SeededRandom, branches: number): SaleTerms {
  if (buyer.province === 'Pichincha' ? rng.next() < 0.65 : rng.next() < 0.2) {
    return {
      delivery: { method: 'pickup', branchIndex: rng.int(0, Math.max(0, branches - 1)) },
      payment: { method: rng.next() < 0.5 ? 'on_pickup' : 'transfer' },
    };
  }
  return {
    delivery: {
      method: 'shipping',
      province: buyer.province,
      city: buyer.city,
      address: buyer.address,
      reference: '',
      contactName: buyer.name,
      phone: buyer.phone,
    },
    payment: { method: rng.next() < 0.7 ? 'transfer' : 'on_delivery' },
  };
}

/** Picked up at the first branch instead, paid as chosen (on pickup for cash on delivery). */
export const pickupOf = (payment: PaymentMethod) => ({
  delivery: { method: 'pickup' as const, branchIndex: 0 },
  payment: { method: payment === 'on_delivery' ? ('on_pickup' as const) : payment },
});
