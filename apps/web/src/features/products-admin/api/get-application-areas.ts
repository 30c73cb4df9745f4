import { useQuery } from '@tanstack/react-query';
import type { ApplicationArea } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/** Application areas for the product form; hidden ones too (staff still assign them). */
export async function getApplicationAreas(): Promise<ApplicationArea[]> {
  const data = await callEndpoint(catalogEndpoints.areaOptions, {
    query: { incluirBorradores: 'true' },
  });
  return data.items;
}

export function useApplicationAreas() {
  return useQuery({
    queryKey: productsAdminKeys.areas(),
    queryFn: getApplicationAreas,
    staleTime: 5 * 60_000,
  });
}
