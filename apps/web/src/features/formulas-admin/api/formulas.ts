import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Comment,
  CommentListQuery,
  CommentListResponse,
  Formula,
  FormulaDetailResponse,
  FormulaListQuery,
  FormulaListResponse,
  FormulaSaveBody,
  ModerateCommentBody,
} from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { countByPublishStatus, type PublishStatusCounts } from '@/lib/publish-status-counts';

/** A page of the back office's formula list: search, type slug and status. */
export type AdminFormulaListParams = Required<Pick<FormulaListQuery, 'page' | 'pageSize'>> &
  Pick<FormulaListQuery, 'q' | 'tipo' | 'estado'>;

/** A page of the comments to moderate: by status or formula. */
export type CommentListParams = Required<Pick<CommentListQuery, 'page' | 'pageSize'>> &
  Pick<CommentListQuery, 'estado' | 'formulaId'>;

/** Query keys of the formulas back office; `all` refreshes every one of them. */
export const formulasAdminKeys = {
  all: ['formulas-admin'] as const,
  lists: () => [...formulasAdminKeys.all, 'list'] as const,
  list: (params: AdminFormulaListParams) => [...formulasAdminKeys.lists(), params] as const,
  counts: (params: Pick<AdminFormulaListParams, 'q' | 'tipo'>) =>
    [...formulasAdminKeys.lists(), 'counts', params] as const,
  details: () => [...formulasAdminKeys.all, 'detail'] as const,
  detail: (slug: string) => [...formulasAdminKeys.details(), slug] as const,
  comments: () => [...formulasAdminKeys.all, 'comments'] as const,
  commentList: (params: CommentListParams) => [...formulasAdminKeys.comments(), params] as const,
};

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

/**
 * Creates a formula post without `id`, updates it with one (staff).
 * The server sanitises the content and answers the formula as stored.
 */
export async function saveFormula(body: FormulaSaveBody): Promise<Formula> {
  const data = await callEndpoint(formulaEndpoints.save, { body });
  return data.formula;
}

export function useSaveFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFormula,
    onSuccess: async () => {
      // The storefront's cached pages and the products' "formulas that use it" change too: mark
      // every query stale (refetched when next shown), and refresh this back office's now.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: formulasAdminKeys.all });
    },
  });
}

/** Removes a formula post (admin only). */
export function deleteFormula(id: string) {
  return callEndpoint(formulaEndpoints.remove, { body: { id } });
}

export function useDeleteFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormula,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: formulasAdminKeys.lists() });
    },
  });
}

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

/** Approves (published) or rejects a comment (staff). */
export async function moderateComment(body: ModerateCommentBody): Promise<Comment> {
  const data = await callEndpoint(formulaEndpoints.moderateComment, { body });
  return data.comment;
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: async (comment) => {
      // Counts, the formula's public comments and its comment count all change.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.comments() }),
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.detail(comment.formula.slug) }),
        queryClient.invalidateQueries({ queryKey: formulasAdminKeys.lists() }),
      ]);
    },
  });
}
