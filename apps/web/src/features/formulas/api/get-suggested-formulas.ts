import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaSummary } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulaKeys } from './query-keys';

/** Formulas related to one by shared ingredients and type, at most `limit`. */
export async function getSuggestedFormulas(slug: string, limit: number): Promise<FormulaSummary[]> {
  const data = await callEndpoint(formulaEndpoints.suggested, { query: { slug, limit } });
  return data.items;
}

export const suggestedFormulasQueryOptions = (slug: string, limit = 3) =>
  queryOptions({
    queryKey: formulaKeys.suggested(slug, limit),
    queryFn: () => getSuggestedFormulas(slug, limit),
  });

export function useSuggestedFormulas(slug: string, limit = 3) {
  return useQuery(suggestedFormulasQueryOptions(slug, limit));
}
