import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulas, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { generateProducts } from './generate';
import { parseDemoData, readDemoData, seedCatalog, seedDemoCatalogIfEmpty } from './seed';
import { FIXTURE } from './test-fixture';

const demo = readDemoData();
const hasDemo = demo.products.length > 0;
// The shipped demo catalogue when present (it is what a fresh start loads), else the fixture.
const data = hasDemo ? demo : FIXTURE;

describe('catalogue seeding', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const total = async (table: typeof products | typeof formulas) =>
    Number((await app.db.select({ n: count() }).from(table))[0]!.n);

  it.skipIf(!hasDemo)('ships a valid demo catalogue as large as the issue asks', () => {
    const parsed = parseDemoData(demo);
    expect(parsed.products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(parsed.products.flatMap((p) => p.businessLines)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(parsed.products.map((p) => p.type)).size).toBeGreaterThanOrEqual(10);
    expect(parsed.formulas.length).toBeGreaterThanOrEqual(25);
    const codes = new Set(parsed.products.map((p) => p.code));
    expect(codes.size).toBe(parsed.products.length);
    for (const formula of parsed.formulas) {
      for (const ingredient of formula.ingredients) {
        if (ingredient.productCode) {
          expect(codes, `${formula.title}: ${ingredient.productCode}`).toContain(
            ingredient.productCode,
          );
        }
      }
    }
  });

  it('loads the catalogue on the first start only; seeding again adds nothing', async () => {
    const first = await seedDemoCatalogIfEmpty(app.db, data);
    expect(first).toEqual({ products: data.products.length, formulas: data.formulas.length });
    expect(await seedDemoCatalogIfEmpty(app.db, data)).toBeNull();
    expect(await seedCatalog(app.db, data)).toEqual({ products: 0, formulas: 0 });
    expect(await total(products)).toBe(data.products.length);
    expect(await total(formulas)).toBe(data.formulas.length);
  });

  it('meets the search quality cases on the loaded catalogue', async () => {
    for (const q of ['acido citrico', 'ÁCIDO CÍTRICO', 'acido citrco', '77-92-9']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/producto/buscar?q=${encodeURIComponent(q)}`,
      });
      expect(response.json().items[0]?.name, q).toBe('Ácido cítrico anhidro');
    }
  });

  it('names the record and field of a mistake in the data', () => {
    expect(() =>
      parseDemoData({ products: [{ ...FIXTURE.products[0], casNumber: '77-92-1' }], formulas: [] }),
    ).toThrow(/producto #0 ACI-001.*casNumber/);
  });

  it('grows the catalogue for benchmarks, and search still ranks well', async () => {
    const target = data.products.length + 300;
    expect(await generateProducts(app.db, { total: target, batchSize: 120 })).toBe(300);
    expect(await total(products)).toBe(target);
    expect(await generateProducts(app.db, { total: 10 })).toBe(0);
    const search = await app.inject({
      method: 'GET',
      url: '/api/producto/buscar?q=acido%20citrco',
    });
    expect(search.json().total).toBeGreaterThan(1);
    expect(search.json().items[0].name).toMatch(/^Ácido cítrico/);
  });
});
