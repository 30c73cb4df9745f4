import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResponse } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint, compactParams } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

export type ProductsByTypeQuery = EndpointQuery<typeof catalogEndpoints.listByType>;
export type ProductsByTypeResponse = EndpointResponse<typeof catalogEndpoints.listByType>;

/** The products of one type (`tipoId`), with the type itself. */
export function getProductsByType(query: ProductsByTypeQuery): Promise<ProductsByTypeResponse> {
  return callEndpoint(catalogEndpoints.listByType, { query: compactParams(query) });
}

export const productsByTypeQueryOptions = (query: ProductsByTypeQuery) =>
  queryOptions({
    queryKey: catalogKeys.productsByType(compactParams(query)),
    queryFn: () => getProductsByType(query),
    placeholderData: keepPreviousData,
  });

export function useProductsByType(query: ProductsByTypeQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsByTypeQueryOptions(query), ...options });
}
