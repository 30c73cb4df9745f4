import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaType } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';

/** `GET /api/formula/getTiposFormula`: formula types with their number of published posts. */
export async function getFormulaTypes(): Promise<FormulaType[]> {
  const data = await fetcher<{ items: FormulaType[] }>('/api/formula/getTiposFormula');
  return data.items;
}

export const formulaTypesQueryOptions = queryOptions({
  // Among the storefront formulas' keys: whatever refreshes the formulas refreshes the types.
  queryKey: ['formulas', 'types'],
  queryFn: getFormulaTypes,
  staleTime: 5 * 60_000,
});

export function useFormulaTypes() {
  return useQuery(formulaTypesQueryOptions);
}
