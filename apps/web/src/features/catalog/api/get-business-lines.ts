import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessLine } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { catalogKeys, TAXONOMY_STALE_TIME } from './query-keys';

/** `GET /api/producto/getLineasNegocio`: business lines with their number of published products. */
export async function getBusinessLines(): Promise<BusinessLine[]> {
  const data = await fetcher<{ items: BusinessLine[] }>('/api/producto/getLineasNegocio');
  return data.items;
}

export const businessLinesQueryOptions = queryOptions({
  queryKey: catalogKeys.businessLines,
  queryFn: getBusinessLines,
  staleTime: TAXONOMY_STALE_TIME,
});

export function useBusinessLines(options: { enabled?: boolean } = {}) {
  return useQuery({ ...businessLinesQueryOptions, ...options });
}
