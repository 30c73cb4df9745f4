import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { idOrSlug } from '@/lib/route-key';
import { catalogKeys } from './query-keys';

/** `GET /api/producto/getProducto?id=` or `?slug=`: a published product, its formulas and related products. */
export function getProduct(idOrSlugValue: string): Promise<ProductDetailResponse> {
  return fetcher<ProductDetailResponse>('/api/producto/getProducto', {
    params: idOrSlug(idOrSlugValue),
  });
}

export const productQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: catalogKeys.product(idOrSlugValue),
    queryFn: () => getProduct(idOrSlugValue),
  });

export function useProduct(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(idOrSlugValue), ...options });
}
