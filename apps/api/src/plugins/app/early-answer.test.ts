import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Headers every HTTP answer carries from Node itself, whoever wrote the rest. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive'];

function withoutConnectionHeaders(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)),
  );
}

describe('answers given before Fastify', () => {
  let app: TestApp;
  let port: number;
  /** Requests Fastify answered (every one it handles ends in its onResponse hooks). */
  let routed: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        beforeReady: (instance) =>
          instance.addHook('onResponse', (request, _reply, done) => {
            routed.push(request.url);
            done();
          }),
      },
    );
    await seedCatalog(app.db, FIXTURE);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  }

  it.each<[string, string, Record<string, string>]>([
    ['a small answer', '/api/producto/getLineasNegocio', {}],
    ['a compressed answer (br)', '/api/producto/lista?pageSize=50', { 'accept-encoding': 'br' }],
    [
      'a compressed answer (gzip)',
      '/api/producto/lista?pageSize=50',
      { 'accept-encoding': 'gzip' },
    ],
  ])('answers %s again with the bytes and headers Fastify gave', async (_case, path, headers) => {
    routed = [];
    const first = await get(path, headers);
    const again = await get(path, headers);
    expect(first.status).toBe(200);
    // The first is answered by Fastify, which caches the body and makes its compressed form.
    expect(routed).toEqual([path]);
    expect(again.status).toBe(200);
    expect(again.headers['content-encoding']).toBe(headers['accept-encoding']);
    expect(again.body.equals(first.body)).toBe(true);
    expect(withoutConnectionHeaders(again.headers)).toEqual(
      withoutConnectionHeaders(first.headers),
    );
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 304 to a browser that has the body, and never what a write changed', async () => {
    const path = '/api/empresa/publica';
    const before = await get(path);
    routed = [];
    const revalidated = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(routed).toEqual([]);

    const admin = await app.createUser({ role: 'admin' });
    const current = await app.inject({ url: '/api/empresa/datos', headers: bearer(admin.token) });
    const settings = current.json().settings;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/empresa/guardar',
      headers: bearer(admin.token),
      payload: { ...settings, tradeName: 'Químicos del Valle' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString()).tradeName).toBe('Químicos del Valle');
  });

  it('leaves what is not cached, and every other method, to Fastify', async () => {
    routed = [];
    const uncached = '/api/producto/getLineasNegocio?otra=1';
    await get(uncached);
    const missing = await get('/api/no-existe');
    expect(missing.status).toBe(404);
    expect(routed).toEqual([uncached, '/api/no-existe']);
  });
});
