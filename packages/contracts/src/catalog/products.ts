import { z } from 'zod';
import { int4, listResponseSchema, paginationQuerySchema } from '../common';
import { GHS_PICTOGRAMS } from '../ghs';
import { IVA_CODES } from '../pricing';
import { queryFlag, slugListParam, slugSchema, taxonomyIdParam, uuidSchema } from './field-schemas';
import { presentationSchema } from './presentations';
import { productTypeSchema, taxonomyRefSchema } from './taxonomies';
import { documentSchema, imageSchema } from './uploads';
import { PRODUCT_SORTS, PRODUCT_UNITS, PUBLISH_STATUSES, SIGNAL_WORDS } from './vocabulary';

// Products as the storefront and the back office read them: cards, the product page, facets and
// the lists' queries.

/** Dangerous goods for transport: the UN number and the hazard class (cannot go by courier). */
export const dangerousGoodsSchema = z.object({ unNumber: z.string(), hazardClass: z.string() });
export type DangerousGoods = z.infer<typeof dangerousGoodsSchema>;

export const ghsSchema = z.object({
  pictograms: z.array(z.enum(GHS_PICTOGRAMS)),
  signalWord: z.enum(SIGNAL_WORDS).nullable(),
  hazardStatements: z.array(z.string()),
});
export type Ghs = z.infer<typeof ghsSchema>;

export const STOCK_AVAILABILITIES = ['available', 'low', 'out', 'to_order'] as const;
export type StockAvailability = (typeof STOCK_AVAILABILITIES)[number];

/** A product in lists and cards. */
export const productSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  casNumber: z.string().nullable(),
  chemicalFormula: z.string().nullable(),
  type: taxonomyRefSchema,
  subtype: taxonomyRefSchema.nullable(),
  businessLines: z.array(taxonomyRefSchema),
  unit: z.enum(PRODUCT_UNITS),
  /** Lowest presentation price in cents, without IVA; null when every price is on request. */
  priceFromCents: z.number().int().nullable(),
  /** The IVA treatment: only `iva` adds the general rate to its prices. */
  ivaCode: z.enum(IVA_CODES),
  /** What every branch has available together, in the product's unit. */
  stock: z.number(),
  /** «Bajo pedido»: bought in for an order beyond what is in stock. */
  soldToOrder: z.boolean(),
  /** What the storefront tells a buyer (see `stockAvailability`). */
  availability: z.enum(STOCK_AVAILABILITIES),
  /**
   * Staff only (absent for visitors): the sum of the branches' minimums («Stock mínimo», set per
   * branch in the stock card) in the product's unit, null when no branch has one. See
   * `isLowStock`.
   */
  minimumStock: z.number().nullable().optional(),
  featured: z.boolean(),
  status: z.enum(PUBLISH_STATUSES),
  image: imageSchema.nullable(),
  ghsPictograms: z.array(z.enum(GHS_PICTOGRAMS)),
  /** The first sentences of the description, as plain text. */
  summary: z.string(),
  /**
   * Staff only on a card (absent for visitors: a card a save did not change stays as it was in
   * every list); always on a product's page.
   */
  updatedAt: z.string().optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  updatedAt: z.string(),
  synonyms: z.array(z.string()),
  description: z.string(),
  applicationAreas: z.array(taxonomyRefSchema),
  presentations: z.array(presentationSchema),
  images: z.array(imageSchema),
  /** The least a sale takes, in the product's unit (0: no minimum). */
  minimumOrder: z.number(),
  leadTimeDays: z.number().int(),
  /** Kilograms per litre, to turn mass into volume; null when unknown. */
  density: z.number().nullable(),
  dangerousGoods: dangerousGoodsSchema.nullable(),
  /** Conditions a quotation of this product states (e.g. "Precio sujeto a disponibilidad"). */
  quoteNotes: z.string(),
  ghs: ghsSchema,
  technicalSheet: documentSchema.nullable(),
  safetyDataSheet: documentSchema.nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A formula post that uses a product, linked from the product page. */
export const formulaLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type FormulaLink = z.infer<typeof formulaLinkSchema>;

