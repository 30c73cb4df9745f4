import { z } from 'zod';
import { PRODUCT_UNITS } from './catalog';
import { batchYieldSchema } from './formulas';
import { IVA_CODES, priceQuoteResponseSchema } from './selling';

// A formula quoted at the batch a visitor wants: each catalogue ingredient scaled to the batch,
// converted to its product's unit, and covered by the cheapest packs the shop sells. The lines
// it proposes are ready for a quotation (`/api/cotizar/guardar`, source `formula`).

/** Units a batch is measured in: containers (caneca, tambor, saco) have no fixed size. */
export const BATCH_UNITS = ['kg', 'g', 'L', 'mL', 'galón'] as const;
export type BatchUnit = (typeof BATCH_UNITS)[number];
export const BATCH_UNIT_LABELS: Record<BatchUnit, string> = {
  kg: 'kg',
  g: 'g',
  L: 'litros',
  mL: 'mL',
  galón: 'galones',
};

/** The largest batch quoted on line, in its unit (a 100-tonne batch is a conversation). */
export const MAX_BATCH_AMOUNT = 100_000;

/** `POST /api/cotizar/desdeFormula`. */
export const formulaQuoteBodySchema = z.object({
  formulaId: z.uuid({ error: 'La fórmula no es válida' }),
  batchAmount: z
    .number({ error: 'Ingresa el tamaño del lote' })
    .min(0.001, { error: 'El lote debe ser de al menos 0,001' })
    .max(MAX_BATCH_AMOUNT, { error: `El lote puede ser de hasta ${MAX_BATCH_AMOUNT} unidades` }),
  batchUnit: z.enum(BATCH_UNITS, { error: 'Elige la unidad del lote' }),
});
export type FormulaQuoteBody = z.input<typeof formulaQuoteBodySchema>;

/** An amount in a unit ("16,5 kg"). */
export const measureSchema = z.object({ amount: z.number(), unit: z.enum(PRODUCT_UNITS) });
export type Measure = z.infer<typeof measureSchema>;

/** A priced presentation of the product, and how many of it the proposal buys (0: none). */
export const formulaQuoteOptionSchema = z.object({
  presentationId: z.string(),
  label: z.string(),
  /** What one holds, in the product's unit. */
  content: measureSchema,
  /** The list price without IVA (a volume price may lower it: the figures say). */
  priceCents: z.number().int(),
  /** "Se vende en múltiplos de": the quantity is a multiple of it; null: any. */
  saleMultiple: z.number().int().nullable(),
  quantity: z.number().int(),
});
export type FormulaQuoteOption = z.infer<typeof formulaQuoteOptionSchema>;

/** A catalogue product the batch needs, with the packs proposed for it. */
export const formulaQuoteProductSchema = z.object({
  product: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    unit: z.enum(PRODUCT_UNITS),
    ivaCode: z.enum(IVA_CODES),
  }),
  /** The formula's ingredients it stands for (usually one), each with what the batch needs. */
  ingredients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phase: z.string().nullable(),
      needed: measureSchema,
    }),
  ),
  /** What the batch needs, in the product's unit. */
  needed: measureSchema,
  /** What the proposed packs hold, in the product's unit. */
  covered: measureSchema,
  /** What is left over once the batch is made (covered − needed). */
  leftover: measureSchema,
  /** Every priced presentation, the proposed ones with their quantity. */
  options: z.array(formulaQuoteOptionSchema),
  /** What the visitor should know (a density assumed, the product's minimum order…). */
  notes: z.array(z.string()),
});
export type FormulaQuoteProduct = z.infer<typeof formulaQuoteProductSchema>;

/** An ingredient left out of the quotation, and why (free text, price on request…). */
export const formulaQuoteExcludedSchema = z.object({
  ingredientId: z.string(),
  name: z.string(),
  phase: z.string().nullable(),
  /** What the batch needs of it, when it could be scaled. */
  needed: measureSchema.nullable(),
  /** The catalogue product, when it is one (its page says how to ask for it). */
  product: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
});
export type FormulaQuoteExcluded = z.infer<typeof formulaQuoteExcludedSchema>;

export const formulaQuoteResponseSchema = z.object({
  formula: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    batchYield: batchYieldSchema.nullable(),
  }),
  batch: z.object({
    amount: z.number(),
    unit: z.enum(BATCH_UNITS),
    /** Batch over the formula's yield; null when the percentages were used instead. */
    factor: z.number().nullable(),
    notes: z.array(z.string()),
  }),
  products: z.array(formulaQuoteProductSchema),
  excluded: z.array(formulaQuoteExcludedSchema),
  /** The proposed packs as a quotation's lines. */
  lines: z.array(z.object({ presentationId: z.string(), quantity: z.number().int() })),
  /** The server's figures for those lines (as `/api/pedido/calcular` answers them). */
  pricing: priceQuoteResponseSchema,
});
export type FormulaQuoteResponse = z.infer<typeof formulaQuoteResponseSchema>;
