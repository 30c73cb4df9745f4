import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/** Product types, each with its subtypes; hidden ones too (staff still assign them). */
export async function getProductTypes(): Promise<ProductType[]> {
  const data = await callEndpoint(catalogEndpoints.typeOptions, {
    query: { incluirBorradores: 'true' },
  });
  return data.items;
}

export function useProductTypes() {
  return useQuery({
    queryKey: productsAdminKeys.types(),
    queryFn: getProductTypes,
    staleTime: 5 * 60_000,
  });
}
