import { describe, expect, it } from 'vitest';
import { ECUADOR_PROVINCES, shippingRatesSaveBodySchema } from '@quimia/contracts';
import {
  shippingFormPath,
  toShippingBody,
  toShippingFormValues,
  withBandCount,
} from './shipping-rates-model';

const table = {
  bandLimitsKg: [5, 30, 100],
  maxCourierKg: 500,
  rates: ECUADOR_PROVINCES.map((province) => ({
    province,
    bandCents: province === 'Galápagos' ? null : [350, 875, 2100],
    extraKgCents: province === 'Galápagos' ? null : 35,
    deliveryDays: 2,
  })),
  freeShippingThresholdCents: null,
  updatedAt: null,
};

describe('the shipping rates form', () => {
  it('shows dollars and sends cents, all prices empty meaning no courier', () => {
    const values = toShippingFormValues(table);
    expect(values.bandLimits).toEqual([5, 30, 100]);
    expect(values.rates[0]).toEqual({
      province: 'Azuay',
      bands: [3.5, 8.75, 21],
      extraKg: 0.35,
      deliveryDays: 2,
    });
    values.rates[0]!.bands[0] = 4.1;
    const body = shippingRatesSaveBodySchema.parse(toShippingBody(values));
    expect(body.rates[0]).toEqual({
      province: 'Azuay',
      bandCents: [410, 875, 2100],
      extraKgCents: 35,
      deliveryDays: 2,
    });
    expect(body.rates.find((rate) => rate.province === 'Galápagos')).toMatchObject({
      bandCents: null,
      extraKgCents: null,
    });
  });

  it('adds a band above the last with empty prices, and removes the last one', () => {
    const values = withBandCount(toShippingFormValues(table), 4);
    expect(values.bandLimits).toEqual([5, 30, 100, null]);
    expect(values.rates[0]!.bands).toEqual([3.5, 8.75, 21, null]);
    const result = shippingRatesSaveBodySchema.safeParse(toShippingBody(values));
    expect(result.success).toBe(false);
    const fewer = withBandCount(values, 2);
    expect(fewer.rates[0]!.bands).toEqual([3.5, 8.75]);
    expect(shippingRatesSaveBodySchema.safeParse(toShippingBody(fewer)).success).toBe(true);
  });

  it("names the form's field of the API's message", () => {
    const values = toShippingFormValues(table);
    values.rates[3]!.deliveryDays = null;
    const result = shippingRatesSaveBodySchema.safeParse(toShippingBody(values));
    expect(result.success).toBe(false);
    expect(shippingFormPath(result.error!.issues[0]!.path.join('.'))).toBe('rates.3.deliveryDays');
    expect(shippingFormPath('rates.2.bandCents.1')).toBe('rates.2.bands.1');
    expect(shippingFormPath('rates.2.bandCents')).toBe('rates.2.bands.0');
    expect(shippingFormPath('rates.2.extraKgCents')).toBe('rates.2.extraKg');
    expect(shippingFormPath('bandLimitsKg.1')).toBe('bandLimits.1');
  });
});
