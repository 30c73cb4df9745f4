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
    onSuccess: async () => {
      // The removed product's own page is still open until the dialog leaves it: reading it again
      // (removing its query, or refreshing it) would answer «Producto no encontrado» over the
      // success. Marked stale, it is read again only if someone opens it later.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.options() });
    },
  });
}
