import { z } from 'zod';
import {
  imageSchema,
  PRODUCT_UNITS,
  PUBLISH_STATUSES,
  queryFlag,
  slugSchema,
  taxonomyItemSchema,
  taxonomyRefSchema,
} from './catalog';
import {
  int4,
  listResponseSchema,
  optionalText,
  paginationQuerySchema,
  positiveId,
  textList,
} from './common';
import { emailSchema } from './users';
import { oneLine } from './text';

/** Comments wait for a staff member's approval before the public sees them. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  pending: 'Pendientes',
  approved: 'Aprobados',
  rejected: 'Rechazados',
};

export const FORMULA_SORTS = ['newest', 'title', 'relevance'] as const;
export type FormulaSort = (typeof FORMULA_SORTS)[number];
export const FORMULA_SORT_LABELS: Record<FormulaSort, string> = {
  newest: 'Más recientes',
  title: 'Título (A–Z)',
  relevance: 'Relevancia',
};

export const COMMENT_MAX_LENGTH = 2000;

// ---------------------------------------------------------------------------------------------
// Responses.

export const formulaTypeSchema = taxonomyItemSchema
  .omit({ productCount: true })
  .extend({ formulaCount: z.number().int() });
export type FormulaType = z.infer<typeof formulaTypeSchema>;
export const formulaTypeListResponseSchema = z.object({ items: z.array(formulaTypeSchema) });

export const batchYieldSchema = z.object({ amount: z.number(), unit: z.enum(PRODUCT_UNITS) });
export type BatchYield = z.infer<typeof batchYieldSchema>;

export const ingredientSchema = z.object({
  id: z.string(),
  /** The catalogue product, when the ingredient is one (null: free text or not published). */
  product: z
    .object({ id: z.string(), slug: z.string(), name: z.string(), code: z.string() })
    .nullable(),
  name: z.string(),
  amount: z.number(),
  unit: z.enum(PRODUCT_UNITS),
  percentage: z.number().nullable(),
  /** e.g. "Fase A"; ingredients of a phase are mixed together. */
  phase: z.string().nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const formulaSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  type: taxonomyRefSchema,
  summary: z.string(),
  cover: imageSchema.nullable(),
  status: z.enum(PUBLISH_STATUSES),
  ingredientCount: z.number().int(),
  /** Approved comments. */
  commentCount: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type FormulaSummary = z.infer<typeof formulaSummarySchema>;

export const publicCommentSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  /** Plain text: render it as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const formulaSchema = formulaSummarySchema.extend({
  /** Sanitised on the server with an allow-list; safe to render as HTML. */
  contentHtml: z.string(),
  batchYield: batchYieldSchema.nullable(),
  ingredients: z.array(ingredientSchema),
  steps: z.array(z.string()),
  safetyNotes: z.array(z.string()),
  createdAt: z.string(),
});
export type Formula = z.infer<typeof formulaSchema>;

export const formulaDetailResponseSchema = z.object({
  formula: formulaSchema,
  /** Approved comments, oldest first. */
  comments: z.array(publicCommentSchema),
});
export type FormulaDetailResponse = z.infer<typeof formulaDetailResponseSchema>;
export const formulaResponseSchema = z.object({ formula: formulaSchema });

export const formulaListResponseSchema = listResponseSchema(formulaSummarySchema).extend({
  facets: z
    .object({ tipos: z.array(taxonomyRefSchema.extend({ count: z.number().int() })) })
    .optional(),
});
export type FormulaListResponse = z.infer<typeof formulaListResponseSchema>;
export const formulaItemsResponseSchema = z.object({ items: z.array(formulaSummarySchema) });

// ---------------------------------------------------------------------------------------------
// Queries.

export const formulaListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda es demasiado larga' }).optional(),
  /** Formula type slug. */
  tipo: slugSchema.optional(),
  /** Formulas that use this catalogue product. */
  productoId: z.uuid({ error: 'El identificador no es válido' }).optional(),
  orden: z.enum(FORMULA_SORTS, { error: 'Elige un orden válido' }).default('newest'),
  incluirBorradores: queryFlag.default(false),
  estado: z.enum(PUBLISH_STATUSES, { error: 'Elige un estado válido' }).optional(),
});
export type FormulaListQuery = z.input<typeof formulaListQuerySchema>;

export const formulaSearchQuerySchema = formulaListQuerySchema.extend({
  q: z
    .string({ error: 'Escribe qué buscas' })
    .trim()
    .min(1, { error: 'Escribe qué buscas' })
    .max(100, { error: 'La búsqueda es demasiado larga' }),
  orden: z.enum(FORMULA_SORTS, { error: 'Elige un orden válido' }).default('relevance'),
});

/** `?id=` or `?slug=` of a formula post. */
export const formulaQuerySchema = z
  .object({
    id: z.uuid({ error: 'El identificador no es válido' }).optional(),
    slug: slugSchema.optional(),
    incluirBorradores: queryFlag.default(false),
  })
  .refine((query) => query.id !== undefined || query.slug !== undefined, {
    path: ['id'],
    error: 'Indica el id o el slug de la fórmula',
  });
export type FormulaQuery = z.input<typeof formulaQuerySchema>;

