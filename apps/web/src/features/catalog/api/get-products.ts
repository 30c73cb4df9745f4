import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListQuery, ProductListResponse } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint, compactParams } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/**
 * Published products with facet counts; filters are slugs, empty values are left out.
 *
 * Storefront reads are typed with the contract but not parsed again here: the API already
 * validates every response against the same zod schema, and zod would weigh on the first visit.
 */
export function getProducts(query: ProductListQuery): Promise<ProductListResponse> {
  return callEndpoint(catalogEndpoints.list, { query: compactParams(query) });
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogKeys.products(compactParams(query)),
    queryFn: () => getProducts(query),
    // The previous page stays on screen while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), ...options });
}
