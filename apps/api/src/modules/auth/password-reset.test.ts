import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailMessages, passwordResetTokens } from '../../db/schema';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

/** Waits until `read` answers something (the reset is prepared by a job, after the answer). */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Generous timeouts: a reset is an argon2 hash, two jobs and an SMTP exchange, on a busy machine.
describe('password reset through a mail server on loopback', { timeout: 90_000 }, () => {
  let smtp: SmtpPeer;
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tienda.example.ec' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const forgot = (email: string, from = '10.7.0.1') =>
    post('/api/auth/olvideClave', { email }, null, { remoteAddress: from });
  const reset = (token: string, password: string) =>
    post('/api/auth/restablecerClave', { token, password });
  const me = (token: string) => get('/api/auth/me', token);

  it('sends a single-use link that sets a new password and ends the old sessions', async () => {
    const user = await app.createUser({ email: 'olvido@ejemplo.ec', firstName: 'Olga' });
    expect((await me(user.token)).statusCode).toBe(200);

    const asked = await forgot(' Olvido@Ejemplo.EC ');
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.next('olvido@ejemplo.ec');
    expect(mail.subject).toBe('Restablece tu contraseña de ProduApps');
    expect(mail.from?.text).toContain('ProduApps');
    expect(mail.text).toContain('Hola, Olga:');
    expect(mail.html).toContain('https://tienda.example.ec/auth/jwt/reset-password?token=');
    const token = tokenIn(mail.text ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only its hash is stored.
    const stored = await app.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await reset(token!, 'hipoclorito de sodio');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/contraseña cambió/);

    // The session from before the reset is over; the new password signs in, the old does not.
    expect((await me(user.token)).statusCode).toBe(401);
    const login = (password: string) => post('/api/auth/login', { userName: user.email, password });
    expect((await login(user.password)).statusCode).toBe(401);
    expect((await login('hipoclorito de sodio')).statusCode).toBe(200);

    // The link worked once.
    const again = await reset(token!, 'otra frase distinta');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_USED' });
    expect(again.json().message).toMatch(/ya se usó/);

    // The e-mail is logged as sent.
    const [logged] = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'olvido@ejemplo.ec'));
    expect(logged).toMatchObject({ status: 'sent', kind: 'password-reset', attempts: 1 });
    // Once sent, the log keeps the message without the link's secret.
    expect(logged!.text).toContain('reset-password?token=(oculto)');
    expect(`${logged!.text}${logged!.html}`).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const known = await app.createUser();
    const answers = [];
    for (const email of [known.email, 'nadie-aqui@ejemplo.ec']) {
      const response = await forgot(email, '10.7.0.2');
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.body.message).toMatch(/Si el correo corresponde a una cuenta/);
    await smtp.next(known.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const toUnknown = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'nadie-aqui@ejemplo.ec'));
    expect(toUnknown).toEqual([]);
  });

  it('refuses unknown and expired links with a clear message, and common passwords', async () => {
    const unknown = await reset('no-es-un-enlace', 'una frase cualquiera');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect(unknown.json().message).toMatch(/no es válido/);

    const user = await app.createUser({ email: 'caduca@ejemplo.ec' });
    await forgot(user.email, '10.7.0.3');
    const token = tokenIn((await smtp.next(user.email)).text ?? '')!;

    // The same rules as any new password; the link stays usable after a refusal.
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().details[0].field).toBe('password');
    const short = await reset(token, 'corta');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toMatchObject({ field: 'password' });

    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await reset(token, 'una frase cualquiera');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED' });
    expect(expired.json().message).toMatch(/caducó/);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('sends one e-mail for a double submission, and limits requests per address', async () => {
    const user = await app.createUser();
    for (let index = 0; index < 2; index += 1) {
      expect((await forgot(user.email, '10.7.0.4')).statusCode).toBe(200);
    }
    await smtp.next(user.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);

    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await forgot(`persona${index}@ejemplo.ec`, '10.7.0.5')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await forgot('otra@ejemplo.ec', '10.7.0.5');
    expect(limited.json().message).toMatch(/Demasiados intentos/);
  });

  it('tells the new user their account was created, with the sign-in link', async () => {
    const registered = await post('/api/auth/register', {
      email: 'nueva@ejemplo.ec',
      password: 'ácido cítrico anhidro',
      firstName: 'Nora',
      lastName: 'Vega',
    });
    expect(registered.statusCode).toBe(201);
    const mail = await smtp.next('nueva@ejemplo.ec');
    expect(mail.subject).toBe('Tu cuenta fue creada');
    expect(mail.text).toContain('https://tienda.example.ec/auth/jwt/login');
    expect(mail.text).toContain('Hola, Nora:');
  });
});

