import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessLine } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';

/** `GET /api/producto/getLineasNegocio`: business lines with their number of published products. */
export async function getBusinessLines(): Promise<BusinessLine[]> {
  const data = await fetcher<{ items: BusinessLine[] }>('/api/producto/getLineasNegocio');
  return data.items;
}

export const businessLinesQueryOptions = queryOptions({
  // Among the storefront catalogue's keys: whatever refreshes the catalogue refreshes the lines.
  queryKey: ['catalog', 'business-lines'],
  queryFn: getBusinessLines,
  // Taxonomies change rarely; the API caches them and invalidates on writes.
  staleTime: 5 * 60_000,
});

export function useBusinessLines(options: { enabled?: boolean } = {}) {
  return useQuery({ ...businessLinesQueryOptions, ...options });
}
