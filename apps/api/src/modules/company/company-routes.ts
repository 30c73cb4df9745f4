import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyEndpoints, publicCompanySchema } from '@quimia/contracts';
import { conflict } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import { ADMIN_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { companySettings } from '../../db/schema';
import { tableTag } from '../../plugins/app/public-cache';
import { requestContext } from '../../plugins/app/request-context';
import { presentCompanySettings, presentPublicCompany } from './company-presenter';
import { saveCompanySettings } from './company-service';

const tags = ['empresa'];

export type CompanyRoutesOptions = {
  /** The branches among these (by key) that still hold stock or orders' reservations. */
  branchesInUse?: (branchIds: string[]) => Promise<string[]>;
};

/** The seller's company settings: read by every page, edited by the administrator. */
const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (
  app,
  { branchesInUse },
) => {
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
      // A branch that holds stock is not removed: its stock would belong to no branch.
      const kept = new Set(request.body.branches.map((branch) => branch.id));
      const { settings: current } = await readCompany();
      const removed = current.branches.filter((branch) => !kept.has(branch.id));
      const inUse =
        removed.length > 0 && branchesInUse
          ? await branchesInUse(removed.map((branch) => branch.id))
          : [];
      const blocked = removed.find((branch) => inUse.includes(branch.id));
      if (blocked) {
        const message = `La sucursal «${blocked.name}» tiene stock o pedidos que lo reservan: transfiérelo a otra sucursal antes de quitarla`;
        throw conflict(message, [{ field: 'branches', message }]);
      }
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
