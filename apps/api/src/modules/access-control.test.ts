import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route that needs a signed-in user, with the roles allowed. */
const PROTECTED_ROUTES: {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  roles: string[];
}[] = [
  { method: 'GET', url: '/api/auth/me', roles: ['admin', 'vendedor', 'cliente'] },
  { method: 'GET', url: '/api/usuario/lista', roles: ['admin'] },
  { method: 'GET', url: `/api/usuario/getUsuario?id=${SOME_ID}`, roles: ['admin'] },
  {
    method: 'POST',
    url: '/api/usuario/guardar',
    payload: {
      email: 'x@y.ec',
      firstName: 'X',
      lastName: 'Y',
      role: 'cliente',
      status: 'active',
      password: 'una clave larga',
    },
    roles: ['admin'],
  },
  { method: 'POST', url: '/api/usuario/eliminar', payload: { id: SOME_ID }, roles: ['admin'] },
  { method: 'GET', url: '/api/usuario/contactos', roles: ['admin', 'vendedor'] },
  {
    method: 'POST',
    url: '/api/usuario/perfil',
    payload: { firstName: 'X', lastName: 'Y' },
    roles: ['admin', 'vendedor', 'cliente'],
  },
];

describe('roles are checked on the server for every route', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    for (const role of ['admin', 'vendedor', 'cliente'] as const) {
      tokens[role] = (await app.createUser({ role })).token;
    }
  });
  afterAll(() => app.close());

  it.each(PROTECTED_ROUTES)(
    '$method $url: 401 without a token, 403 with a wrong role',
    async (route) => {
      const anonymous = await app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');

      for (const role of ['admin', 'vendedor', 'cliente']) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          payload: route.payload,
          headers: bearer(tokens[role]!),
        });
        if (route.roles.includes(role)) {
          expect([200, 201, 404], `${role} is allowed`).toContain(response.statusCode);
        } else {
          expect(response.statusCode, `${role} is refused`).toBe(403);
          expect(response.json().message).toBe('No tienes permiso para realizar esta acción');
        }
      }
    },
  );
});
