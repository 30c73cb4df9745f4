import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';

describe('the app as a browser sees it', () => {
  let app: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'quimia-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(web, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    // The build's own compressed form (`apps/web/build-plugins/precompress.ts`), told apart from
    // one made on the fly by what it holds.
    writeFileSync(
      join(web, 'assets', 'site-def456.js'),
      `console.log(${JSON.stringify('y'.repeat(5000))});`,
    );
    writeFileSync(join(web, 'assets', 'site-def456.js.br'), brotliCompressSync('/* built */'));
    app = await buildTestApp({ WEB_DIST_DIR: web, SUPPORT_PHONE: '+593 (98) 000-1111' });
  });
  afterAll(() => app.close());

  it('reports its health and engine', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: {
        engine: process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
        status: 'up',
      },
      redis: { status: 'off' },
    });
  });

  it('shares the configured support phone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ supportPhone: '+593 (98) 000-1111', ivaRate: 15 });
  });

  it('serves the app for client routes and a JSON 404 for unknown API paths', async () => {
    for (const url of [
      '/',
      '/dashboard/user/list',
      '/product/acido-citrico',
      '/ruta/que/no/existe',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const api = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      message: 'No existe la ruta GET /api/no-existe',
      code: 'NOT_FOUND',
    });
    const post = await app.inject({ method: 'POST', url: '/api/usuario/nada', payload: {} });
    expect(post.statusCode).toBe(404);
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/nada.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it("sends the build's compressed form of an asset as it is", async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/site-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('/* built */');
    // A browser that takes no compression gets the file itself.
    const plain = await app.inject({ method: 'GET', url: '/assets/site-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('yyyy');
  });

  it('sends security headers, a CSP without inline scripts, and no x-powered-by', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Images come from this site (uploads included) or the page itself: none from another host,
    // so no text on a page can make the browser send data away in an image's address.
    expect(csp).toMatch(/(^|;)img-src 'self' data: blob:(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes its OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/usuario/lista', '/api/cotizar/contacto']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers a body that is too large with 413 and a wrong content type with 415', async () => {
    const large = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('La solicitud es demasiado grande');
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hola/>',
    });
    expect(text.statusCode).toBe(415);
  });
});
