import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poster } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

type DeleteProductResponse = { message: string };

/** POST /api/producto/eliminar: removes a product (admin only). */
export function deleteProduct(id: string): Promise<DeleteProductResponse> {
  return poster<DeleteProductResponse>('/api/producto/eliminar', { id });
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
