import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { idOrSlug } from '@/lib/route-key';
import { catalogKeys } from './query-keys';

/** A published product by id or slug, its formulas and related products. */
export function getProduct(idOrSlugValue: string): Promise<ProductDetailResponse> {
  return callEndpoint(catalogEndpoints.product, { query: idOrSlug(idOrSlugValue) });
}

export const productQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: catalogKeys.product(idOrSlugValue),
    queryFn: () => getProduct(idOrSlugValue),
  });

export function useProduct(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(idOrSlugValue), ...options });
}
