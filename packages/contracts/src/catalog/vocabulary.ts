// The catalogue's words shared by the storefront, the back office and the API: publish statuses,
// units, GHS signal words and the sort orders of product lists, each with its Spanish label.

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

export { GHS_PICTOGRAM_LABELS, GHS_PICTOGRAMS, type GhsPictogram } from '../ghs';

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
