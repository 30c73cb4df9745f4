import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints } from '@quimia/contracts';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { presentCart } from './cart-presenter';
import { readCart } from './cart-queries';
import { mergeIntoCart, replaceCart } from './cart-service';

const tags = ['carrito'];

/**
 * A signed-in customer's cart. The customer is always the token's: no route takes a user id, so
 * nobody reads or changes another's cart.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    cartEndpoints.cart,
    { access: 'signed-in', summary: 'Mi carrito', tags },
    async (request) => readCart(app.db, signedInUser(request).id),
  );

  endpointRoute(
    app,
    cartEndpoints.save,
    { access: 'signed-in', summary: 'Guardar mi carrito (reemplaza sus líneas)', tags },
    async (request) =>
      presentCart(await replaceCart(app.db, signedInUser(request).id, request.body.items)),
  );

  endpointRoute(
    app,
    cartEndpoints.merge,
    {
      access: 'signed-in',
      summary: 'Sumar a mi carrito el que armé sin sesión',
      description:
        'Las cantidades de una misma presentación se suman, dentro de los límites. Con la misma clave Idempotency-Key, un reintento no suma dos veces.',
      tags,
      errors: [422],
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // Per customer: the same guest cart sent by two customers from one address is two merges.
      return app.once(request, reply, `cart.merge:${user.id}`, async (tx) => {
        const lines = await mergeIntoCart(tx, user.id, request.body.items);
        request.log.info({ event: 'cart.merged', by: user.id }, 'guest cart merged');
        return { status: 200, body: presentCart(lines) };
      });
    },
  );
};

export default cartRoutes;
