import type { ProductSort, PublishStatus } from '@quimia/contracts';

export type AdminProductListParams = {
  page: number;
  pageSize: number;
  q?: string;
  /** Type slug. */
  tipo?: string;
  /** Business line slug. */
  linea?: string;
  estado?: PublishStatus;
  orden?: ProductSort;
};

/** Query keys of the products back office; `all` refreshes every one of them. */
export const productsAdminKeys = {
  all: ['products-admin'] as const,
  lists: () => [...productsAdminKeys.all, 'list'] as const,
  list: (params: AdminProductListParams) => [...productsAdminKeys.lists(), params] as const,
  counts: (params: Omit<AdminProductListParams, 'page' | 'pageSize' | 'estado' | 'orden'>) =>
    [...productsAdminKeys.lists(), 'counts', params] as const,
  details: () => [...productsAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...productsAdminKeys.details(), id] as const,
  options: () => [...productsAdminKeys.all, 'options'] as const,
  types: () => [...productsAdminKeys.options(), 'types'] as const,
  areas: () => [...productsAdminKeys.options(), 'areas'] as const,
};
