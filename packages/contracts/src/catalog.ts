import { z } from 'zod';
import {
  int4,
  listResponseSchema,
  optionalText,
  textList,
  paginationQuerySchema,
  positiveId,
} from './common';
import { GHS_PICTOGRAMS } from './ghs';
import { IVA_CODES, type PriceBreak } from './pricing';
import { unitPriceSchema } from './money';
import { oneLine } from './text';

// ---------------------------------------------------------------------------------------------
// Constants shared by the storefront, the back office and the API.

/** Publish status of products and formula posts (Publicar / Borrador). */
export const PUBLISH_STATUSES = ['published', 'draft'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  published: 'Publicar',
  draft: 'Borrador',
};

/** Units of measure a product is sold in. */
export const PRODUCT_UNITS = ['kg', 'g', 'L', 'mL', 'galón', 'caneca', 'tambor', 'saco'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = {
  kg: 'Kilogramo (kg)',
  g: 'Gramo (g)',
  L: 'Litro (L)',
  mL: 'Mililitro (mL)',
  galón: 'Galón',
  caneca: 'Caneca',
  tambor: 'Tambor',
  saco: 'Saco',
};

export { GHS_PICTOGRAM_LABELS, GHS_PICTOGRAMS, type GhsPictogram } from './ghs';

/** GHS signal words: `danger` is shown as "Peligro", `warning` as "Atención". */
export const SIGNAL_WORDS = ['danger', 'warning'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];
export const SIGNAL_WORD_LABELS: Record<SignalWord, string> = {
  danger: 'Peligro',
  warning: 'Atención',
};

/** Sort orders of product lists. `relevance` without a search term means featured first, then A–Z. */
export const PRODUCT_SORTS = ['relevance', 'name', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevancia',
  name: 'Nombre (A–Z)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
  newest: 'Más recientes',
};

/** Image sizes served by `/api/uploads/getImagen` (WebP, width in pixels at most). */
export const IMAGE_SIZES = { sm: 320, md: 800, lg: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const PRODUCT_MAX_IMAGES = 12;

// ---------------------------------------------------------------------------------------------
// Small building blocks.

/**
 * A CAS registry number (e.g. 77-92-9): 2–7 digits, 2 digits and a check digit equal to the sum
 * of the other digits, each multiplied by its position counted from the right, modulo 10.
 */
export function isValidCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  }
  return sum % 10 === Number(match[3]);
}

export const CAS_NUMBER_MESSAGE =
  'El número CAS no es válido: usa el formato 77-92-9 con su dígito verificador';

export const casNumberSchema = optionalText(12).refine((v) => v === null || isValidCasNumber(v), {
  error: CAS_NUMBER_MESSAGE,
});

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Ingresa el identificador para la dirección web' })
  .max(160, { error: 'El identificador es demasiado largo' })
  .regex(SLUG_PATTERN, {
    error: 'El identificador solo admite letras minúsculas sin tildes, números y guiones',
  });

/** Turns a name into a URL slug: "Ácido cítrico 99 %" → "acido-citrico-99". */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/g, '');
}

/** `true`/`false`/`1`/`0` in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Usa true o false' })
  .transform((value) => value === 'true' || value === '1');

/** One slug or several separated by commas (`?linea=limpieza,cosmetica`). */
const slugListParam = z.preprocess(
  (value: string | readonly string[] | undefined) =>
    Array.isArray(value) ? value.join(',') : value,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(500)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, { error: 'El filtro no es válido' })
    .transform((value) => [...new Set(value.split(','))])
    .optional(),
);

const uuidSchema = (message = 'El identificador no es válido') => z.uuid({ error: message });
const taxonomyIdSchema = (message: string) => positiveId(message);
const taxonomyIdParam = positiveId('El identificador no es válido', { coerce: true });

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Uploaded files as the API shows them.

export const imageSchema = z.object({
  id: z.string(),
  /** Pixel size of the largest variant (for width/height attributes and aspect ratio). */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullable(),
  /** The medium variant: a good default `src`. */
  url: z.string(),
  urls: z.object({ sm: z.string(), md: z.string(), lg: z.string() }),
  /** Ready for `<img srcset>`. */
  srcSet: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const documentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type UploadedDocument = z.infer<typeof documentSchema>;

export const imageUploadResponseSchema = z.object({ image: imageSchema });
export const documentUploadResponseSchema = z.object({ document: documentSchema });

export const imageQuerySchema = z.object({
  id: uuidSchema(),
  size: z.enum(['sm', 'md', 'lg'], { error: 'El tamaño debe ser sm, md o lg' }).default('md'),
});
export const documentQuerySchema = z.object({
  id: uuidSchema(),
  /** `true` to open in the browser instead of downloading. */
  inline: queryFlag.default(false),
});

// ---------------------------------------------------------------------------------------------
// Products.

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
});
export type Presentation = z.infer<typeof presentationSchema>;

