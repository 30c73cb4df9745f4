import { useMutation } from '@tanstack/react-query';
import type { ProductDescriptionBody } from '@quimia/contracts';
import { assistantEndpoints } from '@quimia/contracts/endpoints/assistant';
import { callEndpoint } from '@/lib/api-client';

/** QuimIA's description draft for the product form; nothing is saved by asking. */
export function useDraftDescription() {
  return useMutation({
    mutationFn: (body: ProductDescriptionBody) =>
      callEndpoint(assistantEndpoints.productDescription, { body }),
  });
}
