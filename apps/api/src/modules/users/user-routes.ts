import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  changePasswordBodySchema,
  idQuerySchema,
  profileSaveBodySchema,
  staffContactSchema,
  userListQuerySchema,
  userListResponseSchema,
  userSaveBodySchema,
  userSchema,
} from '@quimia/contracts';
import { forbidden, notFound } from '../../lib/errors';
import { ADMIN_ONLY, ROUTE_ERRORS, SECURED, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { presentStaffContact, presentUser } from './user-presenter';
import { activeStaff, findUserById, listUsers } from './user-queries';
import { changePassword, deleteUser, saveUser, updateProfile } from './user-service';

const userResponse = z.object({ user: userSchema });
const messageResponse = z.object({ message: z.string() });

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lista',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['usuario'],
        summary: 'Lista de usuarios con filtros, paginación y conteo por estado',
        ...SECURED,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total, counts } = await listUsers(app.db, request.query);
      return { items: rows.map(presentUser), total, page, pageSize, counts };
    },
  );

  app.get(
    '/getUsuario',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Un usuario',
        ...SECURED,
        querystring: idQuerySchema,
        response: { 200: userResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      if (me.role !== 'admin' && me.id !== request.query.id) throw forbidden();
      const user = await findUserById(app.db, request.query.id);
      if (!user) throw notFound('Usuario no encontrado');
      return { user: presentUser(user) };
    },
  );

  app.post(
    '/guardar',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['usuario'],
        summary: 'Crear (sin id) o actualizar (con id) un usuario',
        ...SECURED,
        body: userSaveBodySchema,
        response: { 200: userResponse, 201: userResponse, ...ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const { row, created } = await saveUser(app.db, request.body);
      request.log.info(
        {
          event: created ? 'users.created' : 'users.updated',
          userId: row.id,
          by: signedInUser(request).id,
        },
        created ? 'user created' : 'user updated',
      );
      return reply.status(created ? 201 : 200).send({ user: presentUser(row) });
    },
  );

  app.post(
    '/eliminar',
    {
      config: { access: ADMIN_ONLY },
      schema: {
        tags: ['usuario'],
        summary: 'Eliminar un usuario',
        ...SECURED,
        body: idQuerySchema,
        response: { 200: messageResponse, ...ROUTE_ERRORS },
      },
    },
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

  app.post(
    '/perfil',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Actualizar mis datos',
        ...SECURED,
        body: profileSaveBodySchema,
        response: { 200: userResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => {
      const updated = await updateProfile(app.db, signedInUser(request).id, request.body);
      return { user: presentUser(updated) };
    },
  );

  app.post(
    '/cambiarClave',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Cambiar mi contraseña: cierra las demás sesiones y devuelve un token nuevo',
        ...SECURED,
        body: changePasswordBodySchema,
        response: { 200: authResponseSchema, ...ROUTE_ERRORS },
      },
      config: {
        access: 'signed-in',
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          keyGenerator: (request) => `password:${request.ip}`,
        },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const updated = await changePassword(app.db, me, request.body);
      request.log.info({ event: 'auth.password_changed', userId: me.id }, 'password changed');
      return { accessToken: await app.tokens.issue(updated), user: presentUser(updated) };
    },
  );

  app.get(
    '/contactos',
    {
      config: { access: STAFF_ONLY },
      schema: {
        tags: ['usuario'],
        summary: 'Personal de la empresa con su estado de conexión',
        ...SECURED,
        response: { 200: z.object({ items: z.array(staffContactSchema) }), ...ROUTE_ERRORS },
      },
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
