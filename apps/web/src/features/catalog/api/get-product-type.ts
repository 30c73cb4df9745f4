import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery, ProductType } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { catalogKeys, TAXONOMY_STALE_TIME } from './query-keys';

/** `id` or `slug` of a product type. */
export type ProductTypeQuery = EndpointQuery<typeof catalogEndpoints.type>;

/** One product type with its subtypes. */
export async function getProductType(query: ProductTypeQuery): Promise<ProductType> {
  const data = await callEndpoint(catalogEndpoints.type, { query });
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
