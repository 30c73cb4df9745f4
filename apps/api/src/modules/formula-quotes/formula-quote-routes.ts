import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formulaQuoteEndpoints } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { proposeFormulaQuote } from './formula-quote-service';

/** `POST /api/cotizar/desdeFormula`: a formula's ingredients at a batch size, for anyone. */
const formulaQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  endpointRoute(
    app,
    formulaQuoteEndpoints.propose,
    {
      access: 'public',
      summary:
        'Los ingredientes de una fórmula publicada para un lote, en las presentaciones más baratas',
      description:
        'Escala cada ingrediente del catálogo al lote pedido, lo convierte a la unidad del producto (por su densidad, o 1 kg/L si no la tiene) y propone la combinación más barata de sus presentaciones con precio. Solo lee.',
      tags: ['cotizar'],
      errors: [404, 429],
      // A visitor tries a few batch sizes; each answer searches every product's packs.
      config: { rateLimit: perAddress('formula-quote', 30, '1 minute') },
    },
    async (request, reply) => {
      const { settings } = await readCompany();
      reply.header('cache-control', 'no-store');
      return proposeFormulaQuote(app.db, request.body, settings);
    },
  );
};

export default formulaQuoteRoutes;
