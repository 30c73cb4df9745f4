import type { CartLine } from '@quimia/contracts/cart-lines';
import { cartEndpoints } from '@quimia/contracts/endpoints/cart';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

// A signed-in customer's cart on the server: read, replaced after each change, and merged with
// the guest's cart on sign-in.

export async function fetchCart(): Promise<CartLine[]> {
  return (await callEndpoint(cartEndpoints.cart)).items;
}

export async function saveCart(items: readonly CartLine[]): Promise<CartLine[]> {
  return (await callEndpoint(cartEndpoints.save, { body: { items: [...items] } })).items;
}

/** Adds a guest's lines; the same key again (a retry) adds nothing twice. */
export async function mergeCart(
  items: readonly CartLine[],
  idempotencyKey: string,
): Promise<CartLine[]> {
  const answer = await callEndpoint(cartEndpoints.merge, {
    body: { items: [...items] },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return answer.items;
}
