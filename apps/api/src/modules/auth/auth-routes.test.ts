import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

describe('accounts: sign-in, registration and tokens', () => {
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const login = (userName: string, password: string) =>
    post('/api/auth/login', { userName, password });
  const register = (email: string, password: string) =>
    post('/api/auth/register', { email, password, firstName: 'Ana', lastName: 'Vera' });

  /** A token for `subject` signed as the test says (the server's own secret and 1 h unless told). */
  const signToken = (
    claims: Record<string, unknown>,
    subject: string,
    {
      alg = 'HS256',
      secret = 'test-secret-that-is-long-enough-for-hs256-signing',
      expires = '1h',
    }: { alg?: string; secret?: string; expires?: string | number } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setSubject(subject)
      .setExpirationTime(expires)
      .sign(new TextEncoder().encode(secret));

  it('signs in with the email or the user name, in any case, and never returns the hash', async () => {
    const user = await app.createUser({
      email: 'maria.paz@ejemplo.ec',
      userName: 'mpaz',
      password: 'jabón-líquido-2026',
    });

    for (const userName of ['maria.paz@ejemplo.ec', 'MARIA.PAZ@Ejemplo.EC', 'mpaz', 'MPaz']) {
      const response = await login(userName, 'jabón-líquido-2026');
      expect(response.statusCode, userName).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({
        id: user.id,
        email: 'maria.paz@ejemplo.ec',
        role: 'cliente',
        displayName: expect.any(String),
      });
      expect(body.user).toHaveProperty('photoURL');
      expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash/);

      const me = await get('/api/auth/me', body.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(user.id);
    }
  });

  it('answers an unknown user and a wrong password the same way', async () => {
    await app.createUser({ email: 'pedro@ejemplo.ec', password: 'una clave buena' });
    const unknown = await login('nadie@ejemplo.ec', 'una clave buena');
    const wrong = await login('pedro@ejemplo.ec', 'otra clave cualquiera');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Correo, usuario o contraseña incorrectos');
  });

  it.each([
    ['pending', /pendiente/],
    ['banned', /inactiva/],
    ['rejected', /bloqueada/],
  ] as const)('refuses a %s account and says why', async (status, reason) => {
    const user = await app.createUser({ status });
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(reason);
    // Its old tokens are refused too.
    const me = await get('/api/auth/me', user.token);
    expect(me.statusCode).toBe(401);
  });

  it('registers a cliente whose session works at once', async () => {
    const response = await register(' Nueva.Cliente@Ejemplo.EC ', 'fórmula de champú');
    expect(response.statusCode).toBe(201);
    const { accessToken, user } = response.json();
    expect(user).toMatchObject({
      email: 'nueva.cliente@ejemplo.ec',
      role: 'cliente',
      status: 'active',
      displayName: 'Ana Vera',
    });
    const me = await get('/api/auth/me', accessToken);
    expect(me.json().user.email).toBe('nueva.cliente@ejemplo.ec');

    const again = await register('nueva.cliente@ejemplo.ec', 'otra frase larga');
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([
      { field: 'email', message: 'Ya existe una cuenta con ese correo' },
    ]);
  });

  it('refuses short, overlong and common passwords with a Spanish message naming the field', async () => {
    // Each from its own address: registration is rate limited per address.
    let address = 0;
    const register = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: `10.2.0.${(address += 1)}`,
        payload: {
          email: `p${password.length}@ejemplo.ec`,
          password,
          firstName: 'A',
          lastName: 'B',
        },
      });
    const short = await register('corta');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      field: 'password',
      message: 'La contraseña debe tener al menos 8 caracteres',
    });
    expect((await register('x'.repeat(129))).statusCode).toBe(400);
    for (const common of ['password', '12345678', 'Contraseña', 'qwertyuiop']) {
      const response = await register(common);
      expect(response.statusCode, common).toBe(400);
      expect(response.json().details[0].field).toBe('password');
      expect(response.json().message).toMatch(/más usadas/);
    }
    // 8 characters with no composition rules is fine.
    expect((await register('mi perro')).statusCode).toBe(201);
  });

  it('answers bad input with 400 and the fields at fault, never a 500', async () => {
    const cases = [
      { url: '/api/auth/login', payload: {} },
      { url: '/api/auth/login', payload: { userName: 5, password: null } },
      { url: '/api/auth/login', payload: '{"userName": ' },
      {
        url: '/api/auth/register',
        payload: {
          email: 'no-es-correo',
          password: 'una clave buena',
          firstName: '',
          lastName: 'x',
        },
      },
      { url: '/api/auth/register', payload: [] },
    ];
    for (const [index, { url, payload }] of cases.entries()) {
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.3.0.${index}`,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const login = await post('/api/auth/login', {});
    expect(badFields(login).sort()).toEqual(['password', 'userName']);
  });

  it('rejects forged, tampered, expired and unsigned tokens with 401', async () => {
    const user = await app.createUser({ role: 'admin' });
    const [header, payload] = user.token.split('.');
    const wrongKey = await signToken({ role: 'admin', ver: 0 }, user.id, {
      secret: 'not-the-server-secret-not-the-server-secret',
    });
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', ver: 0, exp: 9999999999 })).toString('base64url')}.${user.token.split('.')[2]}`;
    const hs512 = await signToken({ ver: 0 }, user.id, { alg: 'HS512' });
    const expired = await signToken({ ver: 0 }, user.id, {
      expires: Math.floor(Date.now() / 1000) - 10,
    });

    for (const token of [wrongKey, noneAlg, tampered, hs512, expired, 'basura']) {
      const response = await get('/api/auth/me', token);
      expect(response.statusCode).toBe(401);
    }
    const missing = await get('/api/auth/me');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('signing out revokes the tokens issued before', async () => {
    const user = await app.createUser();
    const first = (await login(user.email, user.password)).json().accessToken;
    const logout = await post('/api/auth/logout', undefined, first);
    expect(logout.statusCode).toBe(200);
    for (const token of [first, user.token]) {
      expect((await get('/api/auth/me', token)).statusCode).toBe(401);
    }
    const again = (await login(user.email, user.password)).json().accessToken;
    expect((await get('/api/auth/me', again)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address and user name with a Spanish 429', async () => {
    const user = await app.createUser();
    const loginFrom = (remoteAddress: string, userName: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { userName, password },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await loginFrom('10.9.8.7', user.email, 'no es esta');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/Demasiados intentos/);
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits now…
    const blocked = await loginFrom('10.9.8.7', user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    // …but another address, or another user from the same address, is not affected.
    const elsewhere = await loginFrom('10.9.8.8', user.email, user.password);
    expect(elsewhere.statusCode).toBe(200);
    const other = await app.createUser();
    const sameAddress = await loginFrom('10.9.8.7', other.email, other.password);
    expect(sameAddress.statusCode).toBe(200);
  });
});

describe('token lifetime', () => {
  it('honours JWT_EXPIRES_IN: the token carries its exp and stops working after it', async () => {
    const app = await buildTestApp({ JWT_EXPIRES_IN: '2s' });
    const { get, post } = requestsTo(() => app);
    try {
      const user = await app.createUser();
      const response = await post('/api/auth/login', {
        userName: user.email,
        password: user.password,
      });
      const { accessToken } = response.json();
      const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
      expect(payload.exp - payload.iat).toBe(2);
      expect((await get('/api/auth/me', accessToken)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await get('/api/auth/me', accessToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expiró/);
    } finally {
      await app.close();
    }
  });
});
