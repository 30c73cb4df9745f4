import type { ProductSort } from '@quimia/contracts';
import { parsePage, parseSlug } from '@/lib/list-params';
import { isProductSort } from './labels';

/** The facets a visitor filters by; the names are the API's query parameters. */
export const FACET_KEYS = ['linea', 'tipo', 'subtipo', 'area'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** Everything a product list shows, as kept in the URL (`?q=&linea=&tipo=&subtipo=&area=&orden=&page=`). */
export type ProductListState = {
  q: string;
  linea: string;
  tipo: string;
  subtipo: string;
  area: string;
  orden: ProductSort;
  page: number;
};

export const PRODUCT_PAGE_SIZE = 24;

/** A facet's slug, forgiving of case and stray spaces; '' when it cannot be one. */
function slugParam(params: URLSearchParams, key: string): string {
  return parseSlug(params.get(key)?.trim().toLowerCase() ?? null) ?? '';
}

/** Reads the list state from the URL; anything malformed is ignored rather than sent. */
export function readListState(params: URLSearchParams): ProductListState {
  const orden = params.get('orden');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    linea: slugParam(params, 'linea'),
    tipo: slugParam(params, 'tipo'),
    subtipo: slugParam(params, 'subtipo'),
    area: slugParam(params, 'area'),
    orden: isProductSort(orden) ? orden : 'relevance',
    page: parsePage(params.get('page')),
  };
}

/**
 * Writes a change into the URL's parameters. Changing the search, a filter or the order goes back
 * to the first page; defaults are left out so the addresses stay short and shareable.
 */
export function writeListState(
  params: URLSearchParams,
  patch: Partial<ProductListState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const resetsPage = Object.keys(patch).some((key) => key !== 'page');
  for (const [key, value] of Object.entries(patch)) {
    const keep =
      (key === 'orden' && value === 'relevance') || (key === 'page' && value === 1) || value === ''
        ? null
        : String(value);
    if (keep === null) next.delete(key);
    else next.set(key, keep);
  }
  if (resetsPage && !('page' in patch)) next.delete('page');
  return next;
}
