import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSaveBodyOf } from '@quimia/contracts';
import { businessLines, formulas, products } from '../../db/schema';
import { buildTestApp, requestsTo, roleTokens, type TestApp } from '../../test/test-app';
import { seedDemoCatalogIfEmpty } from './seed';
import { FIXTURE } from './test-fixture';

describe('the demo shop of a first start', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;
  const { get, post } = requestsTo(() => app);

  beforeAll(async () => {
    app = await buildTestApp();
    ({ admin, seller, client } = await roleTokens(app));
  });
  afterAll(() => app.close());

  it('is loaded once: a later start never loads it again', async () => {
    expect(await seedDemoCatalogIfEmpty(app.db, FIXTURE)).toEqual({
      products: FIXTURE.products.length,
      formulas: FIXTURE.formulas.length,
    });
    expect(await seedDemoCatalogIfEmpty(app.db, FIXTURE)).toBeNull();
    const status = await get('/api/demo/estado', seller);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      products: FIXTURE.products.length,
      formulas: FIXTURE.formulas.length,
    });
  });

  it('lets staff see it and only an admin remove it', async () => {
    expect((await get('/api/demo/estado')).statusCode).toBe(401);
    expect((await get('/api/demo/estado', client)).statusCode).toBe(403);
    expect((await post('/api/demo/quitar', {}, seller)).statusCode).toBe(403);
    expect((await post('/api/demo/quitar', {}, client)).statusCode).toBe(403);
    expect((await post('/api/demo/quitar', {})).statusCode).toBe(401);
  });

  it('removes the demo but keeps what staff made or saved, and the storefront follows at once', async () => {
    // The storefront's list is cached before the removal.
    const before = await get('/api/producto/lista?pageSize=50');
    expect(before.json().total).toBeGreaterThan(2);

    // A demo product staff saved is theirs now.
    const adopted = (await get('/api/producto/getProducto?slug=acido-citrico-anhidro')).json()
      .product;
    const saved = await post('/api/producto/guardar', productSaveBodyOf(adopted), seller);
    expect(saved.statusCode).toBe(200);
    // And one they created.
    const own = await post(
      '/api/producto/guardar',
      {
        ...productSaveBodyOf(adopted),
        id: undefined,
        code: 'PROPIO-1',
        name: 'Producto propio',
        slug: undefined,
      },
      seller,
    );
    expect(own.statusCode).toBe(201);

    const removed = await post('/api/demo/quitar', {}, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      products: FIXTURE.products.length - 1,
      formulas: FIXTURE.formulas.length,
      message: `Se quitaron ${FIXTURE.products.length - 1} productos y ${FIXTURE.formulas.length} fórmulas de demostración.`,
    });

    const after = (await get('/api/producto/lista?pageSize=50')).json();
    expect(after.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Producto propio',
      adopted.name,
    ]);
    expect((await get('/api/formula/lista')).json().total).toBe(0);
    expect((await get('/api/demo/estado', admin)).json()).toEqual({ products: 0, formulas: 0 });
    // The categories stay: the owner's products use them.
    expect(Number((await app.db.select({ n: count() }).from(businessLines))[0]!.n)).toBeGreaterThan(
      0,
    );
  });

  it('answers a second removal plainly, removing nothing', async () => {
    const again = await post('/api/demo/quitar', {}, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      products: 0,
      formulas: 0,
      message: 'No quedaban datos de demostración.',
    });
    expect(Number((await app.db.select({ n: count() }).from(products))[0]!.n)).toBe(2);
  });
});

describe('a first start asked to start empty', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('loads the categories only, and a later start does not load the demo into the empty shop', async () => {
    expect(await seedDemoCatalogIfEmpty(app.db, FIXTURE, { demo: false })).toEqual({
      products: 0,
      formulas: 0,
    });
    expect(await seedDemoCatalogIfEmpty(app.db, FIXTURE, { demo: true })).toBeNull();
    const total = async (table: typeof products | typeof formulas) =>
      Number((await app.db.select({ n: count() }).from(table))[0]!.n);
    expect(await total(products)).toBe(0);
    expect(await total(formulas)).toBe(0);
    const lines = (
      await app.inject({ method: 'GET', url: '/api/producto/getLineasNegocio' })
    ).json();
    expect(lines.items.length).toBeGreaterThan(0);
    const types = (
      await app.inject({ method: 'GET', url: '/api/producto/getOptionsTipoProducto' })
    ).json();
    expect(types.items.length).toBeGreaterThan(0);
  });
});
