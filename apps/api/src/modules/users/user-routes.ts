import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  authResponseSchema,
  changePasswordBodySchema,
  idQuerySchema,
  profileSaveBodySchema,
  staffContactSchema,
  STAFF_ROLES,
  userListQuerySchema,
  userListResponseSchema,
  userSaveBodySchema,
  userSchema,
  type ContactStatus,
} from '@quimia/contracts';
import { users, type UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { signedInUser } from '../../plugins/app/authentication';
import { verifyPassword } from '../../lib/passwords';
import { presentUser } from './user-presenter';
import {
  assertKeepsAnAdmin,
  assertUniqueIdentity,
  countByStatus,
  findUserById,
  hashNewPassword,
  profileColumns,
  userListFilter,
} from './user-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userResponse = z.object({ user: userSchema });
const messageResponse = z.object({ message: z.string() });
const secured = { security: [{ bearerAuth: [] }] };

/** Staff seen within this window count as online. */
const ONLINE_WINDOW_MS = 5 * 60_000;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lista',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['usuario'],
        summary: 'Lista de usuarios con filtros, paginación y conteo por estado',
        ...secured,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, status, role, q } = request.query;
      const base = userListFilter({ role, q });
      const where = and(base, status ? eq(users.status, status) : undefined);
      const [rows, [{ total } = { total: 0 }], counts] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ total: count() }).from(users).where(where),
        countByStatus(app.db, base),
      ]);
      return { items: rows.map(presentUser), total: Number(total), page, pageSize, counts };
    },
  );

  app.get(
    '/getUsuario',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Un usuario',
        ...secured,
        querystring: idQuerySchema,
        response: { 200: userResponse, ...errors },
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
      config: { access: ['admin'] },
      schema: {
        tags: ['usuario'],
        summary: 'Crear (sin id) o actualizar (con id) un usuario',
        ...secured,
        body: userSaveBodySchema,
        response: { 200: userResponse, 201: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id, email, userName, role, status, password, ...profile } = request.body;
      const identity = { email, userName: userName ?? null };
      const passwordHash = password ? await hashNewPassword(password) : undefined;

      if (!id) {
        if (!passwordHash) {
          throw badRequest('Ingresa una contraseña para el nuevo usuario', [
            { field: 'password', message: 'Ingresa una contraseña para el nuevo usuario' },
          ]);
        }
        await assertUniqueIdentity(app.db, identity);
        const [created] = await app.db
          .insert(users)
          .values({ ...identity, role, status, passwordHash, ...profileColumns(profile) })
          .returning();
        request.log.info(
          { event: 'users.created', userId: created!.id, by: signedInUser(request).id },
          'user created',
        );
        return reply.status(201).send({ user: presentUser(created!) });
      }

      const saved = await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound('Usuario no encontrado');
        await assertKeepsAnAdmin(tx, current, { role, status });
        await assertUniqueIdentity(tx, identity, id);
        // A new password, a ban or a role change ends the user's open sessions.
        const revoke = Boolean(passwordHash) || status !== current.status || role !== current.role;
        const [updated] = await tx
          .update(users)
          .set({
            ...identity,
            role,
            status,
            ...profileColumns(profile),
            ...(passwordHash ? { passwordHash } : {}),
            ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        return updated!;
      });
      request.log.info(
        { event: 'users.updated', userId: saved.id, by: signedInUser(request).id },
        'user updated',
      );
      return { user: presentUser(saved) };
    },
  );

  app.post(
    '/eliminar',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['usuario'],
        summary: 'Eliminar un usuario',
        ...secured,
        body: idQuerySchema,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.body;
      await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) throw notFound('Usuario no encontrado');
        await assertKeepsAnAdmin(tx, current, 'removed');
        await tx.delete(users).where(eq(users.id, id));
      });
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
        ...secured,
        body: profileSaveBodySchema,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { presence, ...profile } = request.body;
      const [updated] = await app.db
        .update(users)
        .set({ ...profileColumns(profile), presence, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      return { user: presentUser(updated!) };
    },
  );

  app.post(
    '/cambiarClave',
    {
      schema: {
        tags: ['usuario'],
        summary: 'Cambiar mi contraseña: cierra las demás sesiones y devuelve un token nuevo',
        ...secured,
        body: changePasswordBodySchema,
        response: { 200: authResponseSchema, ...errors },
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
      if (!(await verifyPassword(me.passwordHash, request.body.currentPassword))) {
        throw badRequest('La contraseña actual no es correcta', [
          { field: 'currentPassword', message: 'La contraseña actual no es correcta' },
        ]);
      }
      const passwordHash = await hashNewPassword(request.body.newPassword, 'newPassword');
      const [updated] = await app.db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      request.log.info({ event: 'auth.password_changed', userId: me.id }, 'password changed');
      return { accessToken: await app.tokens.issue(updated!), user: presentUser(updated!) };
    },
  );

  app.get(
    '/contactos',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['usuario'],
        summary: 'Personal de la empresa con su estado de conexión',
        ...secured,
        response: { 200: z.object({ items: z.array(staffContactSchema) }), ...errors },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const staff = await app.db
        .select()
        .from(users)
        .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.status, 'active')))
        .orderBy(asc(users.firstName), asc(users.lastName));
      const now = Date.now();
      return {
        items: staff
          .filter((user) => user.id !== me.id)
          .map((user) => ({
            id: user.id,
            name: `${user.firstName} ${user.lastName}`.trim(),
            email: user.email,
            role: user.role,
            avatarUrl: user.photoUrl,
            status: contactStatus(user, now),
            lastActivity: user.lastActiveAt?.toISOString() ?? null,
          })),
      };
    },
  );
};

function contactStatus(user: UserRow, now: number): ContactStatus {
  const seenRecently =
    user.lastActiveAt !== null && now - user.lastActiveAt.getTime() < ONLINE_WINDOW_MS;
  const signedOut =
    user.signedOutAt !== null &&
    user.lastActiveAt !== null &&
    user.signedOutAt >= user.lastActiveAt;
  if (!seenRecently || signedOut) return 'offline';
  return user.presence === 'busy' ? 'busy' : 'online';
}

export default userRoutes;
