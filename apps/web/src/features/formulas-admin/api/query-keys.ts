import type { CommentListQuery, FormulaListQuery } from '@quimia/contracts';

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
