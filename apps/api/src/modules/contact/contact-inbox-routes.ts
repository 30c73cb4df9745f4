import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInboxEndpoints } from '@quimia/contracts';
import { countedPage } from '../../lib/counted-page';
import { notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { presentInboxMessage } from './contact-inbox-presenter';
import { countPending, listInbox } from './contact-inbox-queries';
import { markHandled } from './contact-service';

const tags = ['contacto'];
const errors = ROUTE_ERROR_STATUSES;

/** Staff read the contact page's messages and mark them handled once answered. */
const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    contactInboxEndpoints.list,
    {
      access: STAFF_ONLY,
      summary: 'Mensajes de contacto, los más recientes primero',
      tags,
      errors,
    },
    async (request) =>
      countedPage(request.query, await listInbox(app.db, request.query), (row) =>
        presentInboxMessage(row.message, row.handledByName),
      ),
  );

  endpointRoute(
    app,
    contactInboxEndpoints.pending,
    { access: STAFF_ONLY, summary: 'Mensajes de contacto sin atender', tags, errors },
    async () => ({ pending: await countPending(app.db) }),
  );

  endpointRoute(
    app,
    contactInboxEndpoints.handle,
    { access: STAFF_ONLY, summary: 'Marcar un mensaje como atendido (o pendiente)', tags, errors },
    async (request) => {
      const { id, handled } = request.body;
      const user = signedInUser(request);
      if (!(await markHandled(app.db, { id, handled, userId: user.id }))) {
        throw notFound('Mensaje no encontrado');
      }
      request.log.info(
        { event: handled ? 'contact.handled' : 'contact.reopened', messageId: id, by: user.id },
        handled ? 'contact message handled' : 'contact message waiting again',
      );
      return {
        message: handled ? 'Mensaje marcado como atendido' : 'Mensaje marcado como pendiente',
      };
    },
  );
};

export default contactInboxRoutes;
