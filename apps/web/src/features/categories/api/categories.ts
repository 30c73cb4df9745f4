import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryKind,
  CategoryOrderBody,
  CategoryRemoveBody,
  CategorySaveBody,
  CategoryVisibilityBody,
} from '@quimia/contracts';
import { categoryEndpoints } from '@quimia/contracts/endpoints/categories';
import { callEndpoint } from '@/lib/api-client';

/** Query keys of the categories back office. */
export const categoriesKeys = {
  all: ['categories'] as const,
  list: (kind: CategoryKind, typeId?: number) =>
    [...categoriesKeys.all, 'list', kind, typeId ?? null] as const,
};

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

/**
 * A category write changes what the whole app shows: the storefront's filters and pages, the
 * selects of the product and formula forms, the lists' counts. Every query is refreshed (the ones
 * on screen at once, the others when next used).
 */
function useCategoryWrite<B, R>(write: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSaveCategory() {
  return useCategoryWrite(async (body: CategorySaveBody) => {
    const data = await callEndpoint(categoryEndpoints.save, { body });
    return data.category;
  });
}

export function useSetCategoryHidden() {
  return useCategoryWrite(async (body: CategoryVisibilityBody) => {
    const data = await callEndpoint(categoryEndpoints.visibility, { body });
    return data.category;
  });
}

export function useReorderCategories() {
  return useCategoryWrite((body: CategoryOrderBody) =>
    callEndpoint(categoryEndpoints.order, { body }),
  );
}

export function useRemoveCategory() {
  return useCategoryWrite((body: CategoryRemoveBody) =>
    callEndpoint(categoryEndpoints.remove, { body }),
  );
}
