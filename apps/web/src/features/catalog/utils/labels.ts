import type { ProductSort, SignalWord } from '@quimia/contracts';

// The storefront's first visit must stay small: importing a value from '@quimia/contracts' brings
// every zod schema along. These labels repeat the contract's text; `satisfies` makes the compiler
// flag any key the contract adds or drops.

export const PRODUCT_SORTS = [
  'relevance',
  'name',
  'price_asc',
  'price_desc',
  'newest',
] as const satisfies readonly ProductSort[];

export const PRODUCT_SORT_LABELS = {
  relevance: 'Relevancia',
  name: 'Nombre (A–Z)',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
  newest: 'Más recientes',
} as const satisfies Record<ProductSort, string>;

export const SIGNAL_WORD_LABELS = {
  danger: 'Peligro',
  warning: 'Atención',
} as const satisfies Record<SignalWord, string>;

export function isProductSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}