/** Dangerous goods for transport: the UN number and the hazard class (cannot go by courier). */
export const dangerousGoodsSchema = z.object({ unNumber: z.string(), hazardClass: z.string() });
export type DangerousGoods = z.infer<typeof dangerousGoodsSchema>;

export const ghsSchema = z.object({
  pictograms: z.array(z.enum(GHS_PICTOGRAMS)),
  signalWord: z.enum(SIGNAL_WORDS).nullable(),
  hazardStatements: z.array(z.string()),
});
export type Ghs = z.infer<typeof ghsSchema>;

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
  stock: z.number(),
  /**
   * Staff only (absent for visitors): the reorder point in the product's unit, null when none is
   * set. See `isLowStock`.
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

// Stored in an `integer` column: the bound keeps well inside it (a million dollars).
const money = unitPriceSchema;

// Stored as numeric(14, 3): the bound keeps well inside its 11 integer digits.
const quantity = (label: string) =>
  z
    .number({ error: `Ingresa ${label}` })
    .min(0, { error: `${label[0]?.toUpperCase()}${label.slice(1)} no puede ser negativo` })
    .max(1_000_000_000, { error: `${label[0]?.toUpperCase()}${label.slice(1)} es demasiado alto` });

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

export const ghsInputSchema = z
  .object({
    pictograms: z
      .array(z.enum(GHS_PICTOGRAMS, { error: 'Pictograma GHS no válido (GHS01 a GHS09)' }))
      .max(9)
      .default([])
      .transform((list) => [...new Set(list)].sort()),
    signalWord: z
      .enum(SIGNAL_WORDS, { error: 'La palabra de advertencia es Peligro o Atención' })
      .nullable()
      .default(null),
    hazardStatements: textList(300, 40, 'Indicaciones de peligro'),
  })
  .default({ pictograms: [], signalWord: null, hazardStatements: [] });

/** "UN1789", "un 1789" or "1789": the UN number, written UN and four digits. */
export const UN_NUMBER_PATTERN = /^(?:UN)?\s?(\d{4})$/i;
/** Class 1–9 with an optional division (2.1, 5.1, 6.1…). */
export const HAZARD_CLASS_PATTERN = /^[1-9](?:\.[1-6])?$/;

export const dangerousGoodsInputSchema = z.object({
  unNumber: z
    .string({ error: 'Ingresa el número ONU (p. ej. UN1789)' })
    .trim()
    .regex(UN_NUMBER_PATTERN, { error: 'El número ONU es UN y cuatro dígitos, p. ej. UN1789' })
    .transform((value) => `UN${UN_NUMBER_PATTERN.exec(value)![1]}`),
  hazardClass: z
    .string({ error: 'Ingresa la clase de peligro (p. ej. 8)' })
    .trim()
    .regex(HAZARD_CLASS_PATTERN, {
      error: 'La clase de peligro va de 1 a 9, con división opcional (p. ej. 8 o 5.1)',
    }),
});

const uniqueIds = <T extends z.ZodType<string | number>>(item: T, max: number, label: string) =>
  z
    .array(item)
    .max(max, { error: `${label}: como máximo ${max}` })
    .default([])
    .transform((list) => [...new Set(list)]);

