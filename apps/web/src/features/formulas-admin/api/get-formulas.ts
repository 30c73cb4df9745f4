import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaListResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { countByPublishStatus, type PublishStatusCounts } from '@/lib/publish-status-counts';
import { formulasAdminKeys, type AdminFormulaListParams } from './query-keys';

/**
 * The formula list with drafts (staff), or the formula search when there is a search (ranked by
 * relevance over title, ingredients and content).
 */
export function getAdminFormulas(params: AdminFormulaListParams): Promise<FormulaListResponse> {
  const q = params.q?.trim() || undefined;
  const query = {
    page: params.page,
    pageSize: params.pageSize,
    q,
    tipo: params.tipo,
    estado: params.estado,
    orden: q ? 'relevance' : 'newest',
    incluirBorradores: 'true',
  } as const;
  return q
    ? callEndpoint(formulaEndpoints.search, { query: { ...query, q } })
    : callEndpoint(formulaEndpoints.list, { query });
}

export const getAdminFormulasQueryOptions = (params: AdminFormulaListParams) =>
  queryOptions({
    queryKey: formulasAdminKeys.list(params),
    queryFn: () => getAdminFormulas(params),
  });

export function useAdminFormulas(params: AdminFormulaListParams) {
  return useQuery({ ...getAdminFormulasQueryOptions(params), placeholderData: keepPreviousData });
}

/** How many formulas each status tab holds under the current search and type. */
function getFormulaStatusCounts(
  params: Pick<AdminFormulaListParams, 'q' | 'tipo'>,
): Promise<PublishStatusCounts> {
  return countByPublishStatus(
    async (estado) => (await getAdminFormulas({ ...params, estado, page: 1, pageSize: 1 })).total,
  );
}

export function useFormulaStatusCounts(params: Pick<AdminFormulaListParams, 'q' | 'tipo'>) {
  return useQuery({
    queryKey: formulasAdminKeys.counts(params),
    queryFn: () => getFormulaStatusCounts(params),
    placeholderData: keepPreviousData,
  });
}
