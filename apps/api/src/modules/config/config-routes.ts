import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformEndpoints, publicConfigSchema } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { companySettings } from '../../db/schema';
import { tableTag } from '../../plugins/app/public-cache';

/** What every visitor's browser needs of the settings: the support phone and the IVA rate. */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  endpointRoute(
    app,
    platformEndpoints.publicConfig,
    { access: 'public', summary: 'Configuración pública', tags: ['sistema'] },
    (request, reply) =>
      // From the company settings, so a save shows at once (revalidated by ETag, not kept).
      app.publicCache.send(
        request,
        reply,
        'config:public',
        publicConfigSchema,
        async () => {
          const { settings } = await readCompany();
          return { supportPhone: settings.whatsappNumber, ivaRate: settings.ivaRate };
        },
        [tableTag(companySettings)],
      ),
  );
};

export default configRoutes;
