import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>ProduApps · Productos químicos</title><meta name="description" content="Predeterminada" /></head><body><div id="root"></div></body></html>';

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('pages that a shared link or a search engine reads without running the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'quimia-seo-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), TEMPLATE);
    app = await buildTestApp({ WEB_DIST_DIR: web, PUBLIC_URL: 'https://tienda.example.ec' });
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(() => app.close());

  // Every request forges its host and forwarding headers: links must follow PUBLIC_URL only.
  const page = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        host: 'evil.test',
        'x-forwarded-host': 'evil.test',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '203.0.113.9',
      },
    });

  it("reads a page's item through the public cache, where the page's drawing reads it too", async () => {
    const detail = 'url:/api/producto/getProducto?slug=hidroxido-de-sodio-en-escamas';
    expect(app.publicCache.store.has(detail)).toBe(false);
    const response = await page('/product/hidroxido-de-sodio-en-escamas');
    expect(response.body).toContain('<title>Hidróxido de sodio en escamas (CAS 1310-73-2)');
    // The same answer a visitor's browser gets: one load for the meta and the render together.
    expect(app.publicCache.store.has(detail)).toBe(true);
  });

  it('gives a product page its title, description, canonical URL, Open Graph and Product JSON-LD with USD offers', async () => {
    const response = await page('/product/acido-citrico-anhidro');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Ácido cítrico anhidro (CAS 77-92-9) | ProduApps</title>');
    expect(html).not.toContain('Predeterminada');
    expect(html).toContain(
      '<link rel="canonical" href="https://tienda.example.ec/product/acido-citrico-anhidro" />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Ácido cítrico anhidro (CAS 77-92-9) | ProduApps" />',
    );
    expect(html).toMatch(/<meta name="description" content="Acidulante y regulador de pH/);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Ácido cítrico anhidro', sku: 'ACI-001' });
    // Prices with IVA (15 %), in dollars.
    expect(ld.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Funda 1 kg', price: '4.03', priceCurrency: 'USD' }),
      ]),
    );
    // The page still boots the app.
    expect(html).toContain('<div id="root"></div>');
    // Without a picture of its own, a shared link previews the shop's image.
    expect(html).toContain(
      '<meta property="og:image" content="https://tienda.example.ec/share-image.png" />',
    );
    expect(ld).not.toHaveProperty('image');
  });

  it('gives a formula page a HowTo with its supplies and steps', async () => {
    const html = (await page('/post/jabon-liquido-para-manos')).body;
    expect(html).toMatch(/<title>[^<]*\| Fórmulas ProduApps<\/title>/);
    const ld = jsonLd(html);
    expect(ld['@type']).toBe('HowTo');
    expect(ld.supply.length).toBeGreaterThan(0);
    expect(ld.step.length).toBeGreaterThan(0);
  });

  it("gives drafts, unknown items and other pages the seller's defaults", async () => {
    for (const url of [
      '/post/formula-en-preparacion',
      '/product/no-existe',
      '/product/list',
      '/about-us',
    ]) {
      const html = (await page(url)).body;
      // The company settings' name and description in place of the build's.
      expect(html, url).toContain(
        '<title>ProduApps · Productos químicos y materias primas</title>',
      );
      expect(html, url).toContain('content="Somos líderes en la venta de productos químicos');
      expect(html, url).not.toContain('Predeterminada');
      expect(jsonLd(html), url).toBeNull();
    }
  });

  it('escapes what staff typed so it cannot break out of the head', async () => {
    const admin = await app.createUser({ role: 'admin' });
    const list = await app.inject({
      method: 'GET',
      url: '/api/producto/getProducto?slug=acido-citrico-anhidro',
    });
    const product = list.json().product;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/producto/guardar',
      headers: bearer(admin.token),
      payload: {
        id: product.id,
        code: product.code,
        name: 'Ácido </script><script>alert(1)</script> "cítrico" $` $& $\'',
        slug: product.slug,
        casNumber: product.casNumber,
        chemicalFormula: product.chemicalFormula,
        synonyms: product.synonyms,
        typeId: product.type.id,
        subtypeId: product.subtype?.id ?? null,
        businessLineIds: product.businessLines.map((l: { id: number }) => l.id),
        applicationAreaIds: product.applicationAreas.map((a: { id: number }) => a.id),
        unit: product.unit,
        description: product.description,
        presentations: product.presentations.map(
          (p: { label: string; size: number; unit: string; priceCents: number }) => ({
            label: p.label,
            size: p.size,
            unit: p.unit,
            priceCents: p.priceCents,
          }),
        ),
        ivaCode: product.ivaCode,
        stock: product.stock,
        minimumOrder: product.minimumOrder,
        leadTimeDays: product.leadTimeDays,
        featured: product.featured,
        status: 'published',
        imageIds: [],
        ghs: product.ghs,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await page('/product/acido-citrico-anhidro')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;cítrico&quot; $` $&amp; $&#39;',
    );
    expect(jsonLd(html).name).toBe('Ácido </script><script>alert(1)</script> "cítrico" $` $& $\'');
    // `$` patterns are text, not replacement patterns: the template is not copied into the page.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('lists published products and formulas in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain(
      '<loc>https://tienda.example.ec/product/acido-citrico-anhidro</loc>',
    );
    expect(sitemap.body).toContain(
      '<loc>https://tienda.example.ec/post/jabon-liquido-para-manos</loc>',
    );
    expect(sitemap.body).not.toContain('formula-en-preparacion');
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://tienda.example.ec/sitemap.xml');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Disallow: /mi-cuenta');
    expect(robots.body).toContain('Disallow: /cotizacion');
    expect(robots.body).toContain('Disallow: /product/checkout');
    expect(sitemap.body + robots.body).not.toContain('evil.test');
  });
});
