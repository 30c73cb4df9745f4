import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { badFields, buildTestApp, type TestApp } from '../../test/test-app';

describe('contact form', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const send = (payload: object, remoteAddress = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/cotizar/contacto', payload, remoteAddress });

  it('stores a valid message and thanks the visitor', async () => {
    const response = await send({
      name: 'Jorge Salazar',
      email: 'jorge@fabrica.ec',
      phone: '099 555 1234',
      subject: 'Precio de hipoclorito por tambor',
      message: 'Buenos días, necesito cotizar 4 tambores de hipoclorito de sodio al 10 %.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Gracias/);
    const [stored] = await app.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(stored).toMatchObject({
      name: 'Jorge Salazar',
      email: 'jorge@fabrica.ec',
      subject: 'Precio de hipoclorito por tambor',
    });
  });

  it('refuses bad input with the fields at fault and stores nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const response = await send(
      { name: '', email: 'no', phone: 'abc', subject: '', message: 'corto' },
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(400);
    expect(badFields(response).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('is rate limited per address', async () => {
    const message = {
      name: 'Ana',
      email: 'ana@x.ec',
      subject: 'Consulta',
      message: 'Quisiera saber si tienen glicerina.',
    };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await send({ ...message, subject: `Consulta ${i}` }, '10.0.0.3')).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('keeps the address the connection came from, whatever X-Forwarded-For says', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cotizar/contacto',
      remoteAddress: '10.0.0.4',
      headers: { 'x-forwarded-for': '203.0.113.66' },
      payload: {
        name: 'Lucía',
        email: 'lucia@x.ec',
        subject: 'Dirección',
        message: 'Mensaje para comprobar la dirección guardada.',
      },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await app.db
      .select({ ip: contactMessages.ip })
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(stored!.ip).toBe('10.0.0.4');
  });
});
