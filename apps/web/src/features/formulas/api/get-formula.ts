import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDetailResponse } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { formulaKeys } from './query-keys';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/formula/getFormula?slug=` (or `?id=`): a published formula with its approved comments. */
export function getFormula(idOrSlug: string): Promise<FormulaDetailResponse> {
  return fetcher<FormulaDetailResponse>('/api/formula/getFormula', {
    params: UUID_PATTERN.test(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug.toLowerCase() },
  });
}

export const formulaQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: formulaKeys.detail(idOrSlug),
    queryFn: () => getFormula(idOrSlug),
  });

export function useFormula(idOrSlug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formulaQueryOptions(idOrSlug), ...options });
}
