import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'vendedora@produapps.ec',
  userName: 'lucia',
  firstName: 'Lucía',
  lastName: 'Andrade',
  role: 'vendedor',
  status: 'active',
  password: 'carbonato de sodio',
  phoneNumber: '+593 99 111 2222',
  city: 'Quito',
  ...overrides,
});

describe('users administration', () => {
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  let admin: Awaited<ReturnType<TestApp['createUser']>>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await app.createUser({
      role: 'admin',
      email: 'jefa@produapps.ec',
      firstName: 'Carmen',
      lastName: 'Jefa',
    });
  });
  afterAll(() => app.close());

  const save = (token: string, payload: unknown) =>
    post('/api/usuario/guardar', payload as object, token);

  it('creates a user who can then sign in, and updates it', async () => {
    const created = await save(admin.token, newUser());
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    expect(user).toMatchObject({
      email: 'vendedora@produapps.ec',
      userName: 'lucia',
      role: 'vendedor',
      displayName: 'Lucía Andrade',
      city: 'Quito',
    });

    const login = await post('/api/auth/login', {
      userName: 'lucia',
      password: 'carbonato de sodio',
    });
    expect(login.statusCode).toBe(200);

    const updated = await save(admin.token, {
      ...newUser({ id: user.id, lastName: 'Andrade Mora', city: '' }),
      password: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({ lastName: 'Andrade Mora', city: null });
    // No new password given: the old one still works.
    const again = await post('/api/auth/login', {
      userName: 'lucia',
      password: 'carbonato de sodio',
    });
    expect(again.statusCode).toBe(200);

    const fetched = await get(`/api/usuario/getUsuario?id=${user.id}`, admin.token);
    expect(fetched.json().user.lastName).toBe('Andrade Mora');
  });

  it('tells a waiting account by e-mail once an administrator activates it, as sign-in promised', async () => {
    const email = 'espera@ejemplo.ec';
    const created = await save(
      admin.token,
      newUser({
        email,
        userName: 'espera',
        lastName: 'Espinosa',
        status: 'pending',
        password: 'sulfato de cobre',
      }),
    );
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    const refused = await post('/api/auth/login', {
      userName: email,
      password: 'sulfato de cobre',
    });
    expect(refused.json().message).toMatch(/Te avisaremos cuando esté activa/);

    const mailsTo = () =>
      app.db
        .select({ kind: mailMessages.kind, subject: mailMessages.subject, text: mailMessages.text })
        .from(mailMessages)
        .where(eq(mailMessages.recipient, email));
    const before = (await mailsTo()).length;

    // A change that leaves it waiting sends nothing.
    const edited = {
      ...newUser({
        id: user.id,
        email,
        userName: 'espera',
        lastName: 'Espinosa',
        status: 'pending',
      }),
      password: '',
    };
    expect((await save(admin.token, { ...edited, city: 'Cuenca' })).statusCode).toBe(200);
    expect(await mailsTo()).toHaveLength(before);

    expect((await save(admin.token, { ...edited, status: 'active' })).statusCode).toBe(200);
    const activated = (await mailsTo()).filter((mail) => mail.kind === 'account-activated');
    expect(activated).toHaveLength(1);
    expect(activated[0]!.subject).toMatch(/Tu cuenta está activa/);
    expect(activated[0]!.text).toContain('/auth/jwt/login');

    // Saved again as active: told once.
    expect(
      (await save(admin.token, { ...edited, status: 'active', city: 'Loja' })).statusCode,
    ).toBe(200);
    expect((await mailsTo()).filter((mail) => mail.kind === 'account-activated')).toHaveLength(1);
    const signIn = await post('/api/auth/login', { userName: email, password: 'sulfato de cobre' });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a duplicate email or user name with 409 naming the field', async () => {
    const taken = await save(admin.token, newUser({ email: 'JEFA@produapps.ec', userName: null }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([
      { field: 'email', message: 'Ya existe una cuenta con ese correo' },
    ]);
    const nameTaken = await save(
      admin.token,
      newUser({ email: 'otra@produapps.ec', userName: 'LUCIA' }),
    );
    expect(nameTaken.statusCode).toBe(409);
    expect(nameTaken.json().details[0].field).toBe('userName');
  });

  it('requires a password to create and refuses common ones', async () => {
    const none = await save(
      admin.token,
      newUser({ email: 'sin@clave.ec', userName: null, password: undefined }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('password');
    const common = await save(
      admin.token,
      newUser({ email: 'comun@clave.ec', userName: null, password: 'password123' }),
    );
    expect(common.statusCode).toBe(400);
  });

  it('lists with status counts, filters, search and pagination', async () => {
    await app.createUser({ status: 'pending', firstName: 'Pendiente', lastName: 'Uno' });
    await app.createUser({ status: 'banned', firstName: 'Inactivo', lastName: 'Dos' });
    await app.createUser({ status: 'rejected', firstName: 'Bloqueado', lastName: 'Tres' });

    const all = await get('/api/usuario/lista?pageSize=2', admin.token);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(2);
    expect(body.pageSize).toBe(2);
    expect(body.counts.all).toBe(body.total);
    expect(body.counts).toMatchObject({ pending: 1, banned: 1, rejected: 1 });
    expect(body.counts.active).toBe(body.total - 3);

    const pending = await get('/api/usuario/lista?status=pending', admin.token);
    expect(pending.json().items.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Pendiente',
    ]);
    // The counts stay those of every status, so the tabs keep their numbers.
    expect(pending.json().counts.banned).toBe(1);

    const search = await get('/api/usuario/lista?q=andrade', admin.token);
    expect(search.json().items.map((u: { email: string }) => u.email)).toEqual([
      'vendedora@produapps.ec',
    ]);

    const sellers = await get('/api/usuario/lista?role=vendedor', admin.token);
    expect(sellers.json().items.every((u: { role: string }) => u.role === 'vendedor')).toBe(true);

    const page2 = await get('/api/usuario/lista?pageSize=2&page=2', admin.token);
    expect(page2.json().items[0].id).not.toBe(body.items[0].id);
  });

  it('answers bad list parameters with 400', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'status=borrado', 'role=root', 'page=abc']) {
      const response = await get(`/api/usuario/lista?${query}`, admin.token);
      expect(response.statusCode, query).toBe(400);
    }
    const badId = await get('/api/usuario/getUsuario?id=123', admin.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details[0]).toEqual({
      field: 'id',
      message: 'El identificador no es válido',
    });
    const missing = await get(
      '/api/usuario/getUsuario?id=00000000-0000-4000-8000-000000000000',
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    const badSave = await save(admin.token, {
      email: 'x',
      role: 'dios',
      status: 'feliz',
      firstName: '',
    });
    expect(badSave.statusCode).toBe(400);
    const fields = badFields(badSave);
    expect(fields).toEqual(
      expect.arrayContaining(['email', 'role', 'status', 'firstName', 'lastName']),
    );
  });

  it('never lets the last active administrator be demoted, banned or removed', async () => {
    const solo = await buildTestApp();
    try {
      const onlyAdmin = await solo.createUser({ role: 'admin', email: 'unica@produapps.ec' });
      const body = {
        id: onlyAdmin.id,
        email: 'unica@produapps.ec',
        firstName: 'Única',
        lastName: 'Admin',
        role: 'admin',
        status: 'active',
      };
      const { post: postAs } = requestsTo(() => solo);
      const post = (url: string, payload: object) => postAs(url, payload, onlyAdmin.token);

      expect((await post('/api/usuario/guardar', { ...body, role: 'vendedor' })).statusCode).toBe(
        409,
      );
      expect((await post('/api/usuario/guardar', { ...body, status: 'banned' })).statusCode).toBe(
        409,
      );
      const removal = await post('/api/usuario/eliminar', { id: onlyAdmin.id });
      expect(removal.statusCode).toBe(409);
      expect(removal.json().message).toMatch(/único administrador/);

      // With a second active admin, the first may step down.
      await solo.createUser({ role: 'admin' });
      expect((await post('/api/usuario/guardar', { ...body, role: 'vendedor' })).statusCode).toBe(
        200,
      );
    } finally {
      await solo.close();
    }
  });

  it('banning a user or changing their password ends their sessions', async () => {
    const seller = await app.createUser({ role: 'vendedor', firstName: 'Tomás', lastName: 'Ríos' });
    const me = () => get('/api/auth/me', seller.token);
    expect((await me()).statusCode).toBe(200);
    const banned = await save(admin.token, {
      id: seller.id,
      email: seller.email,
      firstName: 'Tomás',
      lastName: 'Ríos',
      role: 'vendedor',
      status: 'banned',
    });
    expect(banned.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const login = await post('/api/auth/login', {
      userName: seller.email,
      password: seller.password,
    });
    expect(login.statusCode).toBe(403);
  });

  it('removes a user', async () => {
    const doomed = await app.createUser();
    const response = await post('/api/usuario/eliminar', { id: doomed.id }, admin.token);
    expect(response.statusCode).toBe(200);
    const gone = await get(`/api/usuario/getUsuario?id=${doomed.id}`, admin.token);
    expect(gone.statusCode).toBe(404);
  });
});

describe('own profile and password', () => {
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lets any user read and change their own data, but not their role', async () => {
    const client = await app.createUser({ role: 'cliente' });
    const response = await post(
      '/api/usuario/perfil',
      {
        firstName: 'Rosa',
        lastName: 'Cevallos',
        city: 'Sangolquí',
        company: 'Limpieza Total',
        presence: 'busy',
        role: 'admin',
      },
      client.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      firstName: 'Rosa',
      city: 'Sangolquí',
      company: 'Limpieza Total',
      role: 'cliente',
      presence: 'busy',
    });
    const own = await get(`/api/usuario/getUsuario?id=${client.id}`, client.token);
    expect(own.statusCode).toBe(200);
    const bad = await post(
      '/api/usuario/perfil',
      { firstName: '', lastName: 'x', photoURL: 'javascript:alert(1)' },
      client.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad).sort()).toEqual(['firstName', 'photoURL']);
  });

  it('changes the password: the old password and old tokens stop working, the new token works', async () => {
    const user = await app.createUser({ password: 'vinagre blanco 5' });
    const wrongCurrent = await post(
      '/api/usuario/cambiarClave',
      { currentPassword: 'no es la actual', newPassword: 'ácido acético glacial' },
      user.token,
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().details[0].field).toBe('currentPassword');

    const changed = await post(
      '/api/usuario/cambiarClave',
      { currentPassword: 'vinagre blanco 5', newPassword: 'ácido acético glacial' },
      user.token,
    );
    expect(changed.statusCode).toBe(200);
    const { accessToken } = changed.json();
    expect((await get('/api/auth/me', user.token)).statusCode).toBe(401);
    expect((await get('/api/auth/me', accessToken)).statusCode).toBe(200);
    const oldLogin = await post('/api/auth/login', {
      userName: user.email,
      password: 'vinagre blanco 5',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      userName: user.email,
      password: 'ácido acético glacial',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('shows staff contacts with presence from real activity', async () => {
    const seller = await app.createUser({ role: 'vendedor', firstName: 'Diego', lastName: 'Paz' });
    const boss = await app.createUser({ role: 'admin', firstName: 'Elena', lastName: 'Mora' });
    await app.createUser({ role: 'cliente', firstName: 'Cliente', lastName: 'Externo' });
    // The seller has not been seen yet: offline.
    let contacts = await get('/api/usuario/contactos', boss.token);
    expect(contacts.statusCode).toBe(200);
    const names = () => contacts.json().items.map((c: { name: string }) => c.name);
    expect(names()).toContain('Diego Paz');
    expect(names()).not.toContain('Cliente Externo');
    expect(names()).not.toContain('Elena Mora');
    expect(contacts.json().items.find((c: { name: string }) => c.name === 'Diego Paz').status).toBe(
      'offline',
    );

    await get('/api/auth/me', seller.token);
    contacts = await get('/api/usuario/contactos', boss.token);
    expect(
      contacts.json().items.find((c: { name: string }) => c.name === 'Diego Paz'),
    ).toMatchObject({ status: 'online', lastActivity: expect.any(String) });

    await post(
      '/api/usuario/perfil',
      { firstName: 'Diego', lastName: 'Paz', presence: 'busy' },
      seller.token,
    );
    contacts = await get('/api/usuario/contactos', boss.token);
    expect(contacts.json().items.find((c: { name: string }) => c.name === 'Diego Paz').status).toBe(
      'busy',
    );

    await post('/api/auth/logout', undefined, seller.token);
    contacts = await get('/api/usuario/contactos', boss.token);
    expect(contacts.json().items.find((c: { name: string }) => c.name === 'Diego Paz').status).toBe(
      'offline',
    );
  });
});
