import { useQuery } from '@tanstack/react-query';
import type { ApplicationArea } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

type GetApplicationAreasResponse = { items: ApplicationArea[] };

/** GET /api/producto/getOptionsAreasAplica: application areas for the product form. */
export async function getApplicationAreas(): Promise<ApplicationArea[]> {
  const data = await fetcher<GetApplicationAreasResponse>('/api/producto/getOptionsAreasAplica');
  return data.items;
}

export function useApplicationAreas() {
  return useQuery({
    queryKey: productsAdminKeys.areas(),
    queryFn: getApplicationAreas,
    staleTime: 5 * 60_000,
  });
}