/** Body of `/api/producto/guardar`: creates without `id`, updates with it. */
export const productSaveBodySchema = z.object({
  id: uuidSchema().optional(),
  code: z
    .string({ error: 'Ingresa el código del producto' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Ingresa el código del producto' })
    .max(40, { error: 'El código es demasiado largo' })
    .regex(/^[A-Z0-9][A-Z0-9._-]*$/, {
      error: 'El código solo admite letras, números, punto, guion y guion bajo',
    }),
  name: oneLine(
    z
      .string({ error: 'Ingresa el nombre del producto' })
      .trim()
      .min(2, { error: 'Ingresa el nombre del producto' })
      .max(160, { error: 'El nombre es demasiado largo' }),
  ),
  /** Generated from the name when empty. */
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  synonyms: textList(120, 30, 'Sinónimos'),
  casNumber: casNumberSchema,
  chemicalFormula: optionalText(120),
  typeId: taxonomyIdSchema('Elige un tipo de producto'),
  subtypeId: taxonomyIdSchema('Elige un subtipo válido').nullable().default(null),
  businessLineIds: uniqueIds(
    taxonomyIdSchema('Línea de negocio no válida'),
    20,
    'Líneas de negocio',
  ).refine((list) => list.length > 0, { error: 'Elige al menos una línea de negocio' }),
  applicationAreaIds: uniqueIds(
    taxonomyIdSchema('Área de aplicación no válida'),
    50,
    'Áreas de aplicación',
  ),
  unit: z.enum(PRODUCT_UNITS, { error: 'Elige una unidad de medida' }),
  presentations: z
    .array(presentationInputSchema)
    .max(20, { error: 'Como máximo 20 presentaciones' })
    .default([]),
  ivaCode: z.enum(IVA_CODES, { error: 'Elige el tratamiento de IVA' }).default('iva'),
  stock: quantity('el stock').default(0),
  /** "Stock mínimo": the reorder point in the product's unit; null: none. */
  minimumStock: quantity('el stock mínimo').nullable().default(null),
  minimumOrder: quantity('el pedido mínimo').default(0),
  leadTimeDays: int4('El tiempo de entrega es un número entero de días')
    .min(0, { error: 'El tiempo de entrega no puede ser negativo' })
    .max(365, { error: 'El tiempo de entrega es de 365 días como máximo' })
    .default(0),
  density: z
    .number({ error: 'La densidad es un número (kg/L)' })
    .min(0.01, { error: 'La densidad va de 0,01 a 25 kg/L' })
    .max(25, { error: 'La densidad va de 0,01 a 25 kg/L' })
    .nullable()
    .default(null),
  dangerousGoods: dangerousGoodsInputSchema.nullable().default(null),
  quoteNotes: z
    .string()
    .trim()
    .max(2000, { error: 'Las notas para cotizar admiten 2000 caracteres' })
    .default(''),
  featured: z.boolean().default(false),
  status: z.enum(PUBLISH_STATUSES, { error: 'Elige Publicar o Borrador' }).default('draft'),
  description: z
    .string()
    .trim()
    .max(20_000, { error: 'La descripción es demasiado larga' })
    .default(''),
  ghs: ghsInputSchema,
  /** Uploaded images in display order; the first is the cover. */
  imageIds: uniqueIds(uuidSchema('Imagen no válida'), PRODUCT_MAX_IMAGES, 'Imágenes'),
  technicalSheetId: uuidSchema('Ficha técnica no válida').nullable().default(null),
  safetyDataSheetId: uuidSchema('Hoja de seguridad no válida').nullable().default(null),
});
export type ProductSaveBody = z.input<typeof productSaveBodySchema>;

/** The save body that keeps a product as it is (its staff detail), to change a few fields of. */
export function productSaveBodyOf(product: Product): ProductSaveBody & { id: string } {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    slug: product.slug,
    synonyms: product.synonyms,
    casNumber: product.casNumber,
    chemicalFormula: product.chemicalFormula,
    typeId: product.type.id,
    subtypeId: product.subtype?.id ?? null,
    businessLineIds: product.businessLines.map((line) => line.id),
    applicationAreaIds: product.applicationAreas.map((area) => area.id),
    unit: product.unit,
    presentations: product.presentations,
    ivaCode: product.ivaCode,
    stock: product.stock,
    minimumStock: product.minimumStock ?? null,
    minimumOrder: product.minimumOrder,
    leadTimeDays: product.leadTimeDays,
    density: product.density,
    dangerousGoods: product.dangerousGoods,
    quoteNotes: product.quoteNotes,
    featured: product.featured,
    status: product.status,
    description: product.description,
    ghs: product.ghs,
    imageIds: product.images.map((image) => image.id),
    technicalSheetId: product.technicalSheet?.id ?? null,
    safetyDataSheetId: product.safetyDataSheet?.id ?? null,
  };
}
export type ProductSaveData = z.output<typeof productSaveBodySchema>;

/**
 * Low stock, as the metrics count it and the back office marks it: the stock has reached the
 * product's minimum stock (at or below it); without a minimum, only when it has run out.
 */
export function isLowStock(product: { stock: number; minimumStock?: number | null }): boolean {
  return product.stock <= (product.minimumStock ?? 0);
}
