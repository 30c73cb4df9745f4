import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessLine } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

/** Business lines with their number of published products. */
export async function getBusinessLines(): Promise<BusinessLine[]> {
  const data = await callEndpoint(catalogEndpoints.businessLines);
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
