import type { CommentStatus, PublishStatus } from '@quimia/contracts';

export type AdminFormulaListParams = {
  page: number;
  pageSize: number;
  q?: string;
  /** Formula type slug. */
  tipo?: string;
  estado?: PublishStatus;
};

export type CommentListParams = {
  page: number;
  pageSize: number;
  estado?: CommentStatus;
  formulaId?: string;
};

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
