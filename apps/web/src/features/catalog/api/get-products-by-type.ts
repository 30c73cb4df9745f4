import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductType } from '@quimia/contracts';
import { compactParams, fetcher } from '@/lib/api-client';
import type { ProductsQuery } from './get-products';
import { catalogKeys } from './query-keys';

export type ProductsByTypeQuery = Omit<ProductsQuery, 'tipo'> & { tipoId: number };
export type ProductsByTypeResponse = ProductListResponse & { tipo: ProductType };

/** `GET /api/producto/listaPorTipo?tipoId=`: the products of one type, with the type itself. */
export function getProductsByType(query: ProductsByTypeQuery): Promise<ProductsByTypeResponse> {
  return fetcher<ProductsByTypeResponse>('/api/producto/listaPorTipo', {
    params: compactParams(query),
  });
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
