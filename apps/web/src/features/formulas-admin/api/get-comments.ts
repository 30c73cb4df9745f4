import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommentListResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulasAdminKeys, type CommentListParams } from './query-keys';

/** Comments to moderate, by status or formula, with counts (staff). */
export function getComments(params: CommentListParams): Promise<CommentListResponse> {
  return callEndpoint(formulaEndpoints.comments, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      estado: params.estado,
      formulaId: params.formulaId,
    },
  });
}

export function useComments(params: CommentListParams) {
  return useQuery({
    queryKey: formulasAdminKeys.commentList(params),
    queryFn: () => getComments(params),
    placeholderData: keepPreviousData,
  });
}
