import type { z } from 'zod';
import {
  shippingRatesSaveBodySchema,
  type EcuadorProvince,
  type ShippingRatesResponse,
} from '@quimia/contracts';
import { bodyResolver } from '@/lib/body-resolver';
import { centsToDollars, dollarsToCents } from '@/lib/format';

/** One province as the form holds it: the price in dollars (empty: no courier), the days. */
export type ShippingRateRow = {
  province: EcuadorProvince;
  price: number | null;
  deliveryDays: number | null;
};
export type ShippingRatesFormValues = { rates: ShippingRateRow[] };

export function toShippingFormValues(table: ShippingRatesResponse): ShippingRatesFormValues {
  return {
    rates: table.rates.map((rate) => ({
      province: rate.province,
      price: centsToDollars(rate.priceCents),
      deliveryDays: rate.deliveryDays,
    })),
  };
}

/** The request body: prices in cents. */
export function toShippingBody(values: ShippingRatesFormValues) {
  return {
    rates: values.rates.map((rate) => ({
      province: rate.province,
      priceCents: dollarsToCents(rate.price),
      deliveryDays: rate.deliveryDays,
    })),
  };
}

/** The form's field for a path of the body. */
export function shippingFormPath(bodyPath: string): string | null {
  const price = /^(rates\.\d+)\.priceCents$/.exec(bodyPath);
  if (price) return `${price[1]}.price`;
  return bodyPath || null;
}

export const shippingResolver = bodyResolver<
  ShippingRatesFormValues,
  typeof shippingRatesSaveBodySchema
>(shippingRatesSaveBodySchema, toShippingBody, shippingFormPath);

export type ShippingRatesFormOutput = z.output<typeof shippingRatesSaveBodySchema>;
