import { z } from 'zod';
import { PRODUCT_UNITS, type ProductUnit } from '../catalog';
import { listResponseSchema } from '../common';
import { unitPriceSchema } from '../money';
import { oneLine } from '../text';
import { consultaListQuery, recordId } from './list-queries';
import { productCostSchema } from './products';

// Formulas: what a batch costs the shop, from the latest purchases and the prices staff set by
// hand.

export const consultaFormulaSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeName: z.string().nullable(),
  status: z.string(),
  ingredientCount: z.number().int(),
  /** Ingredients with a cost: a purchase's, a hand price, or water's nothing. */
  costedCount: z.number().int(),
  /** The batch's cost from the latest purchase costs; null when an ingredient has none. */
  batchCostCents: z.number().int().nullable(),
});
export type ConsultaFormulaSummary = z.infer<typeof consultaFormulaSummarySchema>;
export const FORMULA_LIST_SORTS = ['titulo', 'costo', 'ingredientes'] as const;
export const consultaFormulaListQuerySchema = consultaListQuery(FORMULA_LIST_SORTS);
export type ConsultaFormulaListQuery = z.input<typeof consultaFormulaListQuerySchema>;
export const consultaFormulaListResponseSchema = listResponseSchema(consultaFormulaSummarySchema);
export type ConsultaFormulaListResponse = z.infer<typeof consultaFormulaListResponseSchema>;

export const consultaFormulaSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeName: z.string().nullable(),
  status: z.string(),
  summary: z.string(),
  batchYield: z.object({ amount: z.number(), unit: z.string() }).nullable(),
  ingredients: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      productId: z.string().nullable(),
      productName: z.string().nullable(),
      productSlug: z.string().nullable(),
      amount: z.number(),
      unit: z.string(),
      percentage: z.number().nullable(),
      phase: z.string().nullable(),
    }),
  ),
});
export type ConsultaFormula = z.infer<typeof consultaFormulaSchema>;

/** The batch's cost: `lote` scales it (the formula's yield when not given). */
export const formulaCostQuerySchema = z.object({
  id: recordId,
  lote: z.coerce
    .number<number | string>({ error: 'El tamaño del lote no es válido' })
    .positive({ error: 'El tamaño del lote debe ser mayor que cero' })
    .max(1_000_000, { error: 'El lote admite hasta 1.000.000' })
    .optional(),
});
export type FormulaCostQuery = z.input<typeof formulaCostQuerySchema>;

// Hand prices: what staff pay for an ingredient the catalogue does not sell (sugar, fruit, an
// essence), one per ingredient name (case, accents and spaces aside), used by every formula.

/** Units a hand price may be per: a caneca, tambor or saco has no fixed size to convert from. */
export const INGREDIENT_PRICE_UNITS = [
  'kg',
  'g',
  'L',
  'mL',
  'galón',
] as const satisfies readonly ProductUnit[];
export type IngredientPriceUnit = (typeof INGREDIENT_PRICE_UNITS)[number];

export const ingredientPriceSchema = z.object({
  name: z.string(),
  unit: z.string(),
  /** Per `unit`, without IVA. */
  unitPriceCents: z.number().int(),
  /** Who set it last (null: that account no longer exists). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type IngredientPrice = z.infer<typeof ingredientPriceSchema>;

const ingredientName = oneLine(
  z
    .string({ error: 'Indica el ingrediente' })
    .trim()
    .min(1, { error: 'Indica el ingrediente' })
    .max(160, { error: 'El nombre del ingrediente admite 160 caracteres' }),
);

export const ingredientPriceBodySchema = z.object({
  name: ingredientName,
  unit: z
    .enum(PRODUCT_UNITS, { error: 'Elige la unidad del precio' })
    .refine(
      (unit): unit is IngredientPriceUnit =>
        (INGREDIENT_PRICE_UNITS as readonly string[]).includes(unit),
      {
        error:
          'Una caneca, un tambor o un saco no tienen un tamaño fijo: fija el precio por kg, g, L, mL o galón',
      },
    ),
  unitPriceCents: unitPriceSchema,
});
export type IngredientPriceBody = z.input<typeof ingredientPriceBodySchema>;
export const ingredientPriceResponseSchema = z.object({
  message: z.string(),
  price: ingredientPriceSchema,
});
export type IngredientPriceResponse = z.infer<typeof ingredientPriceResponseSchema>;

export const ingredientPriceRemovalSchema = z.object({ name: ingredientName });
export type IngredientPriceRemoval = z.input<typeof ingredientPriceRemovalSchema>;

export const formulaCostLineSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** In the formula's unit, scaled to the batch. */
  amount: z.number(),
  unit: z.string(),
  /** The same amount in the product's unit; null when they cannot meet. */
  productAmount: z.number().nullable(),
  productUnit: z.string().nullable(),
  lastCost: productCostSchema.nullable(),
  costCents: z.number().int().nullable(),
  /** At today's catalogue price per product unit; null: no product or "a consultar". */
  catalogueCents: z.number().int().nullable(),
  /** Why a figure is missing or approximate ("Sin compras registradas", "densidad supuesta…"). */
  notes: z.array(z.string()),
  /** The cost is not a purchase's but taken (water costs nothing): the screen marks it. */
  estimated: z.boolean(),
  /** The price staff set by hand for this ingredient's name (no catalogue product); null: none. */
  handPrice: ingredientPriceSchema.nullable(),
});
export type FormulaCostLine = z.infer<typeof formulaCostLineSchema>;

export const formulaCostSchema = z.object({
  formulaId: z.string(),
  title: z.string(),
  batch: z.object({ amount: z.number(), unit: z.string() }).nullable(),
  lines: z.array(formulaCostLineSchema),
  /** The sum of the costed lines. */
  costedCents: z.number().int(),
  /** Null when an ingredient has no cost: the batch's cost is not known. */
  batchCostCents: z.number().int().nullable(),
  /** Per unit of the batch's yield. */
  costPerYieldUnitCents: z.number().int().nullable(),
  /** What the ingredients sell for at today's catalogue prices, without IVA. */
  catalogueCents: z.number().int().nullable(),
  /** (catalogue − cost) / catalogue, in percent. */
  marginPercent: z.number().nullable(),
  missingCostCount: z.number().int(),
  notes: z.array(z.string()),
});
export type FormulaCost = z.infer<typeof formulaCostSchema>;
