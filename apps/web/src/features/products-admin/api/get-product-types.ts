import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

type GetProductTypesResponse = { items: ProductType[] };

/** GET /api/producto/getOptionsTipoProducto: product types, each with its subtypes. */
export async function getProductTypes(): Promise<ProductType[]> {
  const data = await fetcher<GetProductTypesResponse>('/api/producto/getOptionsTipoProducto');
  return data.items;
}

export function useProductTypes() {
  return useQuery({
    queryKey: productsAdminKeys.types(),
    queryFn: getProductTypes,
    staleTime: 5 * 60_000,
  });
}
