import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, productPresentations, products } from '../../db/schema';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { MAIL_PER_RECIPIENT } from './mailer';

// The storefront's forms let anyone choose who gets the shop's e-mail. What those e-mails say
// of what the visitor typed, and how many one address can be sent, is what keeps the shop's
// mail from carrying a stranger's words to someone else.

const SPAM = 'Gana dinero en https://premio.example/x';

describe('e-mails a visitor can make the shop send', () => {
  let app: TestApp;
  let citric = '';
  let caller = 0;
  const api = requestsTo(() => app);
  /** Each request from an address of its own: the per-address limits are not what is tested. */
  const from = () => {
    caller += 1;
    return { remoteAddress: `10.9.${(caller >> 8) & 255}.${caller & 255}` };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    const [row] = await app.db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .innerJoin(products, eq(products.id, productPresentations.productId))
      .where(eq(products.code, 'ACI-001'));
    citric = row!.id;
  });
  afterAll(() => app.close());

  const mailsTo = (recipient: string) =>
    app.db.select().from(mailMessages).where(eq(mailMessages.recipient, recipient));

  const quotationBody = (email: string, name: string) => ({
    customer: { name, email, city: 'Visita https://premio.example', address: SPAM },
    items: [{ presentationId: citric, quantity: 1 }],
    notes: SPAM,
  });

  const orderBody = (email: string, name: string) => ({
    items: [{ presentationId: citric, quantity: 1 }],
    billing: {
      identificationType: 'cedula',
      identification: '1710034065',
      name,
      address: SPAM,
      email,
      phone: '099 555 1234',
    },
    delivery: {
      method: 'shipping',
      province: 'Pichincha',
      city: 'Quito https://premio.example',
      address: SPAM,
      reference: SPAM,
      contactName: 'Rosa https://premio.example',
      phone: '099 555 1234',
    },
    payment: { method: 'transfer' },
    idempotencyKey: randomUUID(),
  });

  it('greets by name only a plain name, and carries nothing else the visitor wrote', async () => {
    const quoted = await api.post(
      '/api/cotizar/guardar',
      quotationBody('cotiza@ejemplo.ec', SPAM),
      null,
      from(),
    );
    expect(quoted.statusCode, quoted.body).toBe(201);
    const ordered = await api.post(
      '/api/pedido/crear',
      orderBody('pedido@ejemplo.ec', 'www.premio.example'),
      null,
      from(),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const registered = await api.post(
      '/api/auth/register',
      {
        firstName: 'Visita premio.example',
        lastName: 'Ya',
        email: 'registro@ejemplo.ec',
        password: 'una clave larga',
      },
      null,
      from(),
    );
    expect(registered.statusCode, registered.body).toBe(201);

    for (const recipient of ['cotiza@ejemplo.ec', 'pedido@ejemplo.ec', 'registro@ejemplo.ec']) {
      const [mail] = await mailsTo(recipient);
      expect(mail, recipient).toBeDefined();
      expect(mail!.text).toMatch(/^Hola:\n/);
      for (const part of [mail!.text, mail!.html, mail!.subject]) {
        expect(part).not.toContain('premio');
        expect(part).not.toContain('Gana dinero');
      }
    }
    const [order] = await mailsTo('pedido@ejemplo.ec');
    expect(order!.text).toContain('Envío a domicilio');

    // A plain name is still the greeting.
    const plain = await api.post(
      '/api/cotizar/guardar',
      quotationBody('ana@ejemplo.ec', 'Ana Pérez'),
      null,
      from(),
    );
    expect(plain.statusCode, plain.body).toBe(201);
    const [toAna] = await mailsTo('ana@ejemplo.ec');
    expect(toAna!.text).toMatch(/^Hola, Ana Pérez:\n/);
  });

  it('refuses a name written on several lines', async () => {
    const response = await api.post(
      '/api/cotizar/guardar',
      quotationBody('lineas@ejemplo.ec', 'Ana\nGana dinero'),
      null,
      from(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'customer.name', message: expect.stringContaining('una sola línea') },
    ]);
    expect(await mailsTo('lineas@ejemplo.ec')).toHaveLength(0);
  });

  it('sends one address only a few such e-mails, whoever asks and from wherever', async () => {
    const victim = 'victima@ejemplo.ec';
    const asked = MAIL_PER_RECIPIENT[0]!.max + 3;
    for (let index = 0; index < asked; index += 1) {
      const body = index % 2 === 0 ? quotationBody(victim, 'Ana') : orderBody(victim, 'Ana');
      const url = index % 2 === 0 ? '/api/cotizar/guardar' : '/api/pedido/crear';
      const response = await api.post(url, body, null, from());
      // The request itself is served: only the e-mail is held back.
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await mailsTo(victim)).toHaveLength(MAIL_PER_RECIPIENT[0]!.max);
    // Another address is not affected.
    const other = await api.post(
      '/api/cotizar/guardar',
      quotationBody('otra@ejemplo.ec', 'Luis'),
      null,
      from(),
    );
    expect(other.statusCode).toBe(201);
    expect(await mailsTo('otra@ejemplo.ec')).toHaveLength(1);
  });
});
