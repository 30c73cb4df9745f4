import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductSort } from '@quimia/contracts';
import { compactParams, fetcher } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Query of `/api/producto/lista`: filters are slugs; empty values are left out. */
export type ProductsQuery = {
  q?: string;
  linea?: string;
  tipo?: string;
  subtipo?: string;
  area?: string;
  orden?: ProductSort;
  page?: number;
  pageSize?: number;
  destacados?: boolean;
  facetas?: boolean;
};

/**
 * `GET /api/producto/lista`: published products with facet counts.
 *
 * Storefront reads are typed with the contract but not parsed again here: the API already
 * validates every response against the same zod schema, and zod would weigh on the first visit.
 */
export function getProducts(query: ProductsQuery): Promise<ProductListResponse> {
  return fetcher<ProductListResponse>('/api/producto/lista', { params: compactParams(query) });
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: catalogKeys.products(compactParams(query)),
    queryFn: () => getProducts(query),
    // The previous page stays on screen while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), ...options });
}
