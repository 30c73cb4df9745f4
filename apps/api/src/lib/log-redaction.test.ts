import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { loggerOptions } from './logger';
import { REDACTED } from './log-redaction';

/** A log destination that keeps every line. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines carry no secrets nor personal data', () => {
  const capture = logCapture();
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({}, { logStream: capture.stream });
    // A fault the database raises for one first name: the failing insert carries a new user's
    // e-mail and password hash among its parameters.
    await app.db.execute(
      sql`alter table users add constraint test_refused_name check (first_name <> 'Falla')`,
    );
  });
  afterAll(() => app.close());

  it('logs a failed query with its SQL and cause but without its parameters', async () => {
    const email = 'rosa.cevallos@ejemplo.ec';
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'una clave bastante larga', firstName: 'Falla', lastName: 'X' },
    });
    expect(response.statusCode).toBe(500);
    await flush();

    const errorLine = capture.lines
      .map((line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> })
      .find((line) => line.level === 50 && line.err);
    expect(errorLine?.err).toMatchObject({
      message: expect.stringContaining('insert into "users"'),
    });
    expect(JSON.stringify(errorLine?.err)).toContain('test_refused_name');
    expect(errorLine?.err).not.toHaveProperty('params');
    expect(capture.text()).not.toContain(email);
    expect(capture.text()).not.toContain('$argon2id');
    expect(capture.text()).not.toContain('Falla');
  });

  it('leaves out the values PostgreSQL quotes in an error detail', async () => {
    const { email } = await app.createUser({ email: 'repetido@ejemplo.ec' });
    const error = await app.db
      .insert(users)
      .values({ email, firstName: 'A', lastName: 'B', passwordHash: 'x', role: 'cliente' })
      .catch((failure: unknown) => failure);
    app.log.error({ err: error }, 'insert failed');
    await flush();
    const line = capture.lines.at(-1)!;
    expect(line).toContain('insert failed');
    expect(line).not.toContain(email);
  });
});

describe('redacted fields', () => {
  it('hides authorization, cookies, passwords, hashes, tokens and e-mails at any depth', async () => {
    const capture = logCapture();
    const log = pino(loggerOptions('info'), capture.stream);
    log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sesion=123' } },
        body: { email: 'ana@ejemplo.ec', password: 'secreta', currentPassword: 'vieja' },
        user: { passwordHash: '$argon2id$v=19$...', token: 'abc.def.ghi' },
        email: 'luis@ejemplo.ec',
      },
      'request',
    );
    await flush();
    const text = capture.text();
    for (const secret of [
      'abc.def.ghi',
      'sesion=123',
      'ana@ejemplo.ec',
      'secreta',
      'vieja',
      '$argon2id',
      'luis@ejemplo.ec',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
  });
});
