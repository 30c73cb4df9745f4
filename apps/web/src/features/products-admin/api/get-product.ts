import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailResponse, ProductQuery } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/**
 * GET /api/producto/getProducto?id=&incluirBorradores=true: a product as staff see it (drafts
 * too), with the published formulas that use it.
 */
export function getAdminProduct(id: string): Promise<ProductDetailResponse> {
  const query: ProductQuery = { id, incluirBorradores: 'true' };
  return fetcher<ProductDetailResponse>('/api/producto/getProducto', { params: query });
}

export const getAdminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productsAdminKeys.detail(id),
    queryFn: () => getAdminProduct(id),
  });

export function useAdminProduct(id: string | undefined) {
  return useQuery({ ...getAdminProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}
