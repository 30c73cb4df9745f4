import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';

/** `GET /api/config`: settings the server shares with every visitor (support phone, IVA rate). */
export async function getPublicConfig(): Promise<PublicConfig> {
  const data = await fetcher<unknown>('/api/config');
  return publicConfigSchema.parse(data);
}

// The values only change when the server restarts with a new configuration, so one fetch per visit.
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
