import { describe, expect, it } from 'vitest';
import { ECUADOR_PROVINCES, shippingRatesSaveBodySchema } from '@quimia/contracts';
import { shippingFormPath, toShippingBody, toShippingFormValues } from './shipping-rates-model';

const table = {
  rates: ECUADOR_PROVINCES.map((province) => ({
    province,
    priceCents: province === 'Galápagos' ? null : 350,
    deliveryDays: 2,
  })),
  freeShippingThresholdCents: null,
  updatedAt: null,
};

describe('the shipping rates form', () => {
  it('shows dollars and sends cents, an empty price meaning no courier', () => {
    const values = toShippingFormValues(table);
    expect(values.rates[0]).toEqual({ province: 'Azuay', price: 3.5, deliveryDays: 2 });
    values.rates[0]!.price = 4.1;
    const body = shippingRatesSaveBodySchema.parse(toShippingBody(values));
    expect(body.rates[0]).toEqual({ province: 'Azuay', priceCents: 410, deliveryDays: 2 });
    expect(body.rates.find((rate) => rate.province === 'Galápagos')!.priceCents).toBeNull();
  });

  it("names the form's field of the API's message", () => {
    const values = toShippingFormValues(table);
    values.rates[3]!.deliveryDays = null;
    const result = shippingRatesSaveBodySchema.safeParse(toShippingBody(values));
    expect(result.success).toBe(false);
    expect(shippingFormPath(result.error!.issues[0]!.path.join('.'))).toBe('rates.3.deliveryDays');
    expect(shippingFormPath('rates.2.priceCents')).toBe('rates.2.price');
  });
});
