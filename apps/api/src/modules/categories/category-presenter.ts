import type { Category, CategoryKind } from '@quimia/contracts';
import type { CategoryRow } from './category-queries';

export function presentCategory(kind: CategoryKind, row: CategoryRow): Category {
  return { ...row, kind };
}
