import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductSaveBody } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys } from './query-keys';

/** Creates a product without `id`, updates it with one (staff). */
export async function saveProduct(body: ProductSaveBody): Promise<Product> {
  const data = await callEndpoint(catalogEndpoints.save, { body });
  return data.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      // The storefront's cached pages show the product too: mark every query stale (refetched
      // when next shown), and refresh the back office's own lists and detail now.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.removeQueries({ queryKey: productsAdminKeys.detail(product.id) });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.all });
    },
  });
}
