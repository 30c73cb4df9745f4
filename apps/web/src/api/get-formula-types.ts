import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaType } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';

/** Formula types with their number of published posts. */
export async function getFormulaTypes(): Promise<FormulaType[]> {
  const data = await callEndpoint(formulaEndpoints.types);
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
