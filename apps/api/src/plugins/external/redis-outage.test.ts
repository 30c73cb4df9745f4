import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type CutMode, type TcpProxy } from '../../test/tcp-proxy';
import { buildTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client address no other test uses, so its counters start at zero in Redis and in memory. */
const newAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/** A rate-limited request that costs nothing else: the limit is counted before validation. */
const register = (app: TestApp, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress, payload: {} });

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Requests from one address until the limit answers 429; how many were let through. */
async function requestsUntilLimited(send: (index: number) => ReturnType<typeof register>) {
  for (let index = 0; index < 60; index += 1) {
    const started = performance.now();
    const response = await send(index);
    const elapsed = performance.now() - started;
    // Fail fast: a dead Redis must not cost a visitor seconds per request.
    expect(elapsed, `request ${index + 1}`).toBeLessThan(1000);
    if (response.statusCode === 429) return index;
    expect(response.statusCode).toBe(400);
  }
  throw new Error('the limit never answered 429');
}

// Redis works the same whatever the database engine: run once.
describe.runIf(TEST_ENGINE === 'pglite')('rate limits while Redis is down', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  /** A second process of the shop, on Redis directly. */
  let other: TestApp;
  /** Requests one address may make before the 429, measured with Redis up. */
  let perProcessLimit: number;
  const health = async () =>
    (await app.inject({ method: 'GET', url: '/api/health' })).json<{
      status: string;
      redis: { status: string };
    }>();

  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    app = await buildTestApp({ REDIS_URL: proxy.url(REDIS_URL) });
    other = await buildTestApp({ REDIS_URL });
    await waitFor(async () => app.redis!.isHealthy() && other.redis!.isHealthy(), 5000);
    const address = newAddress();
    perProcessLimit = await requestsUntilLimited(() => register(other, address));
  });
  afterEach(async () => {
    await proxy.restore();
    await waitFor(async () => (await health()).redis.status === 'up', 10_000);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), other?.close()]);
    await proxy?.close();
  });

  it('reports Redis up, and the shop healthy, while it answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
  });

  it.each<[CutMode, boolean]>([
    ['refuse', true],
    ['hang', false],
  ])(
    'answers at once and still limits each process when Redis %s (open connections dropped: %s)',
    async (mode, dropOpen) => {
      await proxy.cut(mode, { dropOpen });
      const address = newAddress();
      // Counted in this process's memory: the same limit, per process, rather than none.
      expect(await requestsUntilLimited(() => register(app, address))).toBe(perProcessLimit);

      const response = await app.inject({ method: 'GET', url: '/api/health' });
      // The shop still works without Redis: degraded, not down.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        redis: { status: 'down' },
      });
    },
  );

  it('shares the counters again once Redis is back, without a restart', async () => {
    await proxy.cut('refuse');
    for (let index = 0; index < 5; index += 1) await register(app, newAddress());
    expect(app.redis!.isHealthy()).toBe(false);
    await proxy.restore();
    await waitFor(async () => (await health()).redis.status === 'up', 10_000);
    // Alternating between the two processes, one address gets the limit once, not twice.
    const address = newAddress();
    const shared = await requestsUntilLimited((index) =>
      register(index % 2 === 0 ? app : other, address),
    );
    expect(shared).toBe(perProcessLimit);
  });
});
