import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL } from '../../plugins/app/change-feed';
import {
  badFields,
  buildOtherProcess,
  buildTestApp,
  requestsTo,
  roleTokens,
  TEST_ENGINE,
  type TestApp,
} from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const until = async (check: () => Promise<boolean>, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

type Item = { id: string; name: string; code: string; slug: string; priceFromCents: number | null };
type Facet = { slug: string; count: number };
/** A facet's counts as `{ slug: count }`, to compare in one assertion. */
const countsBySlug = (facets: Facet[]) =>
  Object.fromEntries(facets.map((facet) => [facet.slug, facet.count]));

describe('product catalogue', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;
  let taxonomy: {
    types: { id: number; slug: string; subtypes: { id: number; slug: string }[] }[];
    lines: { id: number; slug: string }[];
    areas: { id: number; slug: string }[];
  };

  const { get, post } = requestsTo(() => app);
  const names = (body: { items: Item[] }) => body.items.map((item) => item.name);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    ({ admin, seller, client } = await roleTokens(app));
    const [types, lines, areas] = await Promise.all([
      get('/api/producto/getOptionsTipoProducto'),
      get('/api/producto/getLineasNegocio'),
      get('/api/producto/getOptionsAreasAplica'),
    ]);
    taxonomy = { types: types.json().items, lines: lines.json().items, areas: areas.json().items };
  });
  afterAll(() => app.close());

  const validProduct = (overrides: Record<string, unknown> = {}) => {
    const acids = taxonomy.types.find((type) => type.slug === 'acidos')!;
    return {
      code: 'aci-100',
      name: 'Ácido láctico 85 %',
      casNumber: '50-21-5',
      chemicalFormula: 'C3H6O3',
      synonyms: ['E270'],
      typeId: acids.id,
      subtypeId: acids.subtypes[0]!.id,
      businessLineIds: [taxonomy.lines.find((line) => line.slug === 'alimentos')!.id],
      applicationAreaIds: [taxonomy.areas[0]!.id],
      unit: 'kg',
      presentations: [
        { label: 'Caneca 25 kg', size: 25, unit: 'caneca', priceCents: 9000 },
        { label: '1 kg', size: 1, unit: 'kg', priceCents: 450 },
      ],
      ivaCode: 'iva',
      minimumOrder: 1,
      leadTimeDays: 2,
      featured: false,
      status: 'published',
      description: 'Acidulante natural para lácteos y bebidas.',
      ghs: { pictograms: ['GHS05'], signalWord: 'danger', hazardStatements: ['H314'] },
      ...overrides,
    };
  };

  describe('search', () => {
    it.each(['acido citrico', 'ÁCIDO CÍTRICO', 'acido citrco', 'Acido Citrico Anhidro'])(
      '"%s" finds Ácido cítrico anhidro first',
      async (q) => {
        const response = await get(`/api/producto/buscar?q=${encodeURIComponent(q)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().items[0].name).toBe('Ácido cítrico anhidro');
      },
    );

    it('finds a product by its CAS number, code, synonym and description', async () => {
      const byCas = await get('/api/producto/buscar?q=77-92-9');
      expect(names(byCas.json())[0]).toBe('Ácido cítrico anhidro');
      expect(byCas.json().total).toBe(1);
      expect(names((await get('/api/producto/buscar?q=1310-73-2')).json())).toEqual([
        'Hidróxido de sodio en escamas',
      ]);
      expect(names((await get('/api/producto/buscar?q=ten-001')).json())[0]).toBe(
        'Lauril éter sulfato de sodio 70 %',
      );
      expect(names((await get('/api/producto/buscar?q=soda%20caustica')).json())[0]).toBe(
        'Hidróxido de sodio en escamas',
      );
      expect(names((await get('/api/producto/buscar?q=texapon')).json())[0]).toBe(
        'Lauril éter sulfato de sodio 70 %',
      );
      expect(names((await get('/api/producto/buscar?q=piscinas%20blanqueador')).json())).toContain(
        'Hipoclorito de sodio 10 %',
      );
      expect(names((await get('/api/producto/buscar?q=glicerna')).json())[0]).toBe('Glicerina USP');
    });

    it('returns nothing for unrelated text and never shows drafts', async () => {
      expect((await get('/api/producto/buscar?q=zzzxxqq')).json().total).toBe(0);
      expect((await get('/api/producto/buscar?q=borrador%20reservado')).json().total).toBe(0);
      const staff = await get(
        '/api/producto/buscar?q=borrador%20reservado&incluirBorradores=true',
        seller,
      );
      expect(names(staff.json())).toEqual(['Producto borrador reservado']);
    });

    it('serves the same data under /api/product/search, list and details', async () => {
      const search = await get('/api/product/search?q=acido%20citrico');
      expect(search.json().items[0].name).toBe('Ácido cítrico anhidro');
      const list = await get('/api/product/list?pageSize=3');
      expect(list.json().items).toHaveLength(3);
      const details = await get('/api/product/details?slug=acido-citrico-anhidro');
      expect(details.json().product.casNumber).toBe('77-92-9');
    });
  });

  describe('lists, filters and facets', () => {
    it('lists published products with pagination and facet counts', async () => {
      const response = await get('/api/producto/lista?pageSize=5');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 7, page: 1, pageSize: 5 });
      expect(body.items).toHaveLength(5);
      // Featured first when there is no search.
      expect(
        body.items
          .slice(0, 2)
          .map((item: Item) => item.code)
          .sort(),
      ).toEqual(['ACI-001', 'TEN-001']);
      const lines = countsBySlug(body.facets.lineas);
      expect(lines).toEqual({
        alimentos: 4,
        limpieza: 4,
        cosmetica: 3,
        industrial: 2,
        piscinas: 1,
      });
      const types = countsBySlug(body.facets.tipos);
      expect(types).toEqual({
        acidos: 3,
        alcalis: 1,
        tensoactivos: 1,
        humectantes: 1,
        desinfectantes: 1,
      });

      const page2 = await get('/api/producto/lista?pageSize=5&page=2');
      expect(page2.json().items).toHaveLength(2);
      const all = [...body.items, ...page2.json().items].map((item: Item) => item.code);
      expect(new Set(all).size).toBe(7);
    });

    it('filters by line, type, subtype and area; each facet ignores its own filter', async () => {
      const cleaning = (await get('/api/producto/lista?linea=limpieza')).json();
      expect(cleaning.total).toBe(4);
      // The line facet still shows every line, so the visitor can switch.
      expect(cleaning.facets.lineas.find((f: Facet) => f.slug === 'piscinas').count).toBe(1);
      const types = countsBySlug(cleaning.facets.tipos);
      expect(types).toEqual({ acidos: 1, alcalis: 1, tensoactivos: 1, desinfectantes: 1 });

      const two = (await get('/api/producto/lista?linea=piscinas,industrial')).json();
      expect(two.total).toBe(3);

      const acids = (await get('/api/producto/lista?tipo=acidos&linea=alimentos')).json();
      expect(acids.items.map((item: Item) => item.code).sort()).toEqual([
        'ACI-001',
        'ACI-002',
        'ACI-003',
      ]);
      expect(acids.facets.subtipos).toEqual([
        expect.objectContaining({ slug: 'acidos-organicos', count: 3 }),
      ]);

      const subtype = (await get('/api/producto/lista?subtipo=anionicos')).json();
      expect(subtype.items.map((item: Item) => item.code)).toEqual(['TEN-001']);
      const area = (await get('/api/producto/lista?area=desincrustante')).json();
      expect(area.items.map((item: Item) => item.code).sort()).toEqual(['ACI-001', 'ALC-001']);
      const searchAndFilter = (await get('/api/producto/buscar?q=acido&linea=industrial')).json();
      expect(searchAndFilter.items.map((item: Item) => item.code)).toEqual(['ACI-003']);

      const unknown = (await get('/api/producto/lista?linea=no-existe')).json();
      expect(unknown.total).toBe(0);
      const featured = (await get('/api/producto/lista?destacados=true&facetas=false')).json();
      expect(featured.total).toBe(2);
      expect(featured.facets).toBeUndefined();
    });

    it('sorts by name, price and newest', async () => {
      const byName = (await get('/api/producto/lista?orden=name&pageSize=3')).json();
      expect(names(byName)).toEqual([
        'Ácido acético glacial',
        'Ácido cítrico anhidro',
        'Ácido cítrico monohidratado',
      ]);
      const cheap = (await get('/api/producto/lista?orden=price_asc')).json();
      const prices = cheap.items.map((item: Item) => item.priceFromCents);
      expect(prices[0]).toBe(350);
      // "Precio a consultar" goes last.
      expect(prices.at(-1)).toBeNull();
      const dear = (await get('/api/producto/lista?orden=price_desc')).json();
      expect(dear.items[0].priceFromCents).toBe(7000);
      const newest = (await get('/api/producto/lista?orden=newest')).json();
      expect(newest.items[0].code).toBe('ACI-001');
    });

    it('lists by type id or slug, featured products and a type', async () => {
      const acids = taxonomy.types.find((type) => type.slug === 'acidos')!;
      const byId = (await get(`/api/producto/listaPorTipo?tipoId=${acids.id}`)).json();
      expect(byId.total).toBe(3);
      expect(byId.tipo).toMatchObject({ slug: 'acidos', name: 'Ácidos', productCount: 3 });
      expect(byId.tipo.subtypes[0]).toMatchObject({ slug: 'acidos-organicos', productCount: 3 });
      const bySlug = (await get('/api/producto/listaPorTipo?tipo=alcalis')).json();
      expect(bySlug.items.map((item: Item) => item.code)).toEqual(['ALC-001']);
      expect((await get('/api/producto/listaPorTipo?tipoId=99999')).statusCode).toBe(404);

      const featured = (await get('/api/producto/listaDestacados')).json();
      expect(featured.items.map((item: Item) => item.code).sort()).toEqual(['ACI-001', 'TEN-001']);

      const type = (await get('/api/producto/getTipoProducto?slug=tensoactivos')).json();
      expect(type.tipo).toMatchObject({ name: 'Tensoactivos', productCount: 1 });
      expect((await get(`/api/producto/getTipoProducto?id=${acids.id}`)).json().tipo.slug).toBe(
        'acidos',
      );
      expect((await get('/api/producto/getTipoProducto?slug=nada')).statusCode).toBe(404);
    });

    it('answers the option lists', async () => {
      const types = (await get('/api/producto/getOptionsTipoProducto')).json().items;
      expect(types.map((type: { slug: string }) => type.slug)).toEqual(
        expect.arrayContaining(['acidos', 'alcalis', 'tensoactivos']),
      );
      const acids = types.find((type: { slug: string }) => type.slug === 'acidos');
      const subtypes = (
        await get(`/api/producto/getOptionsSubTiposProducto?tipoId=${acids.id}`)
      ).json();
      expect(subtypes.items).toEqual([
        expect.objectContaining({ slug: 'acidos-organicos', typeId: acids.id, productCount: 3 }),
      ]);
      expect((await get('/api/producto/getOptionsSubTiposProducto')).json().items.length).toBe(2);
      const lines = (await get('/api/producto/getLineasNegocio')).json().items;
      expect(lines.find((line: { slug: string }) => line.slug === 'limpieza')).toMatchObject({
        name: 'Limpieza',
        productCount: 4,
      });
      const areas = (await get('/api/producto/getAreasAplica')).json().items;
      expect(areas.find((area: { slug: string }) => area.slug === 'acidulante').productCount).toBe(
        2,
      );
      expect((await get('/api/producto/getOptionsAreasAplica')).json().items).toEqual(areas);
      const units = (await get('/api/producto/getOptionUnidadesMedida')).json().items;
      expect(units.map((unit: { value: string }) => unit.value)).toEqual([
        'kg',
        'g',
        'L',
        'mL',
        'galón',
        'caneca',
        'tambor',
        'saco',
      ]);
    });
  });

  describe('product page', () => {
    it('shows a product with presentations, GHS, formulas that use it and related products', async () => {
      const response = await get('/api/producto/getProducto?slug=acido-citrico-anhidro');
      expect(response.statusCode).toBe(200);
      const { product, formulas, related } = response.json();
      expect(product).toMatchObject({
        code: 'ACI-001',
        casNumber: '77-92-9',
        chemicalFormula: 'C6H8O7',
        type: { slug: 'acidos', name: 'Ácidos' },
        subtype: { slug: 'acidos-organicos' },
        unit: 'kg',
        priceFromCents: 350,
        featured: true,
        status: 'published',
        ghs: { pictograms: ['GHS07'], signalWord: 'warning' },
        synonyms: ['E330', 'Sal de limón'],
      });
      expect(product.presentations.map((p: { label: string }) => p.label)).toEqual([
        'Funda 1 kg',
        'Saco 25 kg',
      ]);
      expect(product.businessLines.map((line: { slug: string }) => line.slug)).toEqual([
        'alimentos',
        'limpieza',
        'cosmetica',
      ]);
      expect(product.applicationAreas.map((area: { slug: string }) => area.slug)).toEqual([
        'acidulante',
        'desincrustante',
      ]);
      expect(formulas).toEqual([
        expect.objectContaining({
          slug: 'jabon-liquido-para-manos',
          title: 'Jabón líquido para manos',
        }),
      ]);
      expect(related.map((item: Item) => item.code)).toEqual(['ACI-003', 'ACI-002']);

      const byId = await get(`/api/producto/getProducto?id=${product.id}`);
      expect(byId.json().product.slug).toBe('acido-citrico-anhidro');
    });

    it('hides drafts from the public and shows them to staff who ask', async () => {
      const draft = await get('/api/producto/getProducto?slug=producto-borrador-reservado');
      expect(draft.statusCode).toBe(404);
      expect(draft.json().message).toBe('Producto no encontrado');
      expect(
        (
          await get(
            '/api/producto/getProducto?slug=producto-borrador-reservado&incluirBorradores=true',
          )
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await get(
            '/api/producto/getProducto?slug=producto-borrador-reservado&incluirBorradores=true',
            client,
          )
        ).statusCode,
      ).toBe(403);
      const staff = await get(
        '/api/producto/getProducto?slug=producto-borrador-reservado&incluirBorradores=true',
        seller,
      );
      expect(staff.json().product.status).toBe('draft');
      const list = (
        await get('/api/producto/lista?incluirBorradores=true&estado=draft', admin)
      ).json();
      expect(list.items.map((item: Item) => item.code)).toEqual(['BOR-001']);
      expect((await get('/api/producto/lista?incluirBorradores=true', client)).statusCode).toBe(
        403,
      );
    });
  });

  describe('writes', () => {
    it('creates a product, generating its slug and its lowest price, then updates it', async () => {
      const created = await post('/api/producto/guardar', validProduct(), seller);
      expect(created.statusCode).toBe(201);
      const { product } = created.json();
      expect(product).toMatchObject({
        code: 'ACI-100',
        slug: 'acido-lactico-85',
        priceFromCents: 450,
        // A new product has no stock until a count or a purchase records it.
        stock: 0,
        ghs: { pictograms: ['GHS05'], signalWord: 'danger', hazardStatements: ['H314'] },
      });
      expect(product.presentations.map((p: { label: string }) => p.label)).toEqual([
        'Caneca 25 kg',
        '1 kg',
      ]);
      expect(product.publishedAt).not.toBeNull();

      const kept = product.presentations[0];
      const updated = await post(
        '/api/producto/guardar',
        validProduct({
          id: product.id,
          name: 'Ácido láctico 88 %',
          slug: product.slug,
          presentations: [{ ...kept, priceCents: 9900 }],
        }),
        admin,
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json().product).toMatchObject({
        name: 'Ácido láctico 88 %',
        priceFromCents: 9900,
      });
      expect(updated.json().product.presentations).toEqual([{ ...kept, priceCents: 9900 }]);
      expect(updated.json().product.publishedAt).toBe(product.publishedAt);

      // Same name, no slug given: a free one is made.
      const twin = await post(
        '/api/producto/guardar',
        validProduct({ code: 'ACI-101', name: 'Ácido láctico 85 %' }),
        admin,
      );
      expect(twin.json().product.slug).toBe('acido-lactico-85-2');
    });

    it('keeps, reorders, adds and removes presentations in one save; publishes a draft once', async () => {
      const created = await post(
        '/api/producto/guardar',
        validProduct({ code: 'PRE-001', name: 'Sosa presentaciones', status: 'draft' }),
        seller,
      );
      const { product } = created.json();
      expect(product.publishedAt).toBeNull();
      const [first, second] = product.presentations;
      const unknownId = '00000000-0000-4000-8000-000000000000';
      const saved = await post(
        '/api/producto/guardar',
        validProduct({
          id: product.id,
          code: 'PRE-001',
          name: 'Sosa presentaciones',
          slug: product.slug,
          status: 'published',
          presentations: [
            { label: 'Tambor 200 kg', size: 200, unit: 'kg', priceCents: null },
            { ...second, label: '1 kg nuevo' },
            { id: unknownId, label: 'Saco 50 kg', size: 50, unit: 'kg', priceCents: 3000 },
          ],
        }),
        admin,
      );
      expect(saved.statusCode).toBe(200);
      const presentations = saved.json().product.presentations;
      expect(presentations.map((p: { label: string }) => p.label)).toEqual([
        'Tambor 200 kg',
        '1 kg nuevo',
        'Saco 50 kg',
      ]);
      // The kept one keeps its id; the removed one is gone; an unknown id gets a new row.
      expect(presentations[1].id).toBe(second.id);
      const ids = presentations.map((p: { id: string }) => p.id);
      expect(ids).not.toContain(first.id);
      expect(ids).not.toContain(unknownId);
      expect(saved.json().product.priceFromCents).toBe(450);
      const publishedAt = saved.json().product.publishedAt;
      expect(publishedAt).not.toBeNull();

      const again = await post(
        '/api/producto/guardar',
        validProduct({
          id: product.id,
          code: 'PRE-001',
          name: 'Sosa presentaciones',
          slug: product.slug,
          presentations: [],
        }),
        admin,
      );
      expect(again.json().product.presentations).toEqual([]);
      expect(again.json().product.publishedAt).toBe(publishedAt);
    });

    it('answers 404 when saving a product that does not exist', async () => {
      const missing = await post(
        '/api/producto/guardar',
        validProduct({ id: '00000000-0000-4000-8000-000000000001', code: 'NOPE-1' }),
        admin,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('shows staff, not visitors, the minimum stock its branches keep; a save leaves it alone', async () => {
      const created = await post(
        '/api/producto/guardar',
        // An old form's minimum is no longer the product's: each branch keeps its own.
        validProduct({ code: 'MIN-001', name: 'Ácido fosfórico mínimo', minimumStock: 20.5 }),
        seller,
      );
      expect(created.statusCode).toBe(201);
      const { product } = created.json();
      expect(product).toMatchObject({ stock: 0, minimumStock: null });
      const minimum = await post(
        '/api/inventario/minimo',
        { productId: product.id, branchId: 'valle-de-los-chillos', minimum: 20.5 },
        seller,
      );
      expect(minimum.statusCode, minimum.body).toBe(200);
      const count = await post(
        '/api/inventario/ajuste',
        {
          productId: product.id,
          branchId: 'valle-de-los-chillos',
          counted: 12.5,
          reason: 'Conteo',
        },
        seller,
      );
      expect(count.statusCode, count.body).toBe(200);

      // Staff: the detail and the lists, whatever status they filter by.
      const staffDetail = await get(
        `/api/producto/getProducto?id=${product.id}&incluirBorradores=true`,
        seller,
      );
      expect(staffDetail.json().product.minimumStock).toBe(20.5);
      for (const filter of ['', '&estado=published']) {
        const list = await get(
          `/api/producto/lista?q=MIN-001&incluirBorradores=true${filter}`,
          admin,
        );
        expect(list.json().items).toEqual([
          expect.objectContaining({ code: 'MIN-001', minimumStock: 20.5 }),
        ]);
      }
      // Visitors: not a word of it, in the page, the lists or the English aliases.
      for (const url of [
        `/api/producto/getProducto?id=${product.id}`,
        `/api/product/details?id=${product.id}`,
      ]) {
        const body = (await get(url)).json();
        expect(body.product.stock).toBe(12.5);
        expect(body.product).not.toHaveProperty('minimumStock');
      }
      for (const url of ['/api/producto/lista?q=MIN-001', '/api/product/search?q=MIN-001']) {
        const [item] = (await get(url)).json().items;
        expect(item.code).toBe('MIN-001');
        expect(item).not.toHaveProperty('minimumStock');
      }
      // A later save does not touch it.
      const saved = await post(
        '/api/producto/guardar',
        validProduct({ id: product.id, code: 'MIN-001', slug: product.slug, minimumStock: null }),
        admin,
      );
      expect(saved.json().product.minimumStock).toBe(20.5);
    });

    it('refuses duplicates (409) and bad or inconsistent data (400), naming the field', async () => {
      const duplicate = await post(
        '/api/producto/guardar',
        validProduct({ code: 'ACI-001' }),
        admin,
      );
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().details).toEqual([
        { field: 'code', message: 'Ya existe un producto con ese código' },
      ]);
      const slugTaken = await post(
        '/api/producto/guardar',
        validProduct({ code: 'NEW-1', slug: 'acido-citrico-anhidro' }),
        admin,
      );
      expect(slugTaken.statusCode).toBe(409);
      expect(slugTaken.json().details[0].field).toBe('slug');

      const badCas = await post(
        '/api/producto/guardar',
        validProduct({ casNumber: '77-92-8' }),
        admin,
      );
      expect(badCas.statusCode).toBe(400);
      expect(badCas.json().details[0]).toEqual({
        field: 'casNumber',
        message: 'El número CAS no es válido: usa el formato 77-92-9 con su dígito verificador',
      });

      const alcalis = taxonomy.types.find((type) => type.slug === 'alcalis')!;
      const mismatch = await post(
        '/api/producto/guardar',
        validProduct({ typeId: alcalis.id }),
        admin,
      );
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().details).toContainEqual({
        field: 'subtypeId',
        message: 'El subtipo no pertenece al tipo elegido',
      });

      const missing = await post(
        '/api/producto/guardar',
        validProduct({
          imageIds: ['00000000-0000-4000-8000-000000000000'],
          businessLineIds: [99999],
        }),
        admin,
      );
      expect(missing.statusCode).toBe(400);
      expect(badFields(missing).sort()).toEqual(['businessLineIds', 'imageIds']);

      const garbage = await post(
        '/api/producto/guardar',
        {
          code: 'con espacios',
          name: '',
          typeId: 'x',
          businessLineIds: [],
          unit: 'barril',
          presentations: [{ label: '', size: -1, unit: 'kg', priceCents: 1.5 }],
          status: 'publicado',
          ghs: { pictograms: ['GHS10'], signalWord: 'cuidado' },
        },
        admin,
      );
      expect(garbage.statusCode).toBe(400);
      const fields = badFields(garbage);
      expect(fields).toEqual(
        expect.arrayContaining([
          'code',
          'name',
          'typeId',
          'businessLineIds',
          'unit',
          'presentations.0.label',
          'presentations.0.size',
          'presentations.0.priceCents',
          'status',
          'ghs.pictograms.0',
          'ghs.signalWord',
        ]),
      );
    });

    it('lets only administrators delete', async () => {
      const created = await post(
        '/api/producto/guardar',
        validProduct({ code: 'DEL-1', name: 'Para borrar' }),
        admin,
      );
      const { id } = created.json().product;
      expect((await post('/api/producto/eliminar', { id }, seller)).statusCode).toBe(403);
      expect((await post('/api/producto/eliminar', { id }, admin)).statusCode).toBe(200);
      expect((await post('/api/producto/eliminar', { id }, admin)).statusCode).toBe(404);
      expect((await get(`/api/producto/getProducto?id=${id}`)).statusCode).toBe(404);
    });

    it('invalidates cached public reads on every write', async () => {
      const first = await get('/api/producto/getProducto?slug=glicerina-usp');
      expect(first.json().product.name).toBe('Glicerina USP');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get('/api/producto/getProducto?slug=glicerina-usp', null, {
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const listBefore = (await get('/api/producto/buscar?q=glicerina')).json();
      expect(listBefore.items[0].name).toBe('Glicerina USP');

      const staffView = (
        await get('/api/producto/getProducto?slug=glicerina-usp&incluirBorradores=true', admin)
      ).json().product;
      const glycerineType = taxonomy.types.find((type) => type.slug === 'humectantes')!;
      const saved = await post(
        '/api/producto/guardar',
        {
          ...validProduct(),
          id: staffView.id,
          code: staffView.code,
          slug: staffView.slug,
          name: 'Glicerina USP 99,7 %',
          casNumber: staffView.casNumber,
          typeId: glycerineType.id,
          subtypeId: null,
          presentations: staffView.presentations,
        },
        seller,
      );
      expect(saved.statusCode).toBe(200);

      const after = await get('/api/producto/getProducto?slug=glicerina-usp', null, {
        headers: { 'if-none-match': etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().product.name).toBe('Glicerina USP 99,7 %');
      // Lists may answer as they were for a moment, while they are loaded again.
      await expect
        .poll(async () => (await get('/api/producto/buscar?q=glicerina')).json().items[0].name)
        .toBe('Glicerina USP 99,7 %');
    });
  });

  describe('access and input checks', () => {
    const SOME_ID = '00000000-0000-4000-8000-000000000000';

    it.each([
      ['/api/producto/guardar', ['admin', 'vendedor']],
      ['/api/producto/eliminar', ['admin']],
    ] as const)('%s: 401 without a token, 403 for a wrong role', async (url, roles) => {
      const payload = url.endsWith('guardar')
        ? validProduct({ code: `ROLE-${roles.length}` })
        : { id: SOME_ID };
      expect((await post(url, payload)).statusCode).toBe(401);
      const tokens = { admin, vendedor: seller, cliente: client };
      for (const [role, token] of Object.entries(tokens)) {
        const response = await post(url, payload, token);
        if ((roles as readonly string[]).includes(role)) {
          expect([200, 201, 404, 409], role).toContain(response.statusCode);
        } else {
          expect(response.statusCode, role).toBe(403);
        }
      }
    });

    it.each([
      '/api/producto/lista?page=0',
      '/api/producto/lista?pageSize=500',
      '/api/producto/lista?orden=aleatorio',
      '/api/producto/lista?linea=<script>',
      '/api/producto/lista?incluirBorradores=quizas',
      '/api/producto/lista?estado=borrado',
      '/api/producto/buscar',
      '/api/producto/buscar?q=',
      `/api/producto/buscar?q=${'a'.repeat(101)}`,
      '/api/producto/getProducto',
      '/api/producto/getProducto?id=123',
      '/api/producto/getProducto?slug=No%20Valido',
      '/api/producto/getOptionsSubTiposProducto?tipoId=abc',
      '/api/producto/listaPorTipo',
      '/api/producto/listaPorTipo?tipoId=-1',
      '/api/producto/getTipoProducto',
      '/api/producto/listaDestacados?limit=0',
      '/api/product/list?page=x',
      '/api/product/details?id=1',
      '/api/product/search',
    ])('GET %s answers 400', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    });

    it('answers 400 to bad write bodies', async () => {
      expect((await post('/api/producto/guardar', {}, admin)).statusCode).toBe(400);
      expect((await post('/api/producto/eliminar', { id: 'x' }, admin)).statusCode).toBe(400);
    });
  });

  describe('change feed and cache', () => {
    it('delivers a change to this process at once', async () => {
      const seen: (string | undefined)[] = [];
      const stop = app.changeFeed.subscribe('prueba', (event) => seen.push(event.id));
      await app.changeFeed.publish('prueba', 'a1');
      expect(seen).toEqual(['a1']);
      stop();
      await app.changeFeed.publish('prueba', 'a2');
      expect(seen).toEqual(['a1']);
    });

    it('answers a repeated read of a URL from the cache, headers included', async () => {
      const url = '/api/producto/lista?pageSize=4&orden=name';
      const first = await get(url);
      const second = await get(url);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      for (const header of [
        'content-type',
        'content-length',
        'etag',
        'cache-control',
        'vary',
        'content-security-policy',
        'x-content-type-options',
      ]) {
        expect(second.headers[header], header).toBe(first.headers[header]);
      }
      expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    });

    it('never answers a staff read with drafts from the cache', async () => {
      const url = '/api/producto/lista?incluirBorradores=true';
      expect((await get(url, admin)).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, client)).statusCode).toBe(403);
    });

    it('keeps compressed copies of cached reads for browsers that accept them', async () => {
      const url = '/api/producto/lista?pageSize=50';
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        for (let round = 0; round < 2; round += 1) {
          const response = await get(url, null, { headers: { 'accept-encoding': accept } });
          expect(response.headers['content-encoding'], accept).toBe(encoding);
          expect(response.headers.etag).toBe(plain.headers.etag);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
          expect(decode(response.rawPayload).toString()).toBe(plain.body);
        }
      }
      const identity = await get(url, null, { headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
    });

    it('drops the cache when another process announces a write (NOTIFY)', async () => {
      const url = '/api/producto/lista?q=glicerina';
      expect((await get(url)).body).toContain('Glicerina USP');
      // Written by another process: only its notification tells this one.
      await app.db.execute(
        sql`update products set name = 'Glicerina USP 99,5 %' where code = 'GLI-001'`,
      );
      expect((await get(url)).body).not.toContain('99,5 %');
      await app.database.notify(
        CHANGE_CHANNEL,
        JSON.stringify({ o: 'otro-proceso', t: 'catalog' }),
      );
      expect(await until(async () => (await get(url)).body.includes('99,5 %'))).toBe(true);
      await app.db.execute(sql`update products set name = 'Glicerina USP' where code = 'GLI-001'`);
      await app.database.notify(
        CHANGE_CHANNEL,
        JSON.stringify({ o: 'otro-proceso', t: 'catalog' }),
      );
      expect(await until(async () => !(await get(url)).body.includes('99,5 %'))).toBe(true);
    });

    it.skipIf(TEST_ENGINE !== 'pglite')(
      "merges the search indexes' pending lists after a write (PGlite has no autovacuum)",
      async () => {
        // Pages merged now; a write leaves some behind until something merges them.
        const pendingPages = async () => {
          const rows = (await app.db.execute(
            sql`select coalesce(sum(gin_clean_pending_list(indexrelid::regclass)), 0)::int as n
                from pg_index where indrelid = 'products'::regclass
                  and indexrelid::regclass::text like 'products_search%'`,
          )) as unknown as { rows: { n: number }[] };
          return rows.rows[0]!.n;
        };
        await pendingPages();
        await app.db.execute(
          sql`update products set synonyms = array['sin publicar'] where code = 'ACI-001'`,
        );
        expect(await pendingPages()).toBeGreaterThan(0);

        const saved = await post(
          '/api/producto/guardar',
          validProduct({ code: 'GIN-1', name: 'Producto para el índice' }),
          admin,
        );
        expect(saved.statusCode).toBe(201);
        // Writes in a burst share one merge, at most two seconds after the write. (Counting
        // merges what is left, so it is counted once, after that.)
        await new Promise((resolve) => setTimeout(resolve, 2_300));
        expect(await pendingPages()).toBe(0);
      },
    );

    it.skipIf(TEST_ENGINE !== 'postgres')(
      'keeps two app processes on one PostgreSQL consistent',
      async () => {
        const other = await buildOtherProcess(app);
        try {
          const read = async () =>
            (
              await other.inject({
                method: 'GET',
                url: '/api/producto/getProducto?slug=hipoclorito-de-sodio-10',
              })
            ).json().product.name as string;
          expect(await read()).toBe('Hipoclorito de sodio 10 %');

          const admin = await app.createUser({ role: 'admin' });
          const current = (
            await get(
              '/api/producto/getProducto?slug=hipoclorito-de-sodio-10&incluirBorradores=true',
              admin.token,
            )
          ).json().product;
          const saved = await post(
            '/api/producto/guardar',
            {
              id: current.id,
              code: current.code,
              slug: current.slug,
              name: 'Hipoclorito de sodio al 10 %',
              typeId: current.type.id,
              businessLineIds: current.businessLines.map((line: { id: number }) => line.id),
              unit: current.unit,
              presentations: current.presentations,
              status: 'published',
            },
            admin.token,
          );
          expect(saved.statusCode).toBe(200);
          expect(await until(async () => (await read()) === 'Hipoclorito de sodio al 10 %')).toBe(
            true,
          );
        } finally {
          await other.close();
        }
      },
    );
  });
});
