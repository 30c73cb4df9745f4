import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDetailResponse, FormulaQuery } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

/**
 * GET /api/formula/getFormula?slug=&incluirBorradores=true: a formula post as staff see it
 * (drafts too, ingredients linked even to draft products), with its approved comments.
 */
export function getAdminFormula(slug: string): Promise<FormulaDetailResponse> {
  const query: FormulaQuery = { slug, incluirBorradores: 'true' };
  return fetcher<FormulaDetailResponse>('/api/formula/getFormula', { params: query });
}

export const getAdminFormulaQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: formulasAdminKeys.detail(slug),
    queryFn: () => getAdminFormula(slug),
  });

export function useAdminFormula(slug: string | undefined) {
  return useQuery({ ...getAdminFormulaQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
