import { z } from 'zod';
import { int4 } from './common';
import { ECUADOR_PROVINCES } from './customers';

// National shipping by courier, priced per province by the seller (Empresa → Envíos). The free
// shipping threshold is one of the company settings.

export const shippingRateSchema = z.object({
  province: z.enum(ECUADOR_PROVINCES),
  /** US dollar cents without IVA; null: no courier to this province (special transport). */
  priceCents: z.number().int().nullable(),
  /** Working days from dispatch to delivery. */
  deliveryDays: z.number().int(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const shippingRatesResponseSchema = z.object({
  /** All 24 provinces, in alphabetical order. */
  rates: z.array(shippingRateSchema),
  /** From the company settings: goods from this subtotal (without IVA) ship free. */
  freeShippingThresholdCents: z.number().int().nullable(),
  /** The table's last change (the defaults of a new install date from its first start). */
  updatedAt: z.string().nullable(),
});
export type ShippingRatesResponse = z.infer<typeof shippingRatesResponseSchema>;

export const MAX_SHIPPING_CENTS = 100_000;
export const MAX_DELIVERY_DAYS = 90;

export const shippingRateInputSchema = z.object({
  province: z.enum(ECUADOR_PROVINCES, { error: 'La provincia no es válida' }),
  priceCents: int4('El precio debe estar en centavos (un número entero)')
    .min(0, { error: 'El precio no puede ser negativo' })
    .max(MAX_SHIPPING_CENTS, { error: 'El envío cuesta como máximo 1.000 USD' })
    .nullable(),
  deliveryDays: int4('Los días de entrega son un número entero')
    .min(0, { error: 'Los días de entrega no pueden ser negativos' })
    .max(MAX_DELIVERY_DAYS, { error: `Como máximo ${MAX_DELIVERY_DAYS} días` }),
});
export type ShippingRateInput = z.input<typeof shippingRateInputSchema>;

/** The whole table at once: every province exactly once. */
export const shippingRatesSaveBodySchema = z
  .object({
    rates: z
      .array(shippingRateInputSchema, { error: 'Envía la tabla de envíos' })
      .max(ECUADOR_PROVINCES.length, { error: 'La tabla tiene una fila por provincia' }),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.rates.forEach((rate, index) => {
      if (seen.has(rate.province)) {
        context.addIssue({
          code: 'custom',
          path: ['rates', index, 'province'],
          message: `${rate.province} está repetida`,
          input: rate,
        });
      }
      seen.add(rate.province);
    });
    const missing = ECUADOR_PROVINCES.filter((province) => !seen.has(province));
    if (missing.length) {
      context.addIssue({
        code: 'custom',
        path: ['rates'],
        message: `Falta la tarifa de ${missing.join(', ')}`,
        input: body.rates,
      });
    }
  });
export type ShippingRatesSaveBody = z.input<typeof shippingRatesSaveBodySchema>;
