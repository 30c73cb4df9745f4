import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaType } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';

/**
 * Formula types with their number of published posts. `staff`: hidden ones too, for the back
 * office (staff still assign them); the storefront never shows them.
 */
export async function getFormulaTypes(staff = false): Promise<FormulaType[]> {
  const data = await callEndpoint(
    formulaEndpoints.types,
    staff ? { query: { incluirBorradores: 'true' } } : {},
  );
  return data.items;
}

export const formulaTypesQueryOptions = queryOptions({
  // Among the storefront formulas' keys: whatever refreshes the formulas refreshes the types.
  queryKey: ['formulas', 'types'],
  queryFn: () => getFormulaTypes(),
  staleTime: 5 * 60_000,
});

const staffFormulaTypesQueryOptions = queryOptions({
  queryKey: ['formulas', 'types', 'staff'],
  queryFn: () => getFormulaTypes(true),
  staleTime: 5 * 60_000,
});

export function useFormulaTypes({ staff = false }: { staff?: boolean } = {}) {
  return useQuery(staff ? staffFormulaTypesQueryOptions : formulaTypesQueryOptions);
}
