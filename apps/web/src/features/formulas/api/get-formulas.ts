import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaListQuery, FormulaListResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint, compactParams } from '@/lib/api-client';
import { formulaKeys } from './query-keys';

/**
 * Published formula posts: the list, or the search when there is a search term.
 * Typed with the contract, not parsed again: the API validates its responses with the same schema.
 */
export function getFormulas(query: FormulaListQuery): Promise<FormulaListResponse> {
  const params = compactParams(query);
  return params.q
    ? callEndpoint(formulaEndpoints.search, { query: { ...params, q: params.q } })
    : callEndpoint(formulaEndpoints.list, { query: params });
}

export const formulasQueryOptions = (query: FormulaListQuery) =>
  queryOptions({
    queryKey: formulaKeys.list(compactParams(query)),
    queryFn: () => getFormulas(query),
    placeholderData: keepPreviousData,
  });

export function useFormulas(query: FormulaListQuery) {
  return useQuery(formulasQueryOptions(query));
}
