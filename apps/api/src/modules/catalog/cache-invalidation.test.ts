import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { productSaveBodyOf, type Formula, type Product as ProductDetail } from '@quimia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql-helpers';
import { CHANGE_CHANNEL } from '../../plugins/app/change-feed';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { REFRESH_INTERVAL_MS, STALE_MAX_MS } from '../../plugins/app/public-cache';
import { productTags } from './product-cache-tags';

/** How long a list may lag behind a write: stale, then loaded again once its interval is over. */
const LIST_LAG = { timeout: STALE_MAX_MS + REFRESH_INTERVAL_MS, interval: 100 };

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>ProduApps</title></head><body><div id="root"></div></body></html>';

type Product = {
  id: string;
  code: string;
  slug: string;
  name: string;
  [field: string]: unknown;
};

/** The save body of a product as its detail shows it, with some fields changed. */
function saveBody(product: ProductDetail, changes: Record<string, unknown>) {
  return { ...productSaveBodyOf(product), imageIds: [], ...changes };
}

describe('catalogue cache: a write drops what it touched', () => {
  let app: TestApp;
  let admin: string;
  const { get, post } = requestsTo(() => app);
  const detail = async (slug: string) =>
    (await get(`/api/producto/getProducto?slug=${slug}`)).json() as {
      product: ProductDetail;
      formulas: { slug: string; title: string }[];
    };
  const formula = async (slug: string) =>
    (await get(`/api/formula/getFormula?slug=${slug}`)).json() as {
      formula: { title: string; ingredients: { product: { name: string } | null }[] };
    };
  const productBySlug = async (code: string) => {
    const list = (await get(`/api/producto/lista?q=${code}`)).json() as { items: Product[] };
    return list.items.find((item) => item.code === code)!;
  };
  const saveProduct = async (body: object) => {
    const response = await post('/api/producto/guardar', body, admin);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().product as Product;
  };

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'quimia-cache-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), TEMPLATE);
    app = await buildTestApp({ WEB_DIST_DIR: web });
    await seedCatalog(app.db, FIXTURE);
    admin = (await app.createUser({ role: 'admin' })).token;
  });
  afterAll(() => app.close());

  it("keeps other products' and unrelated formulas' cached answers through a product save", async () => {
    // Bleach (the only disinfectant, in the multi-purpose disinfectant) is saved; caustic soda
    // (another type, in no formula) and the shampoo (no bleach in it) are not its business.
    const bleach = await productBySlug('CLO-001');
    const soda = await productBySlug('ALC-001');
    const bleachDetail = (await detail(bleach.slug)).product;
    await detail(soda.slug);
    await formula('desinfectante-multiusos');
    await formula('champu-basico');
    const pages = [`/product/${bleach.slug}`, `/product/${soda.slug}`, '/post/champu-basico'];
    for (const page of pages) expect((await get(page)).statusCode).toBe(200);
    expect((await get('/api/producto/lista?orden=name')).body).toContain(bleach.name);

    // Changed behind the cache's back: only a cached answer still shows the old names.
    await app.db.execute(sql`update products set name = 'Soda cambiada' where code = 'ALC-001'`);
    await app.db.execute(
      sql`update formulas set title = 'Champú cambiado' where slug = 'champu-basico'`,
    );
    await saveProduct(saveBody(bleachDetail, { name: 'Hipoclorito de sodio 12 %' }));

    expect((await detail(bleach.slug)).product.name).toBe('Hipoclorito de sodio 12 %');
    expect((await get(`/product/${bleach.slug}`)).body).toContain('Hipoclorito de sodio 12 %');
    // A list, and a formula naming it, may answer as they were for a moment, while they are
    // loaded again.
    await expect
      .poll(async () => (await get('/api/producto/lista?orden=name')).body, LIST_LAG)
      .toContain('Hipoclorito de sodio 12 %');
    await expect
      .poll(
        async () =>
          (await formula('desinfectante-multiusos')).formula.ingredients.map(
            (item) => item.product?.name,
          ),
        LIST_LAG,
      )
      .toContain('Hipoclorito de sodio 12 %');

    expect((await detail(soda.slug)).product.name).toBe(soda.name);
    expect((await get(`/product/${soda.slug}`)).body).toContain(soda.name);
    expect((await formula('champu-basico')).formula.title).not.toBe('Champú cambiado');
    expect((await get('/post/champu-basico')).body).not.toContain('Champú cambiado');
  });

  it("answers the saved product's detail fresh at once, and its lists stale once, then fresh", async () => {
    const acid = await productBySlug('ACI-002');
    const acidDetail = (await detail(acid.slug)).product;
    const list = '/api/producto/lista?orden=name&pageSize=50';
    expect((await get(list)).body).toContain(acid.name);
    await get(`/product/${acid.slug}`);

    await saveProduct(saveBody(acidDetail, { name: 'Ácido renombrado' }));
    // The item written: fresh as soon as its save returns, through the API and its page.
    expect((await detail(acid.slug)).product.name).toBe('Ácido renombrado');
    expect((await get(`/product/${acid.slug}`)).body).toContain('Ácido renombrado');
    // The list: the next reader is answered at once with what it was, while one load replaces it.
    const first = (await get(list)).body;
    expect(first).toContain(acid.name);
    expect(first).not.toContain('Ácido renombrado');
    await expect.poll(async () => (await get(list)).body, LIST_LAG).toContain('Ácido renombrado');
    expect((await get(list)).body).not.toContain(acid.name);
  });

  it("refreshes a product's page when a formula starts or stops using it", async () => {
    await app.db.execute(
      sql`update formulas set title = 'Champú básico' where slug = 'champu-basico'`,
    );
    const glycerin = await productBySlug('GLI-001');
    const titles = async () => (await detail(glycerin.slug)).formulas.map((item) => item.title);
    expect(await titles()).toContain('Champú básico');
    const staff: Formula = (
      await get('/api/formula/getFormula?slug=champu-basico&incluirBorradores=true', admin)
    ).json().formula;
    const response = await post(
      '/api/formula/guardar',
      {
        id: staff.id,
        title: 'Champú sin glicerina',
        slug: staff.slug,
        typeId: staff.type.id,
        summary: staff.summary,
        contentHtml: staff.contentHtml,
        coverImageId: null,
        batchYield: staff.batchYield,
        steps: staff.steps,
        safetyNotes: staff.safetyNotes,
        status: staff.status,
        ingredients: staff.ingredients
          .filter((item) => item.product?.id !== glycerin.id)
          .map((item) => ({
            productId: item.product?.id ?? null,
            name: item.name,
            amount: item.amount,
            unit: item.unit,
            percentage: item.percentage,
            phase: item.phase,
          })),
      },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await titles()).not.toContain('Champú básico');
    expect(await titles()).not.toContain('Champú sin glicerina');
  });

  it('answers a product address that was "not found" once a product takes it', async () => {
    const missing = await get('/product/acido-nuevo-de-prueba');
    // Pages keep their status from the cache too.
    expect((await get('/product/acido-nuevo-de-prueba')).statusCode).toBe(missing.statusCode);
    const soda = (await detail((await productBySlug('ALC-001')).slug)).product;
    await saveProduct(
      saveBody(soda, {
        id: undefined,
        code: 'ACI-900',
        name: 'Ácido nuevo de prueba',
        slug: 'acido-nuevo-de-prueba',
        presentations: [],
      }),
    );
    const page = await get('/product/acido-nuevo-de-prueba');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ácido nuevo de prueba');
  });

  it('serves a cached page with its headers, compressed once, and 304 when the browser has it', async () => {
    const url = '/post/desinfectante-multiusos';
    const first = await get(url, null, { headers: { 'accept-encoding': 'br' } });
    const second = await get(url, null, { headers: { 'accept-encoding': 'br' } });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await get(url);
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(plain.body);
    for (const response of [first, second, plain]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toBe(first.headers.etag);
    }
    expect(second.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(second.rawPayload.length);
    const revalidated = await get(url, null, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('tells a page which catalogue reads it made, through in-process requests too', async () => {
    const soda = await productBySlug('ALC-001');
    const url = `/api/producto/getProducto?id=${soda.id}`;
    for (const round of ['miss', 'hit']) {
      const { tags } = await app.publicCache.store.collect(() => get(url));
      expect(tags, round).toContain(productTags.product(soda.id));
    }
  });

  it('drops what another process names, and only that', async () => {
    const soda = await productBySlug('ALC-001');
    const bleach = await productBySlug('CLO-001');
    const sodaUrl = `/api/producto/getProducto?id=${soda.id}`;
    const bleachUrl = `/api/producto/getProducto?id=${bleach.id}`;
    await get(sodaUrl);
    await get(bleachUrl);
    await app.db.execute(sql`update products set stock = 1 where code in ('ALC-001', 'CLO-001')`);
    await app.database.notify(
      CHANGE_CHANNEL,
      JSON.stringify({ o: 'otro-proceso', t: 'catalog', g: [productTags.product(soda.id)] }),
    );
    await expect.poll(async () => (await get(sodaUrl)).json().product.stock, LIST_LAG).toBe(1);
    expect((await get(bleachUrl)).json().product.stock).not.toBe(1);
  });

  it('shows a description save at once on its page and in searches for its words, and leaves the rest cached', async () => {
    const acid = await productBySlug('ACI-002');
    const soda = await productBySlug('ALC-001');
    const acidDetail = (await detail(acid.slug)).product;
    type List = { items: { code: string; summary: string }[]; total: number };
    const list = async (url: string) => (await get(url)).json() as List;
    const codes = async (url: string) => (await list(url)).items.map((item) => item.code);
    const newWord = '/api/producto/lista?q=quelante';
    const withoutAcid = '/api/producto/lista?q=soda&pageSize=50';
    const showingAcid = '/api/producto/lista?q=acido&pageSize=50';
    const counts = '/api/producto/getLineasNegocio';
    const unrelated = [`/product/${soda.slug}`, '/post/champu-basico', withoutAcid, counts];
    expect(await codes(newWord)).not.toContain('ACI-002');
    expect((await get(`/product/${acid.slug}`)).body).not.toContain('quelante');
    expect(await codes(showingAcid)).toContain('ACI-002');
    const before = new Map<string, string>();
    for (const url of unrelated) before.set(url, (await get(url)).body);

    // Behind the cache's back: anything loaded again would show these at once.
    const [{ sodaName, title }] = (await queryRows<{ sodaName: string; title: string }>(
      app.db,
      sql`select (select name from products where code = 'ALC-001') as "sodaName",
                 (select title from formulas where slug = 'champu-basico') as title`,
    )) as [{ sodaName: string; title: string }];
    await app.db.execute(sql`update products set name = 'Soda escondida' where code = 'ALC-001'`);
    await app.db.execute(sql`update products set status = 'draft' where code = 'CLO-001'`);
    await app.db.execute(
      sql`update formulas set title = 'Champú cambiado' where slug = 'champu-basico'`,
    );
    try {
      const description = `Agente quelante y acidulante. ${acidDetail.description}`;
      await saveProduct(saveBody(acidDetail, { description }));

      // At once: its detail, its page, and a search for a word the save added.
      expect((await detail(acid.slug)).product.description).toBe(description);
      expect((await get(`/product/${acid.slug}`)).body).toContain('Agente quelante');
      expect(await codes(newWord)).toContain('ACI-002');
      expect(await codes('/api/producto/buscar?q=quelante')).toContain('ACI-002');
      // Its card (the description's start) in a list showing it, once that list is loaded again.
      await expect
        .poll(
          async () =>
            (await list(showingAcid)).items.find((item) => item.code === 'ACI-002')?.summary,
          LIST_LAG,
        )
        .toContain('quelante');
      // Nothing else was loaded again: not the other products' pages and lists, nor the counts.
      await new Promise((resolve) => setTimeout(resolve, STALE_MAX_MS));
      for (const url of unrelated) expect((await get(url)).body, url).toBe(before.get(url));

      // A change past the start its card shows: the lists showing its card stay as they were.
      const long = `${description} ${'Ficha técnica completa disponible. '.repeat(12)}`;
      await saveProduct(saveBody(acidDetail, { description: long }));
      await expect
        .poll(
          async () =>
            (await list(showingAcid)).items.find((item) => item.code === 'ACI-002')?.summary,
          LIST_LAG,
        )
        .toContain('Ficha técnica');
      const cards = (await get(showingAcid)).body;
      await app.db.execute(sql`update products set stock = 4242 where code = 'ACI-001'`);
      await saveProduct(saveBody(acidDetail, { description: `${long} Revisada.` }));
      expect((await detail(acid.slug)).product.description).toBe(`${long} Revisada.`);
      await new Promise((resolve) => setTimeout(resolve, STALE_MAX_MS));
      expect((await get(showingAcid)).body).toBe(cards);
    } finally {
      await app.db.execute(sql`update products set name = ${sodaName} where code = 'ALC-001'`);
      await app.db.execute(sql`update products set status = 'published' where code = 'CLO-001'`);
      await app.db.execute(sql`update formulas set title = ${title} where slug = 'champu-basico'`);
    }
  });

  it("refreshes a stock count's page and cards, and leaves which products lists hold as they were", async () => {
    const acid = await productBySlug('ACI-002');
    const acidDetail = (await detail(acid.slug)).product;
    type Card = { code: string; name: string; stock: number };
    type List = { items: Card[]; total: number };
    const list = async (url: string) => (await get(url)).json() as List;
    const showingAcid = '/api/producto/lista?q=acido&pageSize=50';
    const withoutAcid = '/api/producto/lista?q=soda&pageSize=50';
    const counts = '/api/producto/getLineasNegocio';
    const before = { showing: await list(showingAcid), without: await list(withoutAcid) };
    const countsBefore = (await get(counts)).body;
    expect(before.showing.items.map((item) => item.code)).toContain('ACI-002');
    expect(before.without.items.map((item) => item.code)).not.toContain('ACI-002');

    // Behind the cache's back: a new search or count would see these at once.
    await app.db.execute(
      sql`update products set name = 'Ácido glicérico de prueba' where code = 'GLI-001'`,
    );
    await app.db.execute(sql`update products set name = 'Soda escondida' where code = 'ALC-001'`);
    await app.db.execute(sql`update products set status = 'draft' where code = 'CLO-001'`);
    try {
      // A count at a branch: 7 more than it had.
      const stock = acidDetail.stock + 7;
      const [level] = (await get(`/api/inventario/stock?id=${acidDetail.id}`, admin)).json()
        .levels as { branchId: string; onHand: number }[];
      const counted = await post(
        '/api/inventario/ajuste',
        {
          productId: acidDetail.id,
          branchId: level!.branchId,
          counted: level!.onHand + 7,
          reason: 'Conteo',
        },
        admin,
      );
      expect(counted.statusCode, counted.body).toBe(200);

      // Its page at once; the list showing its card once that list is loaded again.
      expect((await detail(acid.slug)).product.stock).toBe(stock);
      await expect
        .poll(
          async () =>
            (await list(showingAcid)).items.find((item) => item.code === 'ACI-002')?.stock,
          LIST_LAG,
        )
        .toBe(stock);
      // …holding the products it held: the stock changed nothing a search goes by.
      const after = await list(showingAcid);
      expect(after.items.map((item) => item.code)).toEqual(
        before.showing.items.map((item) => item.code),
      );
      expect(after.total).toBe(before.showing.total);
      // Lists without its card, and the counts, were not even loaded again.
      expect(await list(withoutAcid)).toEqual(before.without);
      expect((await get(counts)).body).toBe(countsBefore);

      // A change of what lists go by (its name) reaches every list.
      await saveProduct(saveBody(acidDetail, { name: 'Ácido cítrico renombrado' }));
      await expect
        .poll(async () => (await list(showingAcid)).items.map((item) => item.code), LIST_LAG)
        .toContain('GLI-001');
      await expect.poll(async () => (await get(counts)).body, LIST_LAG).not.toBe(countsBefore);
    } finally {
      await app.db.execute(sql`update products set name = 'Glicerina USP' where code = 'GLI-001'`);
      await app.db.execute(sql`update products set status = 'published' where code = 'CLO-001'`);
    }
  });
});