export const suggestedFormulasQuerySchema = z
  .object({
    id: z.uuid({ error: 'El identificador no es válido' }).optional(),
    slug: slugSchema.optional(),
    limit: int4(undefined, { coerce: true }).min(1).max(12).default(4),
  })
  .refine((query) => query.id !== undefined || query.slug !== undefined, {
    path: ['id'],
    error: 'Indica el id o el slug de la fórmula',
  });

// ---------------------------------------------------------------------------------------------
// Writes.

const amountSchema = z
  .number({ error: 'Ingresa la cantidad' })
  .positive({ error: 'La cantidad debe ser mayor que cero' })
  // Stored as numeric(14, 3): anything smaller would be stored as zero.
  .min(0.001, { error: 'La cantidad debe ser de al menos 0,001' })
  .max(1_000_000, { error: 'La cantidad es demasiado grande' });

export const ingredientInputSchema = z.object({
  /** A catalogue product, or null for a free-text ingredient (water, colourant…). */
  productId: z.uuid({ error: 'Producto no válido' }).nullable().default(null),
  /** May be empty when a product is chosen: its name is used. */
  name: oneLine(z.string().trim().max(160, { error: 'El nombre es demasiado largo' })).default(''),
  amount: amountSchema,
  unit: z.enum(PRODUCT_UNITS, { error: 'Elige una unidad de medida' }),
  percentage: z
    .number({ error: 'Ingresa el porcentaje' })
    .min(0, { error: 'El porcentaje no puede ser negativo' })
    .max(100, { error: 'El porcentaje no puede pasar de 100' })
    .nullable()
    .default(null),
  phase: optionalText(40),
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

/** Body of `/api/formula/guardar`: creates without `id`, updates with it. */
export const formulaSaveBodySchema = z
  .object({
    id: z.uuid({ error: 'El identificador no es válido' }).optional(),
    title: z
      .string({ error: 'Ingresa el título' })
      .trim()
      .min(3, { error: 'Ingresa el título' })
      .max(160, { error: 'El título es demasiado largo' }),
    /** Generated from the title when empty. */
    slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
    typeId: positiveId('Elige un tipo de fórmula'),
    summary: z.string().trim().max(500, { error: 'El resumen es demasiado largo' }).default(''),
    /** Rich text (HTML); the server keeps only allowed tags and attributes. */
    contentHtml: z.string().max(200_000, { error: 'El contenido es demasiado largo' }).default(''),
    coverImageId: z.uuid({ error: 'Imagen no válida' }).nullable().default(null),
    batchYield: z
      .object({ amount: amountSchema, unit: z.enum(PRODUCT_UNITS, { error: 'Elige una unidad' }) })
      .nullable()
      .default(null),
    ingredients: z
      .array(ingredientInputSchema)
      .max(60, { error: 'Como máximo 60 ingredientes' })
      .default([]),
    steps: textList(2000, 60, 'Pasos'),
    safetyNotes: textList(500, 30, 'Notas de seguridad'),
    status: z.enum(PUBLISH_STATUSES, { error: 'Elige Publicar o Borrador' }).default('draft'),
  })
  .superRefine((body, context) => {
    body.ingredients.forEach((ingredient, index) => {
      if (!ingredient.productId && !ingredient.name) {
        context.addIssue({
          code: 'custom',
          path: ['ingredients', index, 'name'],
          message: 'Elige un producto o escribe el nombre del ingrediente',
        });
      }
    });
  });
export type FormulaSaveBody = z.input<typeof formulaSaveBodySchema>;
export type FormulaSaveData = z.output<typeof formulaSaveBodySchema>;

/** Body of `/api/formula/guardarComentario` (public). */
export const commentBodySchema = z.object({
  formulaId: z.uuid({ error: 'La fórmula no es válida' }),
  authorName: oneLine(
    z
      .string({ error: 'Ingresa tu nombre' })
      .trim()
      .min(2, { error: 'Ingresa tu nombre' })
      .max(80, { error: 'El nombre es demasiado largo' }),
  ),
  /** Never shown publicly; lets the shop answer privately. */
  email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  body: z
    .string({ error: 'Escribe tu comentario' })
    .trim()
    .min(3, { error: 'Escribe tu comentario' })
    .max(COMMENT_MAX_LENGTH, {
      error: `El comentario admite ${COMMENT_MAX_LENGTH} caracteres como máximo`,
    }),
  /** Left empty by people; bots fill it. */
  website: z.string().max(200).optional(),
});
export type CommentBody = z.input<typeof commentBodySchema>;
export const commentCreatedResponseSchema = z.object({ id: z.string(), message: z.string() });

export const moderateCommentBodySchema = z.object({
  id: z.uuid({ error: 'El identificador no es válido' }),
  status: z.enum(['approved', 'rejected'], { error: 'Elige aprobar o rechazar' }),
});
export type ModerateCommentBody = z.input<typeof moderateCommentBodySchema>;

/** A comment as staff see it when moderating. */
export const commentSchema = publicCommentSchema.extend({
  email: z.string().nullable(),
  status: z.enum(COMMENT_STATUSES),
  formula: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  moderatedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentResponseSchema = z.object({ comment: commentSchema });

export const commentListQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(COMMENT_STATUSES, { error: 'Elige un estado válido' }).optional(),
  formulaId: z.uuid({ error: 'El identificador no es válido' }).optional(),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;
export const commentListResponseSchema = listResponseSchema(commentSchema).extend({
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;
