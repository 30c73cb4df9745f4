import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaListResponse, PublishStatus } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
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

export type FormulaStatusCounts = Record<'all' | PublishStatus, number>;

/** How many formulas each status tab holds under the current search and type (one row each). */
async function getFormulaStatusCounts(
  params: Pick<AdminFormulaListParams, 'q' | 'tipo'>,
): Promise<FormulaStatusCounts> {
  const count = async (estado: PublishStatus) =>
    (await getAdminFormulas({ ...params, estado, page: 1, pageSize: 1 })).total;
  const [published, draft] = await Promise.all([count('published'), count('draft')]);
  return { all: published + draft, published, draft };
}

export function useFormulaStatusCounts(params: Pick<AdminFormulaListParams, 'q' | 'tipo'>) {
  return useQuery({
    queryKey: formulasAdminKeys.counts(params),
    queryFn: () => getFormulaStatusCounts(params),
    placeholderData: keepPreviousData,
  });
}
