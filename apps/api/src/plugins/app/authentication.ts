import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '@quimia/contracts';
import { users, type UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      /** Signs an access token for the user's current token version. */
      issue(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>): Promise<string>;
    };
    /** preHandler: a valid, unrevoked token of an active user, or 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: `authenticate`, then one of the roles, or 403. */
    requireRoles(
      ...roles: UserRole[]
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

type AuthenticationOptions = { secret: string; expiresIn: string };

// Last-activity writes are throttled: presence needs minutes, not every request.
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export default fp<AuthenticationOptions>(
  async (app, { secret, expiresIn }) => {
    const key = new TextEncoder().encode(secret);

    app.decorateRequest('currentUser', null);

    app.decorate('tokens', {
      issue: (user) =>
        new SignJWT({ role: user.role, ver: user.tokenVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setIssuedAt()
          .setExpirationTime(expiresIn)
          .sign(key),
    });

    async function authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw unauthorized();

      let subject: string;
      let version: unknown;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub) throw new Error('token without subject');
        subject = payload.sub;
        version = payload.ver;
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        request.log.info(
          { event: 'auth.token_rejected', reason: expired ? 'expired' : 'invalid' },
          'token rejected',
        );
        throw unauthorized(
          expired
            ? 'Tu sesión expiró. Inicia sesión de nuevo.'
            : 'La sesión no es válida. Inicia sesión de nuevo.',
        );
      }

      const [user] = await app.db.select().from(users).where(eq(users.id, subject)).limit(1);
      if (!user || user.tokenVersion !== version || user.status !== 'active') {
        request.log.info({ event: 'auth.token_revoked', userId: subject }, 'revoked token used');
        throw unauthorized('Tu sesión se cerró. Inicia sesión de nuevo.');
      }

      const now = new Date();
      if (
        !user.lastActiveAt ||
        now.getTime() - user.lastActiveAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS
      ) {
        await app.db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
        user.lastActiveAt = now;
      }
      request.currentUser = user;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticate(request);
    });

    app.decorate('requireRoles', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      const user = request.currentUser!;
      if (!roles.includes(user.role)) {
        request.log.warn(
          {
            event: 'auth.forbidden',
            userId: user.id,
            role: user.role,
            route: request.routeOptions.url,
          },
          'authorisation refused',
        );
        throw forbidden();
      }
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

/** The signed-in user of a route behind `authenticate`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
