import { z } from 'zod';
import { MAX_SALE_LINES } from './cart-lines';
import { saleLineInputSchema } from './selling';

// A signed-in customer's cart, kept on the server: lines only (presentation and quantity). What
// they cost is asked of the prices (`/api/pedido/calcular`) each time it is shown.

/** The cart's lines as the browser sends them (the same presentation twice adds up). */
export const cartBodySchema = z.object({
  items: z
    .array(saleLineInputSchema, { error: 'Las líneas del carrito no son válidas' })
    .max(MAX_SALE_LINES, { error: `Como máximo ${MAX_SALE_LINES} productos en el carrito` }),
});
export type CartBody = z.input<typeof cartBodySchema>;

/** The cart as kept: one line per presentation, in the order they were added. */
export const cartResponseSchema = z.object({
  items: z.array(z.object({ presentationId: z.string(), quantity: z.number().int() })),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;
