import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOf, demoDataEndpoints } from '@quimia/contracts';
import { ADMIN_ONLY, ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { requestContext } from '../../plugins/app/request-context';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { demoDataStatus, removeDemoData } from './demo-data-service';
import { EVERYTHING } from '../../plugins/app/public-cache';

const tags = ['demo'];
const errors = ROUTE_ERROR_STATUSES;

/** The demo shop of a first start: staff see that it is there, an admin removes it. */
const demoDataRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    demoDataEndpoints.status,
    { access: STAFF_ONLY, summary: 'Datos de demostración que quedan', tags, errors },
    async () => demoDataStatus(app.db),
  );

  endpointRoute(
    app,
    demoDataEndpoints.remove,
    {
      access: ADMIN_ONLY,
      summary: 'Quitar los productos y fórmulas de demostración (lo creado por el personal queda)',
      tags,
      errors,
    },
    async (request) => {
      const removed = await removeDemoData(app.db);
      // Removing nothing (a second click, another admin first) changes nothing either.
      if (removed.products || removed.formulas) {
        await requestContext(request).committed(EVERYTHING, {
          event: 'demo_data.removed',
          message: 'demo data removed',
          ...removed,
        });
      }
      const message =
        removed.products || removed.formulas
          ? `Se quitaron ${countOf(removed.products, 'producto', 'productos')} y ${countOf(removed.formulas, 'fórmula', 'fórmulas')} de demostración.`
          : 'No quedaban datos de demostración.';
      return { ...removed, message };
    },
  );
};

export default demoDataRoutes;