export const productDetailResponseSchema = z.object({
  product: productSchema,
  /** Published formula posts that use the product. */
  formulas: z.array(formulaLinkSchema),
  /** Other published products of the same type. */
  related: z.array(productSummarySchema),
});
export type ProductDetailResponse = z.infer<typeof productDetailResponseSchema>;
export const productResponseSchema = z.object({ product: productSchema });

export const facetValueSchema = taxonomyRefSchema.extend({ count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;
export const productFacetsSchema = z.object({
  lineas: z.array(facetValueSchema),
  tipos: z.array(facetValueSchema),
  subtipos: z.array(facetValueSchema),
  areas: z.array(facetValueSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/**
 * Query of `/api/producto/lista` (and `buscar`, `listaPorTipo`, `/api/product/list`): filters are
 * slugs, one or several separated by commas. Each facet counts the products that match the
 * search and every other filter, so a visitor sees what choosing a value would give.
 */
export const productListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda es demasiado larga' }).optional(),
  linea: slugListParam,
  tipo: slugListParam,
  subtipo: slugListParam,
  area: slugListParam,
  orden: z.enum(PRODUCT_SORTS, { error: 'Elige un orden válido' }).default('relevance'),
  destacados: queryFlag.optional(),
  /** Staff only: also list drafts (401/403 otherwise). */
  incluirBorradores: queryFlag.default(false),
  /** Staff only, with `incluirBorradores`: one status. */
  estado: z.enum(PUBLISH_STATUSES, { error: 'Elige un estado válido' }).optional(),
  facetas: queryFlag.default(true),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productSearchQuerySchema = productListQuerySchema.extend({
  q: z
    .string({ error: 'Escribe qué buscas' })
    .trim()
    .min(1, { error: 'Escribe qué buscas' })
    .max(100, { error: 'La búsqueda es demasiado larga' }),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

export const productListResponseSchema = listResponseSchema(productSummarySchema).extend({
  facets: productFacetsSchema.optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productsByTypeQuerySchema = productListQuerySchema
  .omit({ tipo: true })
  .extend({ tipoId: taxonomyIdParam.optional(), tipo: slugSchema.optional() })
  .refine((query) => query.tipoId !== undefined || query.tipo !== undefined, {
    path: ['tipoId'],
    error: 'Indica el tipo de producto',
  });
export const productsByTypeResponseSchema = productListResponseSchema.extend({
  tipo: productTypeSchema,
});

export const featuredQuerySchema = z.object({
  limit: int4(undefined, { coerce: true }).min(1).max(48).default(8),
});
export const productItemsResponseSchema = z.object({ items: z.array(productSummarySchema) });

/** `?id=` or `?slug=` of a product. */
export const productQuerySchema = z
  .object({
    id: uuidSchema().optional(),
    slug: slugSchema.optional(),
    incluirBorradores: queryFlag.default(false),
  })
  .refine((query) => query.id !== undefined || query.slug !== undefined, {
    path: ['id'],
    error: 'Indica el id o el slug del producto',
  });
export type ProductQuery = z.input<typeof productQuerySchema>;

/**
 * What a buyer is told of a product's stock: «Agotado» when nothing is available, «Quedan …» at
 * or below its reorder point, «Bajo pedido» when it is sold to order and none is in stock,
 * otherwise «Disponible».
 */
export function stockAvailability(product: {
  stock: number;
  minimumStock?: number | null;
  soldToOrder: boolean;
}): StockAvailability {
  if (product.stock <= 0) return product.soldToOrder ? 'to_order' : 'out';
  return isLowStock({ available: product.stock, minimum: product.minimumStock })
    ? 'low'
    : 'available';
}

/**
 * Low stock, as the metrics count it, the purchase suggestion lists it and the back office marks
 * it: what is available has reached the minimum (at or below it). Without a minimum, never:
 * nobody watches the product there. Read per branch (its available and its minimum), or for a
 * product's branches together (its stock and the sum of their minimums).
 */
export function isLowStock({
  available,
  minimum,
}: {
  available: number;
  minimum?: number | null;
}): boolean {
  return minimum !== null && minimum !== undefined && available <= minimum;
}
