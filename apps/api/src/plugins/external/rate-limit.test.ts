import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../modules/auth/login-throttle';
import { buildTestApp, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A wrong password for a name no other run uses (the shared counters start at zero). */
function guesser(remoteAddress: string) {
  const userName = `adivino-${randomUUID()}@ejemplo.ec`;
  return (app: TestApp) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { userName, password: 'no es esta' },
    });
}

// Two processes of the shop behind one load balancer: a guesser must not get twice the attempts
// by being sent to the other one.
describe('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL });
    second = await buildTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts sign-in attempts made on either process against one limit', async () => {
    const attempt = guesser('10.7.7.7');
    for (let index = 0; index < 10; index += 1) {
      const response = await attempt(index % 2 === 0 ? first : second);
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it('checks no more guesses than the limit when they reach both processes at the same moment', async () => {
    const attempt = guesser('10.7.7.8');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => attempt(index % 2 === 0 ? first : second)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const count = (status: number) => statuses.filter((each) => each === status).length;
    // No more passwords checked than the limit; the rest refused (or, on a loaded machine, told
    // to come back because the database pool kept them waiting: nothing checked either).
    expect(count(401), JSON.stringify(statuses)).toBeLessThanOrEqual(
      LOGIN_LIMITS.accountFromAddress,
    );
    expect(count(429) + count(401) + count(503)).toBe(30);
    expect(count(429)).toBeGreaterThanOrEqual(30 - LOGIN_LIMITS.accountFromAddress - count(503));
  });
});
