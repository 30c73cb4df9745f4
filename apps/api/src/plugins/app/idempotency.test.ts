import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, formulaComments, formulas } from '../../db/schema';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { buildTestApp, type TestApp } from '../../test/test-app';

const message = (subject: string) => ({
  name: 'Carmen Vera',
  email: 'carmen@ejemplo.ec',
  subject,
  message: 'Necesito la ficha técnica del ácido cítrico, por favor.',
});

describe('a public form sent twice stores one record', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(() => app.close());

  const contact = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.3.0.1',
  ) =>
    app.inject({ method: 'POST', url: '/api/cotizar/contacto', payload, headers, remoteAddress });
  const messagesWithSubject = async (subject: string) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.subject, subject));
    return row!.n;
  };

  it('answers a double click (the same key at the same moment) with one message and one answer', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      contact(message('Doble clic'), { 'idempotency-key': key }),
      contact(message('Doble clic'), { 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await messagesWithSubject('Doble clic')).toBe(1);
    // A retry long after (a lost answer) gets the same answer too, marked as a repeat.
    const retry = await contact(message('Doble clic'), { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await messagesWithSubject('Doble clic')).toBe(1);
  });

  it('recognises a repeat without a key by its sender and content', async () => {
    const [first, second] = await Promise.all([
      contact(message('Sin clave')),
      contact(message('Sin clave')),
    ]);
    expect(second.json().id).toBe(first.json().id);
    expect(await messagesWithSubject('Sin clave')).toBe(1);
    // Another sender with the same words is another message.
    expect((await contact(message('Sin clave'), {}, '10.3.0.2')).statusCode).toBe(201);
    expect(await messagesWithSubject('Sin clave')).toBe(2);
  });

  it('refuses a key reused for other content, and a malformed key, storing nothing', async () => {
    const key = randomUUID();
    const from = '10.3.1.1';
    expect((await contact(message('Primera'), { 'idempotency-key': key }, from)).statusCode).toBe(
      201,
    );
    const reused = await contact(message('Otra distinta'), { 'idempotency-key': key }, from);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await contact(message('Clave rara'), { 'idempotency-key': 'a b' }, from);
    expect(malformed.statusCode).toBe(400);
    expect(await messagesWithSubject('Otra distinta')).toBe(0);
    expect(await messagesWithSubject('Clave rara')).toBe(0);
  });

  it('lets a submission refused for bad input be sent again, fixed, with the same key', async () => {
    const key = randomUUID();
    const from = '10.3.2.1';
    const bad = await contact(
      { ...message('Corregido'), email: 'no-es-correo' },
      { 'idempotency-key': key },
      from,
    );
    expect(bad.statusCode).toBe(400);
    const fixed = await contact(message('Corregido'), { 'idempotency-key': key }, from);
    expect(fixed.statusCode).toBe(201);
    expect(await messagesWithSubject('Corregido')).toBe(1);
  });

  it('stores a formula comment once however often it is sent', async () => {
    const [formula] = await app.db
      .select({ id: formulas.id })
      .from(formulas)
      .where(eq(formulas.status, 'published'))
      .limit(1);
    const key = randomUUID();
    const payload = { formulaId: formula!.id, authorName: 'Rosa', body: 'Muy útil, gracias.' };
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/formula/guardarComentario',
        payload,
        headers: { 'idempotency-key': key },
        remoteAddress: '10.3.0.9',
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const [row] = await app.db
      .select({ n: count() })
      .from(formulaComments)
      .where(eq(formulaComments.body, 'Muy útil, gracias.'));
    expect(row!.n).toBe(1);
  });
});
