import { z } from 'zod';
import { int4 } from '../common';
import { unitPriceSchema } from '../money';
import type { PriceBreak } from '../pricing';
import { uuidSchema } from './field-schemas';
import { MAX_PRESENTATION_WEIGHT_KG } from './shipping-weight';
import { PRODUCT_UNITS } from './vocabulary';

// A product's presentations (the sizes it is sold in) and their volume prices, as shown and as
// saved.

/** A volume price of a presentation: from this many units, each at this price (cents, without IVA). */
export const priceBreakSchema = z.object({
  fromQuantity: z.number().int(),
  unitPriceCents: z.number().int(),
}) satisfies z.ZodType<PriceBreak>;

export const presentationSchema = z.object({
  id: z.string(),
  label: z.string(),
  size: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  /** US dollar cents without IVA; null means "Precio a consultar". */
  priceCents: z.number().int().nullable(),
  /** "Se vende en múltiplos de": the quantity of a line must be a multiple of it; null: any. */
  saleMultiple: z.number().int().nullable(),
  /** Volume prices, by ascending quantity, each lower than the one before. */
  priceBreaks: z.array(priceBreakSchema),
  /** «Peso de envío (kg)» as staff gave it; null: derived from the size (`presentationShippingWeight`). */
  shippingWeightKg: z.number().nullable(),
});
export type Presentation = z.infer<typeof presentationSchema>;

// Stored in an `integer` column: the bound keeps well inside it (a million dollars).
const money = unitPriceSchema;

/** The most volume prices one presentation takes. */
export const MAX_PRICE_BREAKS = 10;

export const priceBreakInputSchema = z.object({
  fromQuantity: int4('La cantidad de la escala debe ser un número entero')
    .min(2, { error: 'La escala empieza en 2 unidades o más' })
    .max(1_000_000, { error: 'La cantidad de la escala es demasiado alta' }),
  unitPriceCents: money,
});
export type PriceBreakInput = z.input<typeof priceBreakInputSchema>;

export const presentationInputSchema = z
  .object({
    id: uuidSchema().optional(),
    label: z
      .string({ error: 'Ingresa el nombre de la presentación' })
      .trim()
      .min(1, { error: 'Ingresa el nombre de la presentación' })
      .max(80, { error: 'El nombre de la presentación es demasiado largo' }),
    size: z
      .number({ error: 'Ingresa el tamaño' })
      .positive({ error: 'El tamaño debe ser mayor que cero' })
      // Kept with three decimals: anything smaller would be stored as zero.
      .min(0.001, { error: 'El tamaño debe ser de al menos 0,001' })
      .max(1_000_000, { error: 'El tamaño es demasiado grande' }),
    unit: z.enum(PRODUCT_UNITS, { error: 'Elige una unidad de medida' }),
    priceCents: money.nullable().default(null),
    saleMultiple: int4('El múltiplo de venta debe ser un número entero')
      .min(2, { error: 'El múltiplo de venta es de 2 o más (vacío: cualquier cantidad)' })
      .max(10_000, { error: 'El múltiplo de venta es demasiado alto' })
      .nullable()
      .default(null),
    priceBreaks: z
      .array(priceBreakInputSchema)
      .max(MAX_PRICE_BREAKS, { error: `Como máximo ${MAX_PRICE_BREAKS} precios por volumen` })
      .default([]),
    shippingWeightKg: z
      .number({ error: 'El peso de envío es un número (kg)' })
      .min(0.001, { error: 'El peso de envío debe ser de al menos 0,001 kg' })
      .max(MAX_PRESENTATION_WEIGHT_KG, { error: 'El peso de envío es de 50.000 kg como máximo' })
      .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
        error: 'El peso de envío admite hasta tres decimales',
      })
      .nullable()
      .default(null),
  })
  .superRefine((presentation, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message, input: presentation });
    const { priceBreaks: breaks, priceCents } = presentation;
    if (breaks.length && priceCents === null) {
      issue(['priceBreaks'], 'Los precios por volumen necesitan el precio de la presentación');
      return;
    }
    breaks.forEach((priceBreak, index) => {
      const previous = breaks[index - 1];
      if (previous && priceBreak.fromQuantity <= previous.fromQuantity) {
        issue(
          ['priceBreaks', index, 'fromQuantity'],
          'Ordena las escalas de menor a mayor cantidad, sin repetirlas',
        );
      }
      if (priceCents !== null && priceBreak.unitPriceCents >= priceCents) {
        issue(
          ['priceBreaks', index, 'unitPriceCents'],
          'El precio por volumen debe ser menor que el precio de la presentación',
        );
      } else if (previous && priceBreak.unitPriceCents >= previous.unitPriceCents) {
        issue(
          ['priceBreaks', index, 'unitPriceCents'],
          'A más cantidad, menor precio: cada escala debe costar menos que la anterior',
        );
      }
    });
  });
export type PresentationInput = z.input<typeof presentationInputSchema>;
