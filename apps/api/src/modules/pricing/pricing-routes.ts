import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellingEndpoints } from '@quimia/contracts';
import { noStore } from '../../lib/no-store';
import { ADMIN_ONLY, STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { requestContext } from '../../plugins/app/request-context';
import { perAddress } from '../../plugins/external/rate-limit';
import { presentShippingRates } from './pricing-presenter';
import { loadShippingRates, loadShippingTable } from './pricing-queries';
import { priceSale, saveShippingRates } from './pricing-service';

/** `POST /api/pedido/calcular`: the cart's and the checkout's figures, for anyone. */
export const priceQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  endpointRoute(
    app,
    sellingEndpoints.priceQuote,
    {
      access: 'public',
      summary: 'Calcular precios, envío, IVA y total de un carrito',
      tags: ['pedido'],
      errors: [429],
      // A cart recalculates on every change and every checkout step: generous, yet bounded.
      config: { rateLimit: perAddress('price-quote', 120, '1 minute') },
    },
    async (request, reply) => {
      const { settings } = await readCompany();
      reply.header('cache-control', 'no-store');
      const { items, delivery, identificationType, identification } = request.body;
      return priceSale(app.db, {
        items,
        delivery,
        identificationType,
        identification,
        settings,
        checkStock: true,
      });
    },
  );
};

/** The courier table per province: staff read it, administrators change it (Empresa → Envíos). */
export const shippingRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  const tags = ['empresa'];
  const answer = async () =>
    presentShippingRates(
      await loadShippingRates(app.db),
      await loadShippingTable(app.db),
      (await readCompany()).settings.freeShippingThresholdCents,
    );

  endpointRoute(
    app,
    sellingEndpoints.shippingRates,
    { access: STAFF_ONLY, summary: 'Tarifas de envío por provincia', tags },
    async (_request, reply) => noStore(reply, answer),
  );

  endpointRoute(
    app,
    sellingEndpoints.saveShippingRates,
    { access: ADMIN_ONLY, summary: 'Guardar las tarifas de envío por provincia', tags },
    async (request, reply) => {
      const { user } = requestContext(request);
      await saveShippingRates(app.db, request.body, user.id);
      request.log.info({ event: 'shipping.updated', by: user.id }, 'shipping rates updated');
      return noStore(reply, answer);
    },
  );
};
