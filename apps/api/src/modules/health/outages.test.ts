import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/client';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { bearer, buildTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const UNAVAILABLE = {
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  code: 'SERVICE_UNAVAILABLE',
};

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await action();
  return [result, performance.now() - started];
}

// PGlite runs inside the process: it cannot stop or hang apart from the app itself.
describe.runIf(TEST_ENGINE === 'postgres')('while PostgreSQL is down', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  let adminToken: string;
  let cacheResets = 0;

  const listUsers = () =>
    app.inject({ method: 'GET', url: '/api/usuario/lista', headers: bearer(adminToken) });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  beforeAll(async () => {
    const target = new URL(POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    app = await buildTestApp({}, { databaseUrl: (url) => proxy.url(url) });
    app.changeFeed.onReset(() => (cacheResets += 1));
    adminToken = (await app.createUser({ role: 'admin' })).token;
  });
  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After at once when the server is stopped, and recovers by itself', async () => {
    expect((await listUsers()).statusCode).toBe(200);
    await proxy.cut('refuse');

    const [response, elapsed] = await timed(listUsers);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(elapsed).toBeLessThan(1000);

    const [report, reportElapsed] = await timed(health);
    expect(report.statusCode).toBe(503);
    expect(report.json()).toMatchObject({
      status: 'down',
      database: { engine: 'postgres', status: 'down' },
      redis: { status: 'off' },
    });
    expect(reportElapsed).toBeLessThan(1000);

    await proxy.restore();
    // New connections replace the lost ones on the next request: no restart.
    expect((await listUsers()).statusCode).toBe(200);
    const healthy = await health();
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    // Notifications sent while the LISTEN connection was down are lost: the caches are dropped.
    await waitFor(() => cacheResets > 0, 10_000);
  });

  it('survives the server going away in the middle of a transaction', async () => {
    // Without a listener on the checked-out connection, its error event would end the process.
    const transaction = app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut('refuse');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    await proxy.restore();
    expect((await listUsers()).statusCode).toBe(200);
  });

  it('answers 503 within about a second when the server hangs, and recovers by itself', async () => {
    expect((await listUsers()).statusCode).toBe(200);
    // Connections are accepted and never answered, as behind a dead link.
    await proxy.cut('hang', { dropOpen: true });
    // Let the pool notice its closed connections: the request then has to open a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const [response, elapsed] = await timed(listUsers);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(UNAVAILABLE);
    // The connection timeout (one second), and no more.
    expect(elapsed).toBeLessThan(2000);

    const [report, reportElapsed] = await timed(health);
    expect(report.statusCode).toBe(503);
    expect(report.json()).toMatchObject({ status: 'down', database: { status: 'down' } });
    expect(reportElapsed).toBeLessThan(1000);

    await proxy.restore();
    expect((await listUsers()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(200);
  });
});

describe('while the app shuts down', () => {
  let during: Response | undefined;
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        // A request that arrives once closing has begun (a deploy, a restart).
        beforeReady: (instance) =>
          instance.addHook('preClose', async () => {
            const { port } = instance.server.address() as { port: number };
            during = await fetch(`http://127.0.0.1:${port}/api/health`);
          }),
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers 503 with Retry-After and the app’s own body', async () => {
    await app.close();
    expect(during?.status).toBe(503);
    expect(during?.headers.get('retry-after')).toBe('5');
    expect(await during?.json()).toEqual(UNAVAILABLE);
  });
});
