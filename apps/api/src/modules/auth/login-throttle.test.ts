import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { LOGIN_LIMITS } from './login-throttle';

type Attempt = { userName: string; password: string; from: string; forwardedFor?: string };

function attempt(app: TestApp, { userName, password, from, forwardedFor }: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { userName, password },
  });
}

describe('sign-in throttling, with no proxy trusted', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('cannot be escaped by writing another address in X-Forwarded-For', async () => {
    const user = await app.createUser();
    const statuses: number[] = [];
    for (let index = 0; index <= LOGIN_LIMITS.accountFromAddress; index += 1) {
      const response = await attempt(app, {
        userName: user.email,
        password: 'no es esta',
        from: '10.1.1.1',
        forwardedFor: `198.51.100.${index + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.accountFromAddress).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the e-mail and the user name as one account', async () => {
    const userName = `ana${Date.now()}`;
    const user = await app.createUser({ userName });
    const names = [user.email, userName, user.email.toUpperCase()];
    let last = 0;
    for (let index = 0; index <= LOGIN_LIMITS.accountFromAddress; index += 1) {
      // Naming the account another way each time does not give more guesses.
      const response = await attempt(app, {
        userName: names[index % names.length]!,
        password: 'no es esta',
        from: '10.1.1.2',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
    const refused = await attempt(app, {
      userName: user.email,
      password: user.password,
      from: '10.1.1.2',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Demasiados intentos fallidos\. Espera \d+ minutos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never counts successful sign-ins against their owner', async () => {
    const user = await app.createUser();
    for (let index = 0; index < LOGIN_LIMITS.accountFromAddress + 5; index += 1) {
      const response = await attempt(app, {
        userName: user.email,
        password: user.password,
        from: '10.1.1.3',
      });
      expect(response.statusCode, `sign-in ${index + 1}`).toBe(200);
    }
  });

  it('stops guessing at one account spread over many addresses', async () => {
    const user = await app.createUser();
    let last = 0;
    for (let index = 0; index <= LOGIN_LIMITS.account; index += 1) {
      const response = await attempt(app, {
        userName: user.email,
        password: 'no es esta',
        from: `10.2.${Math.floor(index / 5)}.${index % 5}`,
      });
      last = response.statusCode;
      if (index < LOGIN_LIMITS.account) expect(response.statusCode).toBe(401);
    }
    expect(last).toBe(429);
  });
});

describe('sign-in throttling of guesses sent at the same moment', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const statusesOf = async (attempts: Attempt[]) =>
    (await Promise.all(attempts.map((one) => attempt(app, one)))).map((r) => r.statusCode);
  const count = (statuses: number[], status: number) =>
    statuses.filter((each) => each === status).length;
  /**
   * No more passwords checked (401) than the limit; every other guess refused (429), or told to
   * come back when the loaded machine's database pool kept it waiting (503: nothing checked).
   */
  const expectLimited = (statuses: number[], limit: number) => {
    const shown = JSON.stringify(statuses);
    expect(count(statuses, 401), shown).toBeLessThanOrEqual(limit);
    expect(count(statuses, 401) + count(statuses, 503), shown).toBeGreaterThanOrEqual(limit);
    expect(count(statuses, 429), shown).toBe(
      statuses.length - count(statuses, 401) - count(statuses, 503),
    );
  };

  it('checks only as many passwords of an account from one address as the limit allows', async () => {
    const user = await app.createUser();
    const statuses = await statusesOf(
      Array.from({ length: 60 }, () => ({
        userName: user.email,
        password: 'no es esta',
        from: '10.4.0.1',
      })),
    );
    expectLimited(statuses, LOGIN_LIMITS.accountFromAddress);
  });

  it('checks only as many passwords of an account from many addresses as the limit allows', async () => {
    const user = await app.createUser();
    const statuses = await statusesOf(
      Array.from({ length: 120 }, (_, index) => ({
        userName: user.email,
        password: 'no es esta',
        from: `10.5.${index >> 8}.${index & 255}`,
      })),
    );
    expectLimited(statuses, LOGIN_LIMITS.account);
  });

  it('counts no refused guess: the owner still signs in from elsewhere after a burst', async () => {
    const user = await app.createUser();
    const burst = await statusesOf(
      Array.from({ length: LOGIN_LIMITS.account + 10 }, () => ({
        userName: user.email,
        password: 'no es esta',
        from: '10.4.0.2',
      })),
    );
    expectLimited(burst, LOGIN_LIMITS.accountFromAddress);
    const owner = await attempt(app, {
      userName: user.email,
      password: user.password,
      from: '10.4.0.3',
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('sign-in throttling behind a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '10.0.0.2' });
  });
  afterAll(() => app.close());

  it("takes the client's address from the proxy it trusts, and only from it", async () => {
    const user = await app.createUser();
    const wrong = { userName: user.email, password: 'no es esta' };
    for (let index = 0; index < LOGIN_LIMITS.accountFromAddress; index += 1) {
      const response = await attempt(app, {
        ...wrong,
        from: '10.0.0.2',
        forwardedFor: '203.0.113.7',
      });
      expect(response.statusCode).toBe(401);
    }
    // The same client through the proxy is stopped; another client through it is not.
    expect(
      (await attempt(app, { ...wrong, from: '10.0.0.2', forwardedFor: '203.0.113.7' })).statusCode,
    ).toBe(429);
    expect(
      (await attempt(app, { ...wrong, from: '10.0.0.2', forwardedFor: '203.0.113.8' })).statusCode,
    ).toBe(401);
    // A client that is not the proxy cannot claim to be the blocked one's neighbour.
    const direct = { ...wrong, from: '192.0.2.50' };
    for (let index = 0; index < LOGIN_LIMITS.accountFromAddress; index += 1) {
      await attempt(app, { ...direct, forwardedFor: `203.0.113.${100 + index}` });
    }
    expect((await attempt(app, { ...direct, forwardedFor: '203.0.113.200' })).statusCode).toBe(429);
  });
});
