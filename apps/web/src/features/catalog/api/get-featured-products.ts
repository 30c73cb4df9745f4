import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** `GET /api/producto/listaDestacados?limit=`: featured published products. */
export async function getFeaturedProducts(limit: number): Promise<ProductSummary[]> {
  const data = await fetcher<{ items: ProductSummary[] }>('/api/producto/listaDestacados', {
    params: { limit },
  });
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
