import type { CartLine } from '@quimia/contracts/cart-lines';
import type { CartResponse } from '@quimia/contracts';

export function presentCart(lines: readonly CartLine[]): CartResponse {
  return {
    items: lines.map((line) => ({ presentationId: line.presentationId, quantity: line.quantity })),
  };
}
