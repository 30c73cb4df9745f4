import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** Featured published products, at most `limit`. */
export async function getFeaturedProducts(limit: number): Promise<ProductSummary[]> {
  const data = await callEndpoint(catalogEndpoints.featured, { query: { limit } });
  return data.items;
}

export const featuredProductsQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: catalogKeys.featured(limit),
    queryFn: () => getFeaturedProducts(limit),
  });

export function useFeaturedProducts(limit = 8) {
  return useQuery(featuredProductsQueryOptions(limit));
}
