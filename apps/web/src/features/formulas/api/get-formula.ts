import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDetailResponse } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { idOrSlug } from '@/lib/route-key';
import { formulaKeys } from './query-keys';

/** `GET /api/formula/getFormula?slug=` (or `?id=`): a published formula with its approved comments. */
export function getFormula(idOrSlugValue: string): Promise<FormulaDetailResponse> {
  return fetcher<FormulaDetailResponse>('/api/formula/getFormula', {
    params: idOrSlug(idOrSlugValue),
  });
}

export const formulaQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: formulaKeys.detail(idOrSlugValue),
    queryFn: () => getFormula(idOrSlugValue),
  });

export function useFormula(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formulaQueryOptions(idOrSlugValue), ...options });
}
