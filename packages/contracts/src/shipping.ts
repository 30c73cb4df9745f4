import { z } from 'zod';
import { int4 } from './common';
import { ECUADOR_PROVINCES } from './customers';
import { formatNumber } from './words';

// National shipping by courier, priced by weight per province by the seller (Empresa → Envíos):
// weight bands common to the whole table, per province a price per band, a price per kilogram
// above the last band and the delivery days. Heavier than the courier limit, an order goes by
// special transport. The free shipping threshold is one of the company settings.

export const shippingRateSchema = z.object({
  province: z.enum(ECUADOR_PROVINCES),
  /** US dollar cents without IVA, one per band (lightest first); null: no courier (special transport). */
  bandCents: z.array(z.number().int()).nullable(),
  /** Cents per kilogram above the last band (rounded up to the next kg); null with `bandCents`. */
  extraKgCents: z.number().int().nullable(),
  /** Working days from dispatch to delivery. */
  deliveryDays: z.number().int(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const shippingRatesResponseSchema = z.object({
  /** Upper limit of each weight band, kg, ascending: band i weighs more than limit i−1, up to limit i. */
  bandLimitsKg: z.array(z.number()),
  /** An order heavier than this (kg) is not offered a courier: special transport. */
  maxCourierKg: z.number(),
  /** All 24 provinces, in alphabetical order. */
  rates: z.array(shippingRateSchema),
  /** From the company settings: goods from this subtotal (without IVA) ship free. */
  freeShippingThresholdCents: z.number().int().nullable(),
  /** The table's last change (the defaults of a new install date from its first start). */
  updatedAt: z.string().nullable(),
});
export type ShippingRatesResponse = z.infer<typeof shippingRatesResponseSchema>;

export const MAX_SHIPPING_CENTS = 100_000;
export const MAX_EXTRA_KG_CENTS = 10_000;
export const MAX_DELIVERY_DAYS = 90;
export const MAX_SHIPPING_BANDS = 6;
/** The heaviest band limit and courier limit, kg. */
export const MAX_SHIPPING_KG = 10_000;

const kilograms = (label: string) =>
  z
    .number({ error: `${label} es un número de kg` })
    .refine((value) => Number.isFinite(value), { error: `${label} es un número de kg` })
    .refine((value) => value > 0, { error: `${label} debe ser mayor que cero` })
    .refine((value) => value <= MAX_SHIPPING_KG, {
      error: `${label} es de ${formatNumber(MAX_SHIPPING_KG)} kg como máximo`,
    })
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
      error: `${label} admite hasta tres decimales`,
    });

const bandPrice = z
  .number({ error: 'Ingresa el precio de cada banda (vacíos todos: sin courier)' })
  .int({ error: 'El precio debe estar en centavos (un número entero)' })
  .min(0, { error: 'El precio no puede ser negativo' })
  .max(MAX_SHIPPING_CENTS, { error: 'El envío cuesta como máximo 1.000 USD' });

export const shippingRateInputSchema = z.object({
  province: z.enum(ECUADOR_PROVINCES, { error: 'La provincia no es válida' }),
  bandCents: z
    .array(bandPrice, { error: 'Ingresa el precio de cada banda' })
    .max(MAX_SHIPPING_BANDS, { error: `Como máximo ${MAX_SHIPPING_BANDS} bandas` })
    .nullable(),
  extraKgCents: z
    .number({ error: 'Ingresa el precio por kg adicional (vacíos todos: sin courier)' })
    .int({ error: 'El precio por kg adicional debe estar en centavos (un número entero)' })
    .min(0, { error: 'El precio por kg adicional no puede ser negativo' })
    .max(MAX_EXTRA_KG_CENTS, { error: 'El kg adicional cuesta como máximo 100 USD' })
    .nullable(),
  deliveryDays: int4('Los días de entrega son un número entero')
    .min(0, { error: 'Los días de entrega no pueden ser negativos' })
    .max(MAX_DELIVERY_DAYS, { error: `Como máximo ${MAX_DELIVERY_DAYS} días` }),
});
export type ShippingRateInput = z.input<typeof shippingRateInputSchema>;

/** The whole table at once: the bands, the courier limit and every province exactly once. */
export const shippingRatesSaveBodySchema = z
  .object({
    bandLimitsKg: z
      .array(kilograms('El límite de la banda'), { error: 'Ingresa las bandas de peso' })
      .min(1, { error: 'Ingresa al menos una banda de peso' })
      .max(MAX_SHIPPING_BANDS, { error: `Como máximo ${MAX_SHIPPING_BANDS} bandas de peso` }),
    maxCourierKg: kilograms('El peso máximo por courier'),
    rates: z
      .array(shippingRateInputSchema, { error: 'Envía la tabla de envíos' })
      .max(ECUADOR_PROVINCES.length, { error: 'La tabla tiene una fila por provincia' }),
  })
  .superRefine((body, context) => {
    const issue = (path: (string | number)[], message: string, input: unknown) =>
      context.addIssue({ code: 'custom', path, message, input });
    body.bandLimitsKg.forEach((limit, index) => {
      const previous = body.bandLimitsKg[index - 1];
      if (previous !== undefined && limit <= previous) {
        issue(
          ['bandLimitsKg', index],
          `Cada banda llega a más kg que la anterior (más de ${formatNumber(previous)} kg)`,
          limit,
        );
      }
    });
    const seen = new Set<string>();
    body.rates.forEach((rate, index) => {
      if (seen.has(rate.province)) {
        issue(['rates', index, 'province'], `${rate.province} está repetida`, rate);
      }
      seen.add(rate.province);
      if ((rate.bandCents === null) !== (rate.extraKgCents === null)) {
        issue(
          ['rates', index, rate.bandCents === null ? 'bandCents' : 'extraKgCents'],
          `${rate.province}: sin courier, deja vacíos todos sus precios; con courier, llénalos todos`,
          rate,
        );
      }
      if (rate.bandCents !== null && rate.bandCents.length !== body.bandLimitsKg.length) {
        issue(
          ['rates', index, 'bandCents'],
          `${rate.province}: ingresa un precio por cada banda de peso`,
          rate,
        );
      }
      rate.bandCents?.forEach((cents, band) => {
        const lighter = rate.bandCents![band - 1];
        if (lighter !== undefined && cents < lighter) {
          issue(
            ['rates', index, 'bandCents', band],
            `${rate.province}: una banda más pesada no puede costar menos que la anterior`,
            cents,
          );
        }
      });
    });
    const missing = ECUADOR_PROVINCES.filter((province) => !seen.has(province));
    if (missing.length) {
      issue(['rates'], `Falta la tarifa de ${missing.join(', ')}`, body.rates);
    }
  });
export type ShippingRatesSaveBody = z.input<typeof shippingRatesSaveBodySchema>;

/** «Hasta 5 kg», «5–30 kg», «más de 100 kg»: band `index` of these limits (its length: above them). */
export function shippingBandLabel(limits: readonly number[], index: number): string {
  if (index >= limits.length) return `Más de ${formatNumber(limits.at(-1) ?? 0)} kg`;
  if (index === 0) return `Hasta ${formatNumber(limits[0]!)} kg`;
  return `${formatNumber(limits[index - 1]!)}–${formatNumber(limits[index]!)} kg`;
}
