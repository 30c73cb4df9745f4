import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@quimia/contracts';

/** What every visitor's browser needs from the server's configuration. */
const configRoutes: FastifyPluginAsyncZod<{ supportPhone: string; ivaRate: number }> = async (
  app,
  { supportPhone, ivaRate },
) => {
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        summary: 'Configuración pública',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { supportPhone, ivaRate };
    },
  );
};

export default configRoutes;
