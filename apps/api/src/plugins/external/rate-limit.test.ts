import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
    // A name no other run uses, so the shared counters start at zero.
    const userName = `adivino-${randomUUID()}@ejemplo.ec`;
    const attempt = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.7.7.7',
        payload: { userName, password: 'no es esta' },
      });
    for (let index = 0; index < 10; index += 1) {
      const response = await attempt(index % 2 === 0 ? first : second);
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
