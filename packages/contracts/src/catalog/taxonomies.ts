import { z } from 'zod';
import { queryFlag, slugSchema, taxonomyIdParam } from './field-schemas';
import { PRODUCT_UNITS } from './vocabulary';

// Taxonomies: business lines, product types and subtypes, application areas.

export const taxonomyRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type TaxonomyRef = z.infer<typeof taxonomyRefSchema>;

/** A value of a taxonomy with the number of published products that carry it. */
export const taxonomyItemSchema = taxonomyRefSchema.extend({
  description: z.string().nullable(),
  productCount: z.number().int(),
});
export type TaxonomyItem = z.infer<typeof taxonomyItemSchema>;

export const businessLineSchema = taxonomyItemSchema;
export type BusinessLine = TaxonomyItem;
export const applicationAreaSchema = taxonomyItemSchema;
export type ApplicationArea = TaxonomyItem;

export const productSubtypeSchema = taxonomyItemSchema.extend({ typeId: z.number().int() });
export type ProductSubtype = z.infer<typeof productSubtypeSchema>;

export const productTypeSchema = taxonomyItemSchema.extend({
  subtypes: z.array(productSubtypeSchema),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const taxonomyListResponseSchema = z.object({ items: z.array(taxonomyItemSchema) });
export const productTypeListResponseSchema = z.object({ items: z.array(productTypeSchema) });
export const productSubtypeListResponseSchema = z.object({ items: z.array(productSubtypeSchema) });
export const unitOptionSchema = z.object({ value: z.enum(PRODUCT_UNITS), label: z.string() });
export const unitOptionListResponseSchema = z.object({ items: z.array(unitOptionSchema) });
export type UnitOption = z.infer<typeof unitOptionSchema>;

/**
 * Staff only (401/403 otherwise): hidden categories listed too, for the back office's selects. A
 * hidden category is the taxonomy's draft: out of the storefront, still assignable.
 */
const hiddenToo = { incluirBorradores: queryFlag.default(false) };
export const taxonomyListQuerySchema = z.object(hiddenToo);
export const subtypeOptionsQuerySchema = z.object({
  tipoId: taxonomyIdParam.optional(),
  ...hiddenToo,
});

/** `?id=` (number) or `?slug=` of a product type. */
export const productTypeQuerySchema = z
  .object({ id: taxonomyIdParam.optional(), slug: slugSchema.optional() })
  .refine((query) => query.id !== undefined || query.slug !== undefined, {
    path: ['id'],
    error: 'Indica el id o el slug del tipo de producto',
  });
export const productTypeResponseSchema = z.object({ tipo: productTypeSchema });
