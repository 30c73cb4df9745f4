import { useQuery } from '@tanstack/react-query';
import type { BusinessLine } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

type GetBusinessLinesResponse = { items: BusinessLine[] };

/** GET /api/producto/getLineasNegocio: business lines (Limpieza, Cosmética…). */
export async function getBusinessLines(): Promise<BusinessLine[]> {
  const data = await fetcher<GetBusinessLinesResponse>('/api/producto/getLineasNegocio');
  return data.items;
}

export function useBusinessLines() {
  return useQuery({
    queryKey: productsAdminKeys.lines(),
    queryFn: getBusinessLines,
    staleTime: 5 * 60_000,
  });
}
