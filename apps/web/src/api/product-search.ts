import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

const SEARCH_LIMIT = 10;

/**
 * The product search with drafts (staff): the best matches of a search, accent- and
 * typo-tolerant, for pickers such as a formula's ingredients.
 */
export async function searchProducts(q: string): Promise<ProductSummary[]> {
  const data = await callEndpoint(catalogEndpoints.search, {
    query: {
      q,
      page: 1,
      pageSize: SEARCH_LIMIT,
      orden: 'relevance',
      incluirBorradores: 'true',
      facetas: 'false',
    },
  });
  return data.items;
}

/** Matches for what is typed; nothing is asked until there are 2 characters. */
export function useProductSearch(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = q.trim();
  return useQuery({
    // Among the products back office's keys: every product write refreshes the matches.
    queryKey: ['products-admin', 'search', term.toLowerCase()],
    queryFn: () => searchProducts(term),
    enabled: enabled && term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
