import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints } from '@quimia/contracts';
import { ROUTE_ERROR_STATUSES } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { readAccount } from './customer-queries';
import {
  removeDeliveryAddress,
  saveBilling,
  saveDeliveryAddress,
  setDefaultAddress,
} from './customer-service';

const tags = ['cuenta'];
const errors = ROUTE_ERROR_STATUSES;

/**
 * "Mi cuenta": a signed-in user's billing data and delivery addresses. The user is always the
 * token's: no route takes a user id, and an address id of someone else's is not found.
 */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Changes the signed-in user's account, logs it when told, then answers the account as it is now. */
  async function accountAfter(
    request: FastifyRequest,
    change: (userId: string) => Promise<unknown>,
    log?: { event: string; message: string; fields?: Record<string, unknown> },
  ) {
    const user = signedInUser(request);
    await change(user.id);
    if (log) request.log.info({ event: log.event, ...log.fields, by: user.id }, log.message);
    return readAccount(app.db, user.id);
  }

  endpointRoute(
    app,
    accountEndpoints.account,
    { access: 'signed-in', summary: 'Mis datos de facturación y direcciones', tags, errors },
    async (request) => readAccount(app.db, signedInUser(request).id),
  );

  endpointRoute(
    app,
    accountEndpoints.saveBilling,
    { access: 'signed-in', summary: 'Guardar mis datos de facturación', tags, errors },
    async (request) =>
      accountAfter(request, (userId) => saveBilling(app.db, userId, request.body), {
        event: 'account.billing_saved',
        message: 'billing data saved',
      }),
  );

  endpointRoute(
    app,
    accountEndpoints.saveAddress,
    {
      access: 'signed-in',
      summary: 'Agregar (sin id) o actualizar (con id) una dirección de entrega',
      tags,
      errors,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { created } = await saveDeliveryAddress(app.db, user.id, request.body);
      request.log.info(
        { event: created ? 'account.address_added' : 'account.address_saved', by: user.id },
        'delivery address saved',
      );
      return reply.status(created ? 201 : 200).send(await readAccount(app.db, user.id));
    },
  );

  endpointRoute(
    app,
    accountEndpoints.removeAddress,
    { access: 'signed-in', summary: 'Eliminar una dirección de entrega', tags, errors },
    async (request) =>
      accountAfter(request, (userId) => removeDeliveryAddress(app.db, userId, request.body.id), {
        event: 'account.address_removed',
        message: 'delivery address removed',
        fields: { addressId: request.body.id },
      }),
  );

  endpointRoute(
    app,
    accountEndpoints.setDefaultAddress,
    { access: 'signed-in', summary: 'Elegir la dirección de entrega predeterminada', tags, errors },
    async (request) =>
      accountAfter(request, (userId) => setDefaultAddress(app.db, userId, request.body.id)),
  );
};

export default customerRoutes;
