import { z } from 'zod';
import { int4, optionalText, textList } from '../common';
import { GHS_PICTOGRAMS } from '../ghs';
import { IVA_CODES } from '../pricing';
import { oneLine } from '../text';
import { casNumberSchema, slugSchema, taxonomyIdSchema, uuidSchema } from './field-schemas';
import { presentationInputSchema } from './presentations';
import type { Product } from './products';
import { PRODUCT_MAX_IMAGES } from './uploads';
import { PRODUCT_UNITS, PUBLISH_STATUSES, SIGNAL_WORDS } from './vocabulary';

// A product as staff save it (`/api/producto/guardar`): its body, checked, and the body that
// keeps a product as it is.

// Stored as numeric(14, 3): the bound keeps well inside its 11 integer digits.
const quantity = (label: string) =>
  z
    .number({ error: `Ingresa ${label}` })
    .min(0, { error: `${label[0]?.toUpperCase()}${label.slice(1)} no puede ser negativo` })
    .max(1_000_000_000, { error: `${label[0]?.toUpperCase()}${label.slice(1)} es demasiado alto` });

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
  minimumOrder: quantity('el pedido mínimo').default(0),
  leadTimeDays: int4('El tiempo de entrega es un número entero de días')
    .min(0, { error: 'El tiempo de entrega no puede ser negativo' })
    .max(365, { error: 'El tiempo de entrega es de 365 días como máximo' })
    .default(0),
  /** «Bajo pedido»: the shop buys it in for an order beyond what it has in stock. */
  soldToOrder: z.boolean().default(false),
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
    minimumOrder: product.minimumOrder,
    leadTimeDays: product.leadTimeDays,
    soldToOrder: product.soldToOrder,
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
