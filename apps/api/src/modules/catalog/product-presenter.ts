import {
  stockAvailability,
  type GhsPictogram,
  type Product,
  type ProductSummary,
  type Presentation,
  type UploadedDocument,
  type Image,
} from '@quimia/contracts';
import type { ProductRow } from '../../db/schema';
import { presentImage, type ImageMeta } from '../uploads';
import type { Taxonomy } from './taxonomy';

/** The columns a product card needs (no description beyond its start, no search columns). */
export type ProductSummaryRow = Pick<
  ProductRow,
  | 'id'
  | 'code'
  | 'slug'
  | 'name'
  | 'casNumber'
  | 'chemicalFormula'
  | 'typeId'
  | 'subtypeId'
  | 'businessLineIds'
  | 'unit'
  | 'priceFromCents'
  | 'ivaCode'
  | 'stock'
  | 'soldToOrder'
  | 'minimumStock'
  | 'featured'
  | 'status'
  | 'ghsPictograms'
  | 'updatedAt'
> & { descriptionStart: string; cover: ImageMeta | null };

const SUMMARY_LENGTH = 180;
/** The start of the description a card is made from (its summary is cut shorter). */
export const CARD_DESCRIPTION_LENGTH = 400;

/** The first sentences of a description, cut at a word boundary. */
export function summarize(text: string, max = SUMMARY_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentenceEnd = cut.lastIndexOf('. ');
  if (sentenceEnd > max / 2) return cut.slice(0, sentenceEnd + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max).replace(/[,;:.\s]+$/, '')}…`;
}

/**
 * A product card. Visitors (`staff` false) see no hidden line or subtype on it: its page would
 * not exist, nor the minimum stock, which is the shop's own business. Its type is always named
 * (every product has one).
 */
export function presentProductSummary(
  row: ProductSummaryRow,
  taxonomy: Taxonomy,
  staff = false,
): ProductSummary {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.name,
    casNumber: row.casNumber,
    chemicalFormula: row.chemicalFormula,
    type: taxonomy.types.ref(row.typeId) ?? { id: row.typeId, slug: '', name: '' },
    subtype: row.subtypeId === null ? null : taxonomy.subtypes.ref(row.subtypeId, staff),
    businessLines: taxonomy.lines.refs(row.businessLineIds, staff),
    unit: row.unit,
    priceFromCents: row.priceFromCents,
    ivaCode: row.ivaCode,
    stock: Number(row.stock),
    soldToOrder: row.soldToOrder,
    availability: stockAvailability({
      stock: Number(row.stock),
      minimumStock: row.minimumStock === null ? null : Number(row.minimumStock),
      soldToOrder: row.soldToOrder,
    }),
    ...(staff ? { minimumStock: row.minimumStock === null ? null : Number(row.minimumStock) } : {}),
    featured: row.featured,
    status: row.status,
    image: row.cover ? presentImage(row.cover) : null,
    ghsPictograms: row.ghsPictograms as GhsPictogram[],
    summary: summarize(row.descriptionStart),
    ...(staff ? { updatedAt: row.updatedAt.toISOString() } : {}),
  };
}

export function presentProduct(
  row: ProductRow,
  taxonomy: Taxonomy,
  extra: {
    presentations: Presentation[];
    images: Image[];
    technicalSheet: UploadedDocument | null;
    safetyDataSheet: UploadedDocument | null;
  },
  staff = false,
): Product {
  const cover = extra.images[0] ?? null;
  return {
    ...presentProductSummary(
      { ...row, descriptionStart: row.description, cover: null },
      taxonomy,
      staff,
    ),
    image: cover,
    synonyms: row.synonyms,
    description: row.description,
    applicationAreas: taxonomy.areas.refs(row.applicationAreaIds, staff),
    presentations: extra.presentations,
    images: extra.images,
    minimumOrder: Number(row.minimumOrder),
    leadTimeDays: row.leadTimeDays,
    density: row.density === null ? null : Number(row.density),
    dangerousGoods:
      row.unNumber !== null && row.hazardClass !== null
        ? { unNumber: row.unNumber, hazardClass: row.hazardClass }
        : null,
    quoteNotes: row.quoteNotes,
    ghs: {
      pictograms: row.ghsPictograms as GhsPictogram[],
      signalWord: row.signalWord,
      hazardStatements: row.hazardStatements,
    },
    technicalSheet: extra.technicalSheet,
    safetyDataSheet: extra.safetyDataSheet,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
