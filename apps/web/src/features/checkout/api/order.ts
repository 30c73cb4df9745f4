import { useMutation } from '@tanstack/react-query';
import type { OrderCreateBody } from '@quimia/contracts';
import { orderEndpoints } from '@quimia/contracts/endpoints/orders';
import { callEndpoint } from '@/lib/api-client';

/** Places the order; the same idempotency key again answers the same order (a double click). */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (body: OrderCreateBody) => callEndpoint(orderEndpoints.create, { body }),
  });
}
