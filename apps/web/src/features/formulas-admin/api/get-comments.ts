import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommentListQuery, CommentListResponse } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { formulasAdminKeys, type CommentListParams } from './query-keys';

/** GET /api/formula/comentarios: comments to moderate, by status or formula, with counts (staff). */
export function getComments(params: CommentListParams): Promise<CommentListResponse> {
  const query: CommentListQuery = {
    page: params.page,
    pageSize: params.pageSize,
    estado: params.estado,
    formulaId: params.formulaId,
  };
  return fetcher<CommentListResponse>('/api/formula/comentarios', { params: query });
}

export function useComments(params: CommentListParams) {
  return useQuery({
    queryKey: formulasAdminKeys.commentList(params),
    queryFn: () => getComments(params),
    placeholderData: keepPreviousData,
  });
}