describe('mail without a mail server', { timeout: 90_000 }, () => {
  let app: TestApp;
  const { get, post } = requestsTo(() => app);
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('keeps every e-mail in the outbox, where an administrator reads it', async () => {
    const admin = await app.createUser({ role: 'admin' });
    const user = await app.createUser({ email: 'sin-smtp@ejemplo.ec', firstName: 'Sara' });
    const created = await post(
      '/api/usuario/guardar',
      {
        email: 'vendedor.nuevo@ejemplo.ec',
        firstName: 'Víctor <b>',
        lastName: 'Paz',
        role: 'vendedor',
        status: 'active',
        password: 'sulfato de cobre',
      },
      admin.token,
    );
    expect(created.statusCode).toBe(201);
    expect((await post('/api/auth/olvideClave', { email: user.email })).statusCode).toBe(200);

    const list = await eventually(async () => {
      const response = await get('/api/correo/lista', admin.token);
      const body = response.json();
      // The page, its total and its counts are read side by side: wait until all three see both.
      return body.total === 2 && body.items.length === 2 && body.counts.all === 2
        ? body
        : undefined;
    });
    expect(list.counts).toMatchObject({ all: 2, outbox: 2, sent: 0 });
    const reset = list.items.find((item: { to: string }) => item.to === 'sin-smtp@ejemplo.ec');
    expect(reset).toMatchObject({ status: 'outbox', kind: 'password-reset', sentAt: null });
    expect(reset).not.toHaveProperty('text');

    const message = await get(`/api/correo/getCorreo?id=${reset.id}`, admin.token);
    expect(message.statusCode).toBe(200);
    const { text } = message.json().message;
    expect(text).toContain('Hola, Sara:');
    const token = tokenIn(text)!;
    // The link staff pass on works like one from the mailbox.
    const done = await post('/api/auth/restablecerClave', { token, password: 'cloruro de calcio' });
    expect(done.statusCode).toBe(200);

    // Values are escaped in the HTML twin.
    const [welcome] = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'vendedor.nuevo@ejemplo.ec'));
    expect(welcome!.subject).toBe('Tu cuenta fue creada');
    expect(welcome!.html).toContain('Hola, Víctor &lt;b&gt;:');
    expect(welcome!.html).not.toContain('Víctor <b>');

    const filtered = await get('/api/correo/lista?status=sent&q=sin-smtp', admin.token);
    expect(filtered.json()).toMatchObject({ total: 0, counts: { all: 1, outbox: 1 } });
    expect(
      (await get('/api/correo/getCorreo?id=00000000-0000-4000-8000-000000000000', admin.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('reset e-mails per account', { timeout: 90_000 }, () => {
  it('sends nothing more once the account had three this hour, answering the same', async () => {
    const app = await buildTestApp();
    const { post } = requestsTo(() => app);
    try {
      const user = await app.createUser();
      const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
      await app.db.insert(passwordResetTokens).values(
        ['a', 'b', 'c'].map((tag) => ({
          userId: user.id,
          tokenHash: `${tag}-${user.id}`,
          expiresAt: new Date(Date.now() + 20 * 60_000),
          createdAt: tenMinutesAgo,
        })),
      );
      const asked = await post('/api/auth/olvideClave', { email: user.email });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toMatch(/Si el correo corresponde a una cuenta/);
      const outcome = await eventually(async () => {
        const [job] = await app.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'auth.password-reset'), eq(jobs.status, 'done')));
        return job ? (job.result as { outcome: string }).outcome : undefined;
      });
      expect(outcome).toBe('limited');
      expect(
        await app.db.select().from(mailMessages).where(eq(mailMessages.recipient, user.email)),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('mail when the mail server is down', { timeout: 90_000 }, () => {
  it('records the failure and keeps the e-mail queued for the next attempt', async () => {
    const smtp = await startSmtpPeer();
    const url = smtp.url;
    await smtp.close();
    const app = await buildTestApp({ SMTP_URL: url });
    const { post } = requestsTo(() => app);
    try {
      const user = await app.createUser();
      await post('/api/auth/olvideClave', { email: user.email });
      const row = await eventually(async () => {
        const [found] = await app.db
          .select()
          .from(mailMessages)
          .where(eq(mailMessages.recipient, user.email));
        return found?.lastError ? found : undefined;
      });
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await app.close();
    }
  });
});
