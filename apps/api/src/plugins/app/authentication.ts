import { eq } from 'drizzle-orm';
import type { FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { UserRole } from '@quimia/contracts';
import { users, type UserRow } from '../../db/schema';
import { forbidden, unauthorized } from '../../lib/errors';

/**
 * Who may call a route: anyone, any signed-in user, or signed-in users of these roles. Every
 * `/api` route declares it in `config.access`; the app refuses to start otherwise.
 */
export type AccessPolicy = 'public' | 'signed-in' | readonly UserRole[];

/** A route of the API with its declared policy, as the authentication plugin saw it. */
export type RouteAccess = {
  method: string;
  url: string;
  access: AccessPolicy;
  /** The route's schemas (zod), for tests generated from the contracts. */
  schema?: FastifySchema;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required on every `/api` route). */
    access?: AccessPolicy;
  }
  interface FastifyInstance {
    tokens: {
      /** Signs an access token for the user's current token version. */
      issue(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>): Promise<string>;
    };
    /**
     * Applies a policy to a request: 401 without a valid session, 403 with a role it does not
     * name. Routes declare `config.access` instead; this is for a check that depends on the
     * input (a public list asked for drafts).
     */
    assertAccess(request: FastifyRequest, access: AccessPolicy): Promise<void>;
    /** The API's routes with their policies, in registration order. */
    routeAccess: RouteAccess[];
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
        // Only tokens this app issues: with a subject and an expiry (a token without `exp`
        // would never end).
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
        });
        if (!isUuid(payload.sub)) throw new Error('subject is not a user id');
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

    async function assertAccess(request: FastifyRequest, access: AccessPolicy) {
      if (access === 'public') return;
      if (!request.currentUser) await authenticate(request);
      const user = request.currentUser!;
      if (access !== 'signed-in' && !access.includes(user.role)) {
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
    }
    app.decorate('assertAccess', assertAccess);

    // One way to guard a route: its declared policy, applied before the body is even read.
    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const url = route.url ?? route.path;
      if (access === undefined) {
        if (url === '/api' || url.startsWith('/api/')) {
          throw new Error(
            `${String(route.method)} ${url} declares no access policy: add config.access ('public', 'signed-in' or the roles allowed)`,
          );
        }
        return;
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeAccess.push({ method, url, access, schema: route.schema });
      }
      if (access === 'public') return;
      const guard = async (request: FastifyRequest) => assertAccess(request, access);
      route.onRequest = [...toArray(route.onRequest), guard];
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const uuid = z.uuid();
const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;

/** The signed-in user of a route whose policy needs one. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/**
 * The signed-in user of a public route, when the request carries a session; null for a visitor.
 * A session that ended answers 401 rather than treating its user as a visitor (an order placed
 * then would not be theirs).
 */
export async function optionalSignedInUser(request: FastifyRequest): Promise<UserRow | null> {
  if (!request.headers.authorization) return null;
  await request.server.assertAccess(request, 'signed-in');
  return request.currentUser;
}
