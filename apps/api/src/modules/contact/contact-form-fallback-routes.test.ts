import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('the contact form sent without scripts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const stored = async () =>
    Number((await app.db.select({ n: count() }).from(contactMessages))[0]!.n);
  const submit = (fields: Record<string, string>, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/contact-us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });
  const valid = {
    name: 'Rosa Cando',
    email: 'rosa@limpieza.ec',
    phone: '',
    subject: 'Glicerina por caneca',
    message: 'Buenas tardes, ¿tienen glicerina USP en caneca de 25 kg? $` $& gracias',
  };

  it('stores the message once, even sent twice, and returns to the page saying so', async () => {
    const first = await submit(valid, '10.1.0.1');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/contact-us?enviado=1#formulario');
    const again = await submit(valid, '10.1.0.1');
    expect(again.headers.location).toBe('/contact-us?enviado=1#formulario');
    expect(await stored()).toBe(1);
    const [row] = await app.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Rosa Cando', phone: null, ip: '10.1.0.1' });
    expect(row!.message).toContain('$` $&');
  });

  it('sends bad input back to the page with the reason, storing nothing', async () => {
    const before = await stored();
    const bad = await submit({ ...valid, email: 'no', message: 'corto\u0000' }, '10.1.0.2');
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/contact-us?error=revisar#formulario');
    expect(await stored()).toBe(before);
  });

  it('shares the contact form limit of the address', async () => {
    const outcomes: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const response = await submit({ ...valid, subject: `Consulta número ${n}` }, '10.1.0.3');
      outcomes.push(String(response.headers.location));
    }
    expect(outcomes.slice(0, 5).every((where) => where.includes('enviado=1'))).toBe(true);
    expect(outcomes.slice(5)).toEqual([
      '/contact-us?error=limite#formulario',
      '/contact-us?error=limite#formulario',
    ]);
  });
});
