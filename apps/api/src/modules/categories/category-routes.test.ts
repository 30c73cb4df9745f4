import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@quimia/contracts';
import { queryRows } from '../../db/sql-helpers';
import {
  buildOtherProcess,
  buildTestApp,
  requestsTo,
  roleTokens,
  TEST_ENGINE,
  type TestApp,
} from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

type Item = { id: number; slug: string; name: string };

describe('categories administration', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;

  const requests = requestsTo(() => app);
  const { get } = requests;
  const post = (url: string, payload: object, token: string | null = seller) =>
    requests.post(url, payload, token);
  const list = async (kind: string, token = seller): Promise<Category[]> =>
    (await get(`/api/categoria/lista?kind=${kind}`, token)).json().items;
  const publicLines = async (): Promise<Item[]> =>
    (await get('/api/producto/getLineasNegocio')).json().items;
  const productsOfLine = async (id: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from products where business_line_ids @> array[${id}]::int[]`,
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    ({ admin, seller, client } = await roleTokens(app));
  });
  afterAll(() => app.close());

  it('is for staff only', async () => {
    expect((await get('/api/categoria/lista?kind=businessLine')).statusCode).toBe(401);
    expect((await get('/api/categoria/lista?kind=businessLine', client)).statusCode).toBe(403);
    const body = { kind: 'businessLine', name: 'Prohibida' };
    expect((await post('/api/categoria/guardar', body, null)).statusCode).toBe(401);
    expect((await post('/api/categoria/guardar', body, client)).statusCode).toBe(403);
    expect((await get('/api/categoria/lista?kind=businessLine', admin)).statusCode).toBe(200);
    // Hidden categories in the public reads: staff only, too.
    expect((await get('/api/producto/getLineasNegocio?incluirBorradores=true')).statusCode).toBe(
      401,
    );
  });

  it('lists each kind with its usage, in order', async () => {
    const lines = await list('businessLine');
    const cleaning = lines.find((line) => line.slug === 'limpieza')!;
    expect(cleaning).toMatchObject({ kind: 'businessLine', hidden: false, oldSlugs: [] });
    expect(cleaning.usage).toBe(await productsOfLine(cleaning.id));
    const types = await list('productType');
    expect(types.every((type) => type.subtypeCount >= 0 && type.typeId === null)).toBe(true);
    const formulaTypes = await list('formulaType');
    expect(formulaTypes.find((type) => type.slug === 'limpieza')!.usage).toBe(3);
    expect((await get('/api/categoria/lista?kind=colores', seller)).statusCode).toBe(400);
  });

  it('validates names: required, clean text, not taken (accents and case aside)', async () => {
    const nul = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      name: 'Lim\u0000pia',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name' })]),
    );
    const empty = await post('/api/categoria/guardar', { kind: 'businessLine', name: ' ' });
    expect(empty.statusCode).toBe(400);
    const taken = await post('/api/categoria/guardar', { kind: 'businessLine', name: 'COSMETICA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Ya existe una línea con ese nombre',
      details: [{ field: 'name' }],
    });
    const badSlug = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      name: 'Textil',
      slug: 'Con Espacios',
    });
    expect(badSlug.statusCode).toBe(400);
    const subtype = await post('/api/categoria/guardar', {
      kind: 'productSubtype',
      name: 'Suelto',
    });
    expect(subtype.statusCode).toBe(400);
    expect(subtype.json().details).toEqual([expect.objectContaining({ field: 'typeId' })]);
  });

  it('creates a category at the end, with a slug from its name, shown at once', async () => {
    // Cached before the write: the write must drop it.
    expect((await publicLines()).some((line) => line.name === 'Tratamiento de agua')).toBe(false);
    const created = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      name: '  Tratamiento de agua ',
      description: 'Potabilización y efluentes',
    });
    expect(created.statusCode).toBe(201);
    const { category } = created.json();
    expect(category).toMatchObject({
      slug: 'tratamiento-de-agua',
      name: 'Tratamiento de agua',
      hidden: false,
      usage: 0,
    });
    const lines = await publicLines();
    expect(lines.at(-1)).toMatchObject({ slug: 'tratamiento-de-agua' });
    // A repeated submission stores one record.
    const again = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      name: 'Tratamiento de agua',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await list('businessLine')).filter((l) => l.name === 'Tratamiento de agua'),
    ).toHaveLength(1);
  });

  it('renames without changing the slug, unless staff change it; the old slug keeps working', async () => {
    const line = (await list('businessLine')).find((l) => l.slug === 'tratamiento-de-agua')!;
    const renamed = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      id: line.id,
      name: 'Agua',
      description: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().category).toMatchObject({ name: 'Agua', slug: 'tratamiento-de-agua' });

    const reslugged = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      id: line.id,
      name: 'Agua',
      slug: 'agua',
    });
    expect(reslugged.json().category).toMatchObject({
      slug: 'agua',
      oldSlugs: ['tratamiento-de-agua'],
    });
    // Another category cannot take a slug in use.
    const clash = await post('/api/categoria/guardar', {
      kind: 'businessLine',
      name: 'Aguas duras',
      slug: 'agua',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([expect.objectContaining({ field: 'slug' })]);

    // Storefront pages: a permanent redirect to the new address, query kept.
    const page = await get('/product/tratamiento-de-agua/checkout?orden=name');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/product/agua/checkout?orden=name');
    const filtered = await get('/product/list?linea=tratamiento-de-agua,limpieza&page=2');
    expect(filtered.statusCode).toBe(301);
    expect(filtered.headers.location).toBe('/product/list?linea=agua%2Climpieza&page=2');
    expect((await get('/product/agua/checkout')).statusCode).not.toBe(301);

    // Public API reads by slug answer the category itself.
    const cleaning = (await list('businessLine')).find((l) => l.slug === 'limpieza')!;
    await post('/api/categoria/guardar', {
      kind: 'businessLine',
      id: cleaning.id,
      name: 'Limpieza',
      slug: 'limpieza-y-desinfeccion',
    });
    const byOld = (await get('/api/producto/lista?linea=limpieza&facetas=false')).json();
    const byNew = (
      await get('/api/producto/lista?linea=limpieza-y-desinfeccion&facetas=false')
    ).json();
    expect(byOld.total).toBeGreaterThan(0);
    expect(byOld.total).toBe(byNew.total);
    // Product pages name the line by its new address at once.
    const [first] = byNew.items;
    const detail = (await get(`/api/producto/getProducto?id=${first.id}`)).json();
    expect(detail.product.businessLines.map((l: Item) => l.slug)).toContain(
      'limpieza-y-desinfeccion',
    );

    // A product type by an old slug: the same type.
    const type = (await list('productType'))[0]!;
    await post('/api/categoria/guardar', {
      kind: 'productType',
      id: type.id,
      name: type.name,
      slug: `${type.slug}-nuevo`,
    });
    const oldType = await get(`/api/producto/getTipoProducto?slug=${type.slug}`);
    expect(oldType.json().tipo).toMatchObject({ id: type.id, slug: `${type.slug}-nuevo` });
    const typePage = await get(`/product/${type.slug}/tipo`);
    expect(typePage.statusCode).toBe(301);
    expect(typePage.headers.location).toBe(`/product/${type.slug}-nuevo/tipo`);
  });

  it('hides a category from the storefront, not from staff', async () => {
    const water = (await list('businessLine')).find((l) => l.slug === 'agua')!;
    const product = (await get('/api/producto/lista?facetas=false&pageSize=1')).json().items[0];
    await app.db.execute(
      sql`update products set business_line_ids = business_line_ids || ${water.id}::int
        where id = ${product.id}::uuid`,
    );
    const sitemap = async () => (await get('/sitemap.xml')).body;
    expect(await sitemap()).toContain('/product/agua/checkout</loc>');
    const facetsBefore = (await get('/api/producto/lista')).json().facets.lineas as Item[];
    expect(facetsBefore.map((l) => l.slug)).toContain('agua');

    const hidden = await post('/api/categoria/ocultar', {
      kind: 'businessLine',
      id: water.id,
      hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().category.hidden).toBe(true);
    expect((await publicLines()).map((l) => l.slug)).not.toContain('agua');
    expect(await sitemap()).not.toContain('/product/agua/checkout</loc>');
    const facets = (await get('/api/producto/lista')).json().facets.lineas as Item[];
    expect(facets.map((l) => l.slug)).not.toContain('agua');
    // Its products stay published; their pages name it to staff only (its own page is gone).
    const lineSlugs = (detail: { product: { businessLines: Item[] } }) =>
      detail.product.businessLines.map((l) => l.slug);
    const detailUrl = `/api/producto/getProducto?id=${product.id}`;
    expect(lineSlugs((await get(detailUrl)).json())).not.toContain('agua');
    expect(lineSlugs((await get(`${detailUrl}&incluirBorradores=true`, seller)).json())).toContain(
      'agua',
    );
    const staffLines = (await get('/api/producto/getLineasNegocio?incluirBorradores=true', seller))
      .json()
      .items.map((l: Item) => l.slug);
    expect(staffLines).toContain('agua');
    expect((await list('businessLine')).find((l) => l.id === water.id)!.hidden).toBe(true);

    await post('/api/categoria/ocultar', { kind: 'businessLine', id: water.id, hidden: false });
    expect((await publicLines()).map((l) => l.slug)).toContain('agua');
  });

  it('reorders: the given ones first, the rest after as they were', async () => {
    const before = await list('businessLine');
    const last = before.at(-1)!;
    const second = before[1]!;
    const ordered = await post('/api/categoria/ordenar', {
      kind: 'businessLine',
      ids: [last.id, second.id],
    });
    expect(ordered.statusCode).toBe(200);
    const expected = [
      last.id,
      second.id,
      ...before.map((l) => l.id).filter((id) => id !== last.id && id !== second.id),
    ];
    expect(ordered.json().items.map((l: Category) => l.id)).toEqual(expected);
    expect((await publicLines()).map((l) => l.id)).toEqual(expected);
    const unknown = await post('/api/categoria/ordenar', { kind: 'businessLine', ids: [999999] });
    expect(unknown.statusCode).toBe(400);
    const repeated = await post('/api/categoria/ordenar', {
      kind: 'businessLine',
      ids: [last.id, last.id],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('refuses to remove a category in use, saying how many use it', async () => {
    const cleaning = (await list('businessLine')).find((l) => l.name === 'Limpieza')!;
    const count = await productsOfLine(cleaning.id);
    const refused = await post('/api/categoria/eliminar', {
      kind: 'businessLine',
      id: cleaning.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`La línea Limpieza la usan ${count} productos`);
    expect(refused.json().details).toEqual([expect.objectContaining({ field: 'moveTo' })]);

    const formulaType = (await list('formulaType')).find((t) => t.slug === 'limpieza')!;
    const formulas = await post('/api/categoria/eliminar', {
      kind: 'formulaType',
      id: formulaType.id,
    });
    expect(formulas.statusCode).toBe(409);
    expect(formulas.json().message).toBe('El tipo de fórmula Limpieza lo usan 3 fórmulas');

    const self = await post('/api/categoria/eliminar', {
      kind: 'businessLine',
      id: cleaning.id,
      moveTo: cleaning.id,
    });
    expect(self.statusCode).toBe(400);
    const missing = await post('/api/categoria/eliminar', {
      kind: 'businessLine',
      id: cleaning.id,
      moveTo: 999999,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('moves the products and removes in one transaction: all or nothing', async () => {
    const lines = await list('businessLine');
    const cleaning = lines.find((l) => l.name === 'Limpieza')!;
    const cosmetics = lines.find((l) => l.slug === 'cosmetica')!;
    const count = await productsOfLine(cleaning.id);

    // The removal fails after the move: nothing stays moved.
    await app.db.execute(sql`create function quimia_test_refuse() returns trigger
      language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await app.db.execute(sql`create trigger quimia_test_refuse before delete on business_lines
      for each row execute function quimia_test_refuse()`);
    const failed = await post('/api/categoria/eliminar', {
      kind: 'businessLine',
      id: cleaning.id,
      moveTo: cosmetics.id,
    });
    expect(failed.statusCode).toBe(500);
    expect(await productsOfLine(cleaning.id)).toBe(count);
    await app.db.execute(sql`drop trigger quimia_test_refuse on business_lines`);
    await app.db.execute(sql`drop function quimia_test_refuse()`);

    const cosmeticsBefore = await productsOfLine(cosmetics.id);
    const both = Number(
      (
        await queryRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from products
            where business_line_ids @> array[${cleaning.id}, ${cosmetics.id}]::int[]`,
        )
      )[0]!.n,
    );
    const removed = await post('/api/categoria/eliminar', {
      kind: 'businessLine',
      id: cleaning.id,
      moveTo: cosmetics.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: `Categoría eliminada: ${count} productos pasaron a Cosmética`,
      moved: count,
    });
    expect(await productsOfLine(cleaning.id)).toBe(0);
    // Products that had both lines keep one.
    expect(await productsOfLine(cosmetics.id)).toBe(cosmeticsBefore + count - both);
    expect((await publicLines()).map((l) => l.id)).not.toContain(cleaning.id);
    // Its addresses now lead to the line that took its products.
    const page = await get('/product/limpieza-y-desinfeccion/checkout');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/product/cosmetica/checkout');
  });

  it('removes an unused category; a type takes its subtypes along or is refused', async () => {
    const water = (await list('businessLine')).find((l) => l.slug === 'agua')!;
    await app.db.execute(
      sql`update products set business_line_ids = array_remove(business_line_ids, ${water.id}::int)`,
    );
    const removed = await post('/api/categoria/eliminar', { kind: 'businessLine', id: water.id });
    expect(removed.json()).toEqual({ message: 'Categoría eliminada', moved: 0 });
    // Its old addresses are forgotten: no redirect to a category that no longer exists.
    expect((await get('/product/agua/checkout')).statusCode).not.toBe(301);
    expect((await get('/product/tratamiento-de-agua/checkout')).statusCode).not.toBe(301);

    // A new type with a subtype and no products.
    const type = (
      await post('/api/categoria/guardar', { kind: 'productType', name: 'Pigmentos' })
    ).json().category as Category;
    const subtype = await post('/api/categoria/guardar', {
      kind: 'productSubtype',
      name: 'Óxidos',
      typeId: type.id,
    });
    expect(subtype.statusCode).toBe(201);
    expect(subtype.json().category).toMatchObject({ typeId: type.id, slug: 'oxidos' });
    const refused = await post('/api/categoria/eliminar', { kind: 'productType', id: type.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'El tipo Pigmentos tiene 1 subtipo: elige a qué tipo pasan para eliminarlo',
    );

    // A type in use: its products and subtypes move to the target.
    const target = (await list('productType')).find((t) => t.id !== type.id && t.usage > 0)!;
    const product = (await get('/api/producto/lista?facetas=false&pageSize=1')).json().items[0];
    await app.db.execute(
      sql`update products set type_id = ${type.id}, subtype_id = ${subtype.json().category.id}
        where id = ${product.id}::uuid`,
    );
    const inUse = await post('/api/categoria/eliminar', { kind: 'productType', id: type.id });
    expect(inUse.json().message).toBe('El tipo Pigmentos lo usa 1 producto');
    const moved = await post('/api/categoria/eliminar', {
      kind: 'productType',
      id: type.id,
      moveTo: target.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().moved).toBe(1);
    const detail = (await get(`/api/producto/getProducto?id=${product.id}`)).json().product;
    expect(detail.type.id).toBe(target.id);
    expect(detail.subtype).toMatchObject({ slug: 'oxidos' });
    const subtypes = (
      await get(`/api/categoria/lista?kind=productSubtype&typeId=${target.id}`, seller)
    ).json().items as Category[];
    expect(subtypes.map((s) => s.slug)).toContain('oxidos');
  });

  it('keeps old slugs of formula types and subtypes working in filters', async () => {
    const care = (await list('formulaType')).find((t) => t.slug === 'cuidado-personal')!;
    const before = (await get('/api/formula/lista?tipo=cuidado-personal')).json().total;
    expect(before).toBeGreaterThan(0);
    await post('/api/categoria/guardar', {
      kind: 'formulaType',
      id: care.id,
      name: 'Cuidado personal',
      slug: 'cosmetica-casera',
    });
    expect((await get('/api/formula/lista?tipo=cuidado-personal')).json().total).toBe(before);
    expect((await get('/api/formula/lista?tipo=cosmetica-casera')).json().total).toBe(before);
    const posts = await get('/post/list?tipo=cuidado-personal');
    expect(posts.statusCode).toBe(301);
    expect(posts.headers.location).toBe('/post/list?tipo=cosmetica-casera');

    const subtype = (await list('productSubtype')).find((s) => s.usage > 0)!;
    await post('/api/categoria/guardar', {
      kind: 'productSubtype',
      id: subtype.id,
      name: subtype.name,
      slug: `${subtype.slug}-x`,
    });
    const filtered = await get(`/product?subtipo=${subtype.slug}`);
    expect(filtered.statusCode).toBe(301);
    expect(filtered.headers.location).toBe(`/product?subtipo=${subtype.slug}-x`);
    const byOld = (await get(`/api/producto/lista?subtipo=${subtype.slug}&facetas=false`)).json();
    expect(byOld.total).toBe(subtype.usage);
  });

  it.skipIf(TEST_ENGINE !== 'postgres')(
    'shows a change at once in another process on the same database',
    async () => {
      const other = await buildOtherProcess(app);
      try {
        const names = async () =>
          (await other.inject({ method: 'GET', url: '/api/producto/getLineasNegocio' }))
            .json()
            .items.map((line: Item) => line.name) as string[];
        expect(await names()).toContain('Cosmética');
        const cosmetics = (await list('businessLine')).find((l) => l.name === 'Cosmética')!;
        await post('/api/categoria/guardar', {
          kind: 'businessLine',
          id: cosmetics.id,
          name: 'Cosmética e higiene',
        });
        await expect.poll(names, { timeout: 3000, interval: 20 }).toContain('Cosmética e higiene');
      } finally {
        await other.close();
      }
    },
  );
});
