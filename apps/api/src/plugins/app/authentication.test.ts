import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import authentication from './authentication';

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

describe('tokens', () => {
  let app: TestApp;
  const { get } = requestsTo(() => app);
  let user: { id: string };
  beforeAll(async () => {
    app = await buildTestApp();
    user = await app.createUser({ role: 'admin' });
  });
  afterAll(() => app.close());

  const me = (token: string) => get('/api/auth/me', token);

  it('answers 401 to a validly signed token whose subject is not a user id', async () => {
    for (const subject of ['admin', '1 OR 1=1', '00000000-0000-4000-8000-00000000000']) {
      const token = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setExpirationTime('1h')
        .sign(SECRET);
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 401 to a token without an expiry or without a subject', async () => {
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(SECRET);
    const anonymous = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(SECRET);
    for (const token of [forever, anonymous]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    // The same claims with an expiry are accepted: the refusal is the missing claim.
    const good = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(SECRET);
    expect((await me(good)).statusCode).toBe(200);
  });
});

describe('declared route policies', () => {
  /** The authentication plugin on a bare app (its database is never reached here). */
  async function bareApp() {
    const app = Fastify({ logger: false });
    await app.register(fp(async () => {}, { name: 'database' }));
    await app.register(authentication, { secret: 'x'.repeat(40), expiresIn: '1h' });
    return app;
  }

  it('refuses to start with an API route that declares no policy', async () => {
    const app = await bareApp();
    await expect(
      app.register(async (api) => {
        api.get('/api/nueva', async () => ({ ok: true }));
      }),
    ).rejects.toThrow('GET /api/nueva declares no access policy');
    await app.close();
  });

  it('guards a declared route before its body is read, and leaves pages alone', async () => {
    const app = await bareApp();
    let handled = false;
    app.post('/api/privada', { config: { access: ['admin'] } }, async () => {
      handled = true;
      return {};
    });
    app.get('/pagina', async () => 'hola');
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/api/privada',
      payload: '{"no es json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(handled).toBe(false);
    expect((await app.inject({ url: '/pagina' })).statusCode).toBe(200);
    expect(app.routeAccess).toEqual([{ method: 'POST', url: '/api/privada', access: ['admin'] }]);
    await app.close();
  });
});
