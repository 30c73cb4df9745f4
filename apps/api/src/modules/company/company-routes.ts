import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEndpoints, publicCompanySchema } from '@quimia/contracts';
import { noStore } from '../../lib/no-store';
import { ADMIN_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { companySettings } from '../../db/schema';
import { tableTag } from '../../plugins/app/public-cache';
import { requestContext } from '../../plugins/app/request-context';
import { presentCompanySettings, presentPublicCompany } from './company-presenter';
import { saveCompanySettings } from './company-service';

const tags = ['empresa'];

/** The seller's company settings: read by every page, edited by the administrator. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  const settingsNow = async () => presentCompanySettings(await readCompany());

  endpointRoute(
    app,
    companyEndpoints.publicSettings,
    { access: 'public', summary: 'Datos públicos de la empresa', tags },
    (request, reply) =>
      app.publicCache.send(
        request,
        reply,
        'company:public',
        publicCompanySchema,
        async () => presentPublicCompany(await readCompany()),
        [tableTag(companySettings)],
      ),
  );

  endpointRoute(
    app,
    companyEndpoints.settings,
    { access: ADMIN_ONLY, summary: 'Datos de la empresa para editarlos', tags },
    async (_request, reply) => noStore(reply, settingsNow),
  );

  endpointRoute(
    app,
    companyEndpoints.save,
    { access: ADMIN_ONLY, summary: 'Guardar los datos de la empresa', tags },
    async (request, reply) => {
      const context = requestContext(request);
      const change = await saveCompanySettings(app.db, request.body, context.user.id);
      await context.committed(change, {
        event: 'company.updated',
        message: 'company settings updated',
      });
      return noStore(reply, settingsNow);
    },
  );
};

export default companyRoutes;
