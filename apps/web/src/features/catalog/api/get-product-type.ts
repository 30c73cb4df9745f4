import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductType } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { catalogKeys, TAXONOMY_STALE_TIME } from './query-keys';

export type ProductTypeQuery = { id: number } | { slug: string };

/** `GET /api/producto/getTipoProducto?id=` or `?slug=`: one product type with its subtypes. */
export async function getProductType(query: ProductTypeQuery): Promise<ProductType> {
  const data = await fetcher<{ tipo: ProductType }>('/api/producto/getTipoProducto', {
    params: query,
  });
  return data.tipo;
}

export const productTypeQueryOptions = (query: ProductTypeQuery) =>
  queryOptions({
    queryKey: catalogKeys.productType(query),
    queryFn: () => getProductType(query),
    staleTime: TAXONOMY_STALE_TIME,
  });

export function useProductType(query: ProductTypeQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productTypeQueryOptions(query), ...options });
}
