import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformEndpoints } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';

/** What every visitor's browser needs from the server's configuration. */
const configRoutes: FastifyPluginAsyncZod<{ supportPhone: string; ivaRate: number }> = async (
  app,
  { supportPhone, ivaRate },
) => {
  endpointRoute(
    app,
    platformEndpoints.publicConfig,
    { access: 'public', summary: 'Configuración pública', tags: ['sistema'] },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { supportPhone, ivaRate };
    },
  );
};

export default configRoutes;
