import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  authResponseSchema,
  loginBodySchema,
  meResponseSchema,
  registerBodySchema,
} from '@quimia/contracts';
import { users } from '../../db/schema';
import { HttpError, unauthorized } from '../../lib/errors';
import { signedInUser } from '../../plugins/app/authentication';
import { presentUser } from '../users/user-presenter';
import { assertUniqueIdentity, findUserByLogin, hashNewPassword } from '../users/user-service';
import { tooManySignInAttempts, type LoginThrottle } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';

const WRONG_CREDENTIALS = 'Correo, usuario o contraseña incorrectos';

/** Why an existing account with the right password still cannot sign in. */
const REFUSED_STATUS: Record<string, string> = {
  pending: 'Tu cuenta está pendiente de aprobación. Te avisaremos cuando esté activa.',
  banned: 'Tu cuenta está inactiva. Comunícate con la empresa para reactivarla.',
  rejected: 'Tu cuenta fue bloqueada. Comunícate con la empresa si crees que es un error.',
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

type AuthRoutesOptions = { throttle: LoginThrottle };

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { throttle }) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Iniciar sesión con correo o usuario',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      const user = await findUserByLogin(app.db, userName);
      const subject = { account: user?.id ?? userName.trim().toLowerCase(), address: request.ip };
      const retryAfter = await throttle.retryAfterSeconds(subject);
      if (retryAfter) {
        request.log.info({ event: 'auth.login_throttled', userId: user?.id }, 'sign-in throttled');
        reply.header('retry-after', String(retryAfter));
        throw tooManySignInAttempts(retryAfter);
      }
      if (!user) {
        await Promise.all([burnPasswordCheck(password), throttle.recordFailure(subject)]);
        // The typed name is not logged: people type their password into it by mistake.
        request.log.info({ event: 'auth.login_failed', reason: 'unknown user' }, 'failed sign-in');
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttle.recordFailure(subject);
        request.log.info(
          { event: 'auth.login_failed', userId: user.id, reason: 'wrong password' },
          'failed sign-in',
        );
        throw unauthorized(WRONG_CREDENTIALS);
      }
      const refusal = REFUSED_STATUS[user.status];
      if (refusal) {
        request.log.info(
          { event: 'auth.login_refused', userId: user.id, status: user.status },
          'sign-in refused',
        );
        throw new HttpError(403, `ACCOUNT_${user.status.toUpperCase()}`, refusal);
      }
      const now = new Date();
      const [signedIn] = await app.db
        .update(users)
        .set({ lastLoginAt: now, lastActiveAt: now, signedOutAt: null })
        .where(eq(users.id, user.id))
        .returning();
      request.log.info({ event: 'auth.login', userId: user.id, role: user.role }, 'signed in');
      return { accessToken: await app.tokens.issue(signedIn!), user: presentUser(signedIn!) };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Crear una cuenta de cliente',
        body: registerBodySchema,
        response: { 201: authResponseSchema, ...errors },
      },
      config: {
        access: 'public',
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => `register:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      await assertUniqueIdentity(app.db, { email, userName: null });
      const passwordHash = await hashNewPassword(password);
      const now = new Date();
      const [user] = await app.db
        .insert(users)
        .values({
          email,
          firstName,
          lastName,
          passwordHash,
          role: 'cliente',
          status: 'active',
          lastLoginAt: now,
          lastActiveAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent registration with the same email won the race.
      if (!user)
        throw new HttpError(409, 'CONFLICT', 'Ya existe una cuenta con ese correo', [
          { field: 'email', message: 'Ya existe una cuenta con ese correo' },
        ]);
      request.log.info({ event: 'auth.register', userId: user.id }, 'account created');
      return reply
        .status(201)
        .send({ accessToken: await app.tokens.issue(user), user: presentUser(user) });
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Usuario de la sesión',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ user: presentUser(signedInUser(request)) }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Cerrar sesión: revoca los tokens emitidos al usuario',
        security: [{ bearerAuth: [] }],
        response: { 200: z.object({ message: z.string() }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, signedOutAt: new Date() })
        .where(eq(users.id, user.id));
      request.log.info({ event: 'auth.logout', userId: user.id }, 'signed out');
      return { message: 'Sesión cerrada' };
    },
  );
};

export default authRoutes;
