import { z } from 'zod';
import { countOf } from './words';
import { slugSchema } from './catalog';
import { optionalText, positiveId } from './common';
import { oneLine } from './text';

/**
 * The catalogue's five taxonomies, administered by staff with one set of endpoints: the kind says
 * which one a request is about.
 */
export const CATEGORY_KINDS = [
  'businessLine',
  'productType',
  'productSubtype',
  'applicationArea',
  'formulaType',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** Names on screen: the kind's tab, and how one item of it is named in a sentence. */
export const CATEGORY_KIND_LABELS: Record<
  CategoryKind,
  { plural: string; singular: string; article: 'el' | 'la'; usedBy: 'productos' | 'fórmulas' }
> = {
  businessLine: {
    plural: 'Líneas de negocio',
    singular: 'línea',
    article: 'la',
    usedBy: 'productos',
  },
  productType: {
    plural: 'Tipos de producto',
    singular: 'tipo',
    article: 'el',
    usedBy: 'productos',
  },
  productSubtype: { plural: 'Subtipos', singular: 'subtipo', article: 'el', usedBy: 'productos' },
  applicationArea: {
    plural: 'Áreas de aplicación',
    singular: 'área',
    article: 'el',
    usedBy: 'productos',
  },
  formulaType: {
    plural: 'Tipos de fórmula',
    singular: 'tipo de fórmula',
    article: 'el',
    usedBy: 'fórmulas',
  },
};

/** What uses a category of the kind, counted: "87 productos", "1 fórmula". */
export function categoryUsersText(kind: CategoryKind, count: number): string {
  const plural = CATEGORY_KIND_LABELS[kind].usedBy;
  return countOf(count, plural.slice(0, -1), plural);
}

const kindSchema = z.enum(CATEGORY_KINDS, { error: 'Elige una clase de categoría válida' });
const categoryId = (message = 'La categoría no es válida') => positiveId(message);

/** A category as staff see it: hidden ones included, with how many products or formulas use it. */
export const categorySchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  hidden: z.boolean(),
  /** Subtypes only: the type it belongs to. */
  typeId: z.number().int().nullable(),
  /** Products (or, for formula types, formulas) that carry it, drafts included. */
  usage: z.number().int(),
  /** Product types only: how many subtypes it has. */
  subtypeCount: z.number().int(),
  /** Addresses it had before: they still lead to it. */
  oldSlugs: z.array(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListQuerySchema = z.object({
  kind: kindSchema,
  /** Subtypes only: those of one type. */
  typeId: positiveId('El tipo no es válido', { coerce: true }).optional(),
});
export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;
export const categoryListResponseSchema = z.object({ items: z.array(categorySchema) });
export const categoryResponseSchema = z.object({ category: categorySchema });

/** Creates (no id) or renames a category. The slug changes only when it is sent. */
export const categorySaveBodySchema = z.object({
  kind: kindSchema,
  id: categoryId().optional(),
  name: oneLine(
    z
      .string({ error: 'Ingresa el nombre' })
      .trim()
      .min(2, { error: 'Ingresa el nombre (al menos 2 caracteres)' })
      .max(80, { error: 'El nombre admite 80 caracteres como máximo' }),
  ),
  description: optionalText(500),
  /** Made from the name when a category is created without one; kept on a rename without one. */
  slug: slugSchema.optional().or(z.literal('').transform(() => undefined)),
  hidden: z.boolean().optional(),
  /** Subtypes only: the type it belongs to (required to create one). */
  typeId: categoryId('Elige el tipo de producto').nullish(),
});
export type CategorySaveBody = z.input<typeof categorySaveBodySchema>;
export type CategorySaveData = z.output<typeof categorySaveBodySchema>;

/** Shows or hides a category in the storefront. */
export const categoryVisibilityBodySchema = z.object({
  kind: kindSchema,
  id: categoryId(),
  hidden: z.boolean({ error: 'Indica si la categoría queda oculta' }),
});
export type CategoryVisibilityBody = z.input<typeof categoryVisibilityBodySchema>;

/**
 * The new order: these ids first, in this order, the others after them as they were. For
 * subtypes, those of one type.
 */
export const categoryOrderBodySchema = z.object({
  kind: kindSchema,
  ids: z
    .array(categoryId())
    .min(1, { error: 'Indica el orden' })
    .max(500, { error: 'Demasiadas categorías' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Hay categorías repetidas' }),
});
export type CategoryOrderBody = z.input<typeof categoryOrderBodySchema>;

/**
 * Removes a category. When products (or formulas) use it, `moveTo` names another category of the
 * same kind that they move to; without it the removal is refused (409, with how many use it).
 */
export const categoryRemoveBodySchema = z
  .object({
    kind: kindSchema,
    id: categoryId(),
    moveTo: categoryId('Elige la categoría a la que pasan').nullish(),
  })
  .refine((body) => body.moveTo == null || body.moveTo !== body.id, {
    path: ['moveTo'],
    error: 'Elige otra categoría, no la que eliminas',
  });
export type CategoryRemoveBody = z.input<typeof categoryRemoveBodySchema>;
export const categoryRemoveResponseSchema = z.object({
  message: z.string(),
  /** Products (or formulas) moved to `moveTo`. */
  moved: z.number().int(),
});
