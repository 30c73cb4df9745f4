import type { z } from 'zod';
import {
  shippingRatesSaveBodySchema,
  type EcuadorProvince,
  type ShippingRatesResponse,
} from '@quimia/contracts';
import { bodyResolver } from '@/lib/body-resolver';
import { centsToDollars, dollarsToCents } from '@/lib/format';

/**
 * One province as the form holds it: a price in dollars per weight band and per kg above the
 * last (all empty: no courier), the days.
 */
export type ShippingRateRow = {
  province: EcuadorProvince;
  bands: (number | null)[];
  extraKg: number | null;
  deliveryDays: number | null;
};
export type ShippingRatesFormValues = {
  /** Each band's upper limit, kg. */
  bandLimits: (number | null)[];
  maxCourierKg: number | null;
  rates: ShippingRateRow[];
};

export function toShippingFormValues(table: ShippingRatesResponse): ShippingRatesFormValues {
  return {
    bandLimits: [...table.bandLimitsKg],
    maxCourierKg: table.maxCourierKg,
    rates: table.rates.map((rate) => ({
      province: rate.province,
      bands: table.bandLimitsKg.map((_, band) => centsToDollars(rate.bandCents?.[band] ?? null)),
      extraKg: centsToDollars(rate.extraKgCents),
      deliveryDays: rate.deliveryDays,
    })),
  };
}

/** The request body: prices in cents; a province whose prices are all empty has no courier. */
export function toShippingBody(values: ShippingRatesFormValues) {
  return {
    bandLimitsKg: values.bandLimits,
    maxCourierKg: values.maxCourierKg,
    rates: values.rates.map((rate) => {
      const noCourier = rate.extraKg === null && rate.bands.every((price) => price === null);
      return {
        province: rate.province,
        bandCents: noCourier ? null : rate.bands.map((price) => dollarsToCents(price)),
        extraKgCents: noCourier ? null : dollarsToCents(rate.extraKg),
        deliveryDays: rate.deliveryDays,
      };
    }),
  };
}

/** The values with one more band (above the last, its prices empty) or without the last one. */
export function withBandCount(
  values: ShippingRatesFormValues,
  count: number,
): ShippingRatesFormValues {
  const resize = <T>(list: readonly T[], fill: (index: number) => T) =>
    Array.from({ length: count }, (_, index) => (index < list.length ? list[index]! : fill(index)));
  return {
    ...values,
    bandLimits: resize(values.bandLimits, () => null),
    rates: values.rates.map((rate) => ({ ...rate, bands: resize(rate.bands, () => null) })),
  };
}

/** The form's field for a path of the body. */
export function shippingFormPath(bodyPath: string): string | null {
  const band = /^(rates\.\d+)\.bandCents(?:\.(\d+))?$/.exec(bodyPath);
  if (band) return `${band[1]}.bands.${band[2] ?? 0}`;
  const extra = /^(rates\.\d+)\.extraKgCents$/.exec(bodyPath);
  if (extra) return `${extra[1]}.extraKg`;
  const limit = /^bandLimitsKg(?:\.(\d+))?$/.exec(bodyPath);
  if (limit) return `bandLimits.${limit[1] ?? 0}`;
  return bodyPath || null;
}

export const shippingResolver = bodyResolver<
  ShippingRatesFormValues,
  typeof shippingRatesSaveBodySchema
>(shippingRatesSaveBodySchema, toShippingBody, shippingFormPath);

export type ShippingRatesFormOutput = z.output<typeof shippingRatesSaveBodySchema>;
