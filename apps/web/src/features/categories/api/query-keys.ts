import type { CategoryKind } from '@quimia/contracts';

/** Query keys of the categories back office. */
export const categoriesKeys = {
  all: ['categories'] as const,
  list: (kind: CategoryKind, typeId?: number) =>
    [...categoriesKeys.all, 'list', kind, typeId ?? null] as const,
};
