import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessLine } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

/**
 * Business lines with their number of published products. `staff`: hidden ones too, for the back
 * office (staff still assign them); the storefront never shows them.
 */
export async function getBusinessLines(staff = false): Promise<BusinessLine[]> {
  const data = await callEndpoint(
    catalogEndpoints.businessLines,
    staff ? { query: { incluirBorradores: 'true' } } : {},
  );
  return data.items;
}

export const businessLinesQueryOptions = queryOptions({
  // Among the storefront catalogue's keys: whatever refreshes the catalogue refreshes the lines.
  queryKey: ['catalog', 'business-lines'],
  queryFn: () => getBusinessLines(),
  // Taxonomies change rarely; the API caches them and invalidates on writes.
  staleTime: 5 * 60_000,
});

const staffBusinessLinesQueryOptions = queryOptions({
  queryKey: ['catalog', 'business-lines', 'staff'],
  queryFn: () => getBusinessLines(true),
  staleTime: 5 * 60_000,
});

export function useBusinessLines({
  staff = false,
  ...options
}: { enabled?: boolean; staff?: boolean } = {}) {
  return useQuery({
    ...(staff ? staffBusinessLinesQueryOptions : businessLinesQueryOptions),
    ...options,
  });
}
