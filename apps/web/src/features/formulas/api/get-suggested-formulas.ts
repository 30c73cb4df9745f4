import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaSummary } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { formulaKeys } from './query-keys';

/** `GET /api/formula/getFormulasSugeridas?slug=&limit=`: related by shared ingredients and type. */
export async function getSuggestedFormulas(slug: string, limit: number): Promise<FormulaSummary[]> {
  const data = await fetcher<{ items: FormulaSummary[] }>('/api/formula/getFormulasSugeridas', {
    params: { slug, limit },
  });
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
