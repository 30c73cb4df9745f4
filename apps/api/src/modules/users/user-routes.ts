import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoints } from '@quimia/contracts';
import { countedPage } from '../../lib/counted-page';
import { forbidden, notFound } from '../../lib/errors';
import { ADMIN_ONLY, ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { sendAccountActivated, sendAccountCreated } from './account-mail';
import { presentStaffContact, presentUser } from './user-presenter';
import { activeStaff, findUserById, listUsers } from './user-queries';
import { changePassword, deleteUser, saveUser, updateProfile } from './user-service';

const tags = ['usuario'];
/** What every route here may answer besides success. */
const errors = ROUTE_ERROR_STATUSES;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    userEndpoints.list,
    {
      access: ADMIN_ONLY,
      summary: 'Lista de usuarios con filtros, paginación y conteo por estado',
      tags,
      errors,
    },
    async (request) =>
      countedPage(request.query, await listUsers(app.db, request.query), presentUser),
  );

  endpointRoute(
    app,
    userEndpoints.user,
    { access: 'signed-in', summary: 'Un usuario', tags, errors },
    async (request) => {
      const me = signedInUser(request);
      if (me.role !== 'admin' && me.id !== request.query.id) throw forbidden();
      const user = await findUserById(app.db, request.query.id);
      if (!user) throw notFound('Usuario no encontrado');
      return { user: presentUser(user) };
    },
  );

  endpointRoute(
    app,
    userEndpoints.save,
    {
      access: ADMIN_ONLY,
      summary: 'Crear (sin id) o actualizar (con id) un usuario',
      tags,
      errors,
    },
    async (request, reply) => {
      const { row, created } = await saveUser(app.db, request.body, {
        onActivated: (tx, user) => sendAccountActivated(app, tx, user),
      });
      request.log.info(
        {
          event: created ? 'users.created' : 'users.updated',
          userId: row.id,
          by: signedInUser(request).id,
        },
        created ? 'user created' : 'user updated',
      );
      if (created) await sendAccountCreated(app, request.log, row, { byAdministrator: true });
      return reply.status(created ? 201 : 200).send({ user: presentUser(row) });
    },
  );

  endpointRoute(
    app,
    userEndpoints.remove,
    { access: ADMIN_ONLY, summary: 'Eliminar un usuario', tags, errors },
    async (request) => {
      const { id } = request.body;
      await deleteUser(app.db, id);
      request.log.info(
        { event: 'users.removed', userId: id, by: signedInUser(request).id },
        'user removed',
      );
      return { message: 'Usuario eliminado' };
    },
  );

  endpointRoute(
    app,
    userEndpoints.saveProfile,
    { access: 'signed-in', summary: 'Actualizar mis datos', tags, errors },
    async (request) => {
      const updated = await updateProfile(app.db, signedInUser(request).id, request.body);
      return { user: presentUser(updated) };
    },
  );

  endpointRoute(
    app,
    userEndpoints.changePassword,
    {
      access: 'signed-in',
      summary: 'Cambiar mi contraseña: cierra las demás sesiones y devuelve un token nuevo',
      tags,
      errors,
      config: { rateLimit: perAddress('password', 10, '15 minutes') },
    },
    async (request) => {
      const me = signedInUser(request);
      const updated = await changePassword(app.db, me, request.body);
      request.log.info({ event: 'auth.password_changed', userId: me.id }, 'password changed');
      return { accessToken: await app.tokens.issue(updated), user: presentUser(updated) };
    },
  );

  endpointRoute(
    app,
    userEndpoints.staffContacts,
    {
      access: STAFF_ONLY,
      summary: 'Personal de la empresa con su estado de conexión',
      tags,
      errors,
    },
    async (request) => {
      const me = signedInUser(request);
      const staff = await activeStaff(app.db);
      const now = Date.now();
      return {
        items: staff
          .filter((user) => user.id !== me.id)
          .map((user) => presentStaffContact(user, now)),
      };
    },
  );
};

export default userRoutes;
