import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryKind } from '@quimia/contracts';
import { categoryEndpoints } from '@quimia/contracts/endpoints/categories';
import { callEndpoint } from '@/lib/api-client';
import { categoriesKeys } from './query-keys';

/** The categories of a kind (of one type, for subtypes), hidden ones included, in their order. */
export async function getCategories(kind: CategoryKind, typeId?: number) {
  const data = await callEndpoint(categoryEndpoints.list, {
    query: typeId === undefined ? { kind } : { kind, typeId },
  });
  return { items: data.items, total: data.items.length };
}

export function useCategories(kind: CategoryKind, typeId?: number) {
  return useQuery({
    queryKey: categoriesKeys.list(kind, typeId),
    queryFn: () => getCategories(kind, typeId),
    placeholderData: keepPreviousData,
  });
}
