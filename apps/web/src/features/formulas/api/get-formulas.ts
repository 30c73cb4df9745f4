import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaListResponse, FormulaSort } from '@quimia/contracts';
import { compactParams, fetcher } from '@/lib/api-client';
import { formulaKeys } from './query-keys';

export type FormulasQuery = {
  q?: string;
  /** Formula type slug. */
  tipo?: string;
  orden?: FormulaSort;
  page?: number;
  pageSize?: number;
};

/**
 * `GET /api/formula/lista` (or `buscar` with a search term): published formula posts.
 * Typed with the contract, not parsed again: the API validates its responses with the same schema.
 */
export function getFormulas(query: FormulasQuery): Promise<FormulaListResponse> {
  const params = compactParams(query);
  return fetcher<FormulaListResponse>(params.q ? '/api/formula/buscar' : '/api/formula/lista', {
    params,
  });
}

export const formulasQueryOptions = (query: FormulasQuery) =>
  queryOptions({
    queryKey: formulaKeys.list(compactParams(query)),
    queryFn: () => getFormulas(query),
    placeholderData: keepPreviousData,
  });

export function useFormulas(query: FormulasQuery) {
  return useQuery(formulasQueryOptions(query));
}
