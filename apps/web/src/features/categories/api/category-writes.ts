import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryOrderBody,
  CategoryRemoveBody,
  CategorySaveBody,
  CategoryVisibilityBody,
} from '@quimia/contracts';
import { categoryEndpoints } from '@quimia/contracts/endpoints/categories';
import { callEndpoint } from '@/lib/api-client';

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
