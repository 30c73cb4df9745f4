import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/** Removes a product (admin only). */
export function deleteProduct(id: string) {
  return callEndpoint(catalogEndpoints.remove, { body: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: productsAdminKeys.detail(id) });
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.all });
    },
  });
}
