import { cartBodySchema, cartResponseSchema } from '../cart';
import { defineEndpoint } from '../endpoint';

/**
 * A signed-in customer's cart, kept on the server so that it follows them to another device. The
 * customer is always the token's; a guest's cart stays in the browser until they sign in.
 */
export const cartEndpoints = {
  /** The lines of the cart. */
  cart: defineEndpoint({
    method: 'GET',
    path: '/api/carrito/lineas',
    response: cartResponseSchema,
  }),
  /** Replaces the lines (an empty list empties the cart); answers the cart as kept. */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/carrito/guardar',
    body: cartBodySchema,
    response: cartResponseSchema,
  }),
  /**
   * Adds a guest's lines on sign-in: quantities of the same presentation add up, within the
   * limits. Once per idempotency key (a retry adds nothing twice).
   */
  merge: defineEndpoint({
    method: 'POST',
    path: '/api/carrito/combinar',
    body: cartBodySchema,
    response: cartResponseSchema,
  }),
};
