import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDetailResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

/**
 * A formula post as staff see it
 * (drafts too, ingredients linked even to draft products), with its approved comments.
 */
export function getAdminFormula(slug: string): Promise<FormulaDetailResponse> {
  return callEndpoint(formulaEndpoints.formula, { query: { slug, incluirBorradores: 'true' } });
}

export const getAdminFormulaQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: formulasAdminKeys.detail(slug),
    queryFn: () => getAdminFormula(slug),
  });

export function useAdminFormula(slug: string | undefined) {
  return useQuery({ ...getAdminFormulaQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
