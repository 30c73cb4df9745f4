import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDetailResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { idOrSlug } from '@/lib/route-key';
import { formulaKeys } from './query-keys';

/** A published formula by slug (or id), with its approved comments. */
export function getFormula(idOrSlugValue: string): Promise<FormulaDetailResponse> {
  return callEndpoint(formulaEndpoints.formula, { query: idOrSlug(idOrSlugValue) });
}

export const formulaQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: formulaKeys.detail(idOrSlugValue),
    queryFn: () => getFormula(idOrSlugValue),
  });

export function useFormula(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formulaQueryOptions(idOrSlugValue), ...options });
}
