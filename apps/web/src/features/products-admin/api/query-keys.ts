import type { ProductListQuery } from '@quimia/contracts';

/** A page of the back office's product list: the list's own filters (slugs), one page at a time. */
export type AdminProductListParams = Required<Pick<ProductListQuery, 'page' | 'pageSize'>> &
  Pick<ProductListQuery, 'q' | 'tipo' | 'linea' | 'estado' | 'orden'>;

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
