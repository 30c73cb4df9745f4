import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/**
 * A product as staff see it (drafts
 * too), with the published formulas that use it.
 */
export function getAdminProduct(id: string): Promise<ProductDetailResponse> {
  return callEndpoint(catalogEndpoints.product, { query: { id, incluirBorradores: 'true' } });
}

export const getAdminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productsAdminKeys.detail(id),
    queryFn: () => getAdminProduct(id),
  });

export function useAdminProduct(id: string | undefined) {
  return useQuery({ ...getAdminProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}
