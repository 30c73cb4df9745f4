import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@quimia/contracts';
import { platformEndpoints } from '@quimia/contracts/endpoints/platform';
import { callEndpoint } from '@/lib/api-client';

/**
 * The shape of `publicConfigSchema`, checked by hand: every page needs this answer (support
 * chat, prices with IVA) and zod would weigh on the first visit. A wrong answer is an error, never
 * a wrong WhatsApp number or tax rate.
 */
function parsePublicConfig(data: unknown): PublicConfig {
  if (
    data &&
    typeof data === 'object' &&
    'supportPhone' in data &&
    typeof data.supportPhone === 'string' &&
    'ivaRate' in data &&
    typeof data.ivaRate === 'number' &&
    Number.isFinite(data.ivaRate)
  ) {
    return { supportPhone: data.supportPhone, ivaRate: data.ivaRate };
  }
  throw new Error('La configuración pública del servidor no es válida');
}

/** Settings the server shares with every visitor (support phone, IVA rate). */
export async function getPublicConfig(): Promise<PublicConfig> {
  return parsePublicConfig(await callEndpoint(platformEndpoints.publicConfig));
}

// The values change only when an administrator saves the company settings (that save refreshes
// them in its own browser; other visitors get them with their next page), so one fetch per visit.
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
