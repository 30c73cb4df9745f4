import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

describe('the staff inbox of contact messages', () => {
  let app: TestApp;
  let seller: { id: string; token: string };
  let admin: string;
  let client: string;
  const ids: string[] = [];
  const { get, post } = requestsTo(() => app);

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await app.createUser({ role: 'vendedor', firstName: 'Ana', lastName: 'Vera' });
    admin = (await app.createUser({ role: 'admin' })).token;
    client = (await app.createUser({ role: 'cliente' })).token;
    const base = Date.parse('2026-11-20T15:00:00Z');
    const rows = await app.db
      .insert(contactMessages)
      .values(
        ['Hipoclorito por tambor', 'Ácido cítrico 25 kg', 'Envío a Cuenca 50%_'].map(
          (subject, index) => ({
            name: `Cliente ${index + 1}`,
            email: `cliente${index + 1}@fabrica.ec`,
            phone: index === 0 ? '099 555 1234' : null,
            subject,
            message: `Necesito información sobre ${subject.toLowerCase()}.`,
            createdAt: new Date(base + index * 60_000),
          }),
        ),
      )
      .returning({ id: contactMessages.id });
    ids.push(...rows.map((row) => row.id));
  });
  afterAll(() => app.close());

  it('is for staff only', async () => {
    expect((await get('/api/contacto/lista')).statusCode).toBe(401);
    expect((await get('/api/contacto/lista', client)).statusCode).toBe(403);
    expect((await get('/api/contacto/pendientes', client)).statusCode).toBe(403);
    expect(
      (await post('/api/contacto/atender', { id: ids[0], handled: true }, client)).statusCode,
    ).toBe(403);
  });

  it('lists the waiting messages newest first, with the counts of each view', async () => {
    const response = await get('/api/contacto/lista', seller.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { subject: string }) => item.subject)).toEqual([
      'Envío a Cuenca 50%_',
      'Ácido cítrico 25 kg',
      'Hipoclorito por tambor',
    ]);
    expect(body.counts).toEqual({ pendientes: 3, atendidos: 0 });
    expect((await get('/api/contacto/pendientes', admin)).json()).toEqual({ pending: 3 });
  });

  it('marks a message handled by whoever did it, once, and can set it waiting again', async () => {
    const handled = await post(
      '/api/contacto/atender',
      { id: ids[0], handled: true },
      seller.token,
    );
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toBe('Mensaje marcado como atendido');
    // A second click by someone else keeps who handled it first.
    await post('/api/contacto/atender', { id: ids[0], handled: true }, admin);
    const done = (await get('/api/contacto/lista?estado=atendidos', admin)).json();
    expect(done.items).toHaveLength(1);
    expect(done.items[0]).toMatchObject({
      id: ids[0],
      handledBy: 'Ana Vera',
      phone: '099 555 1234',
    });
    expect(done.counts).toEqual({ pendientes: 2, atendidos: 1 });
    expect((await get('/api/contacto/pendientes', admin)).json()).toEqual({ pending: 2 });

    await post('/api/contacto/atender', { id: ids[0], handled: false }, admin);
    expect((await get('/api/contacto/pendientes', admin)).json()).toEqual({ pending: 3 });
  });

  it('searches literally, wildcards included', async () => {
    const found = (
      await get(`/api/contacto/lista?estado=todos&q=${encodeURIComponent('50%_')}`, admin)
    ).json();
    expect(found.items.map((item: { subject: string }) => item.subject)).toEqual([
      'Envío a Cuenca 50%_',
    ]);
    const none = (
      await get(`/api/contacto/lista?estado=todos&q=${encodeURIComponent('%')}`, admin)
    ).json();
    expect(none.total).toBe(1);
  });

  it('answers bad input in Spanish, and 404 for an unknown message', async () => {
    const badView = await get('/api/contacto/lista?estado=borrados', admin);
    expect(badView.statusCode).toBe(400);
    const badId = await post('/api/contacto/atender', { id: 'x', handled: true }, admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('El mensaje no es válido');
    const unknown = await post(
      '/api/contacto/atender',
      { id: '5b0e8a8e-2f4c-4d8e-9a8b-1c2d3e4f5a6b', handled: true },
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mensaje no encontrado');
  });
});
