import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultaProductListResponse, ConsultaProductSummary } from '@quimia/contracts';
import { queryRows } from '../../../db/sql-helpers';
import { insertTestProduct } from '../../../test/catalog-rows';
import { bearer, buildTestApp, roleTokens, type TestApp } from '../../../test/test-app';
import { FIXTURE, seedCatalog } from '../../../test/demo-fixture';
import { generateSales } from '../../../test/demo-fixture';

// The consultas' product list, page after page: every product once, in the order asked, whichever
// way the list is read (the totals' index for the usual list, a sort of all rows for the rest).

type Key = (item: ConsultaProductSummary) => number | string | null;

describe('consultas product list pages', () => {
  let app: TestApp;
  let seller: string;
  let products: number;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = (await roleTokens(app)).seller;
    await seedCatalog(app.db, FIXTURE);
    // Ten months of invoices, one a day: ranges meet whole months and ragged ends.
    await generateSales(app.db, { lines: 900 });
    const [type] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from product_types limit 1`,
    );
    for (const code of ['SIN-1', 'SIN-2', 'SIN-3']) {
      await insertTestProduct(
        app.db,
        { code, name: `Sin ventas ${code}`, typeId: type!.id, unit: 'kg' },
        [],
      );
    }
    products = (
      await queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from products`)
    )[0]!.n;
  });
  afterAll(async () => app?.close());

  async function everyPage(params: string) {
    const items: ConsultaProductSummary[] = [];
    let total = 0;
    for (let page = 1; page < 100; page += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/consultas/getProductos?pageSize=4&page=${page}&${params}`,
        headers: bearer(seller),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as ConsultaProductListResponse;
      total = body.total;
      if (body.items.length === 0) break;
      items.push(...body.items);
    }
    return { items, total };
  }

  /** Sorted by the key in the direction, nulls last descending, ties by id. */
  function expectOrder(items: ConsultaProductSummary[], key: Key, direction: 'asc' | 'desc') {
    const rank = (value: number | string | null) => value;
    for (let index = 1; index < items.length; index += 1) {
      const [a, b] = [items[index - 1]!, items[index]!];
      const [x, y] = [rank(key(a)), rank(key(b))];
      if (x === y) {
        expect(a.id < b.id, `${a.code} before ${b.code}`).toBe(true);
        continue;
      }
      const before =
        x === null
          ? direction === 'asc'
          : y === null
            ? direction === 'desc'
            : direction === 'desc'
              ? x > y
              : x < y;
      expect(before, `${a.code} (${x}) before ${b.code} (${y})`).toBe(true);
    }
  }

  const sales: Key = (item) => item.salesCents;

  it('lists every product once by sales, down and up, those without sales included', async () => {
    for (const direction of ['desc', 'asc'] as const) {
      const { items, total } = await everyPage(`dir=${direction}`);
      expect(total).toBe(products);
      expect(new Set(items.map((item) => item.id)).size).toBe(products);
      expectOrder(items, sales, direction);
      expect(items.filter((item) => item.salesCents === 0).length).toBe(3);
    }
    const sold = await everyPage('con=ventas');
    expect(sold.total).toBe(products - 3);
    expect(sold.items.length).toBe(products - 3);
    expectOrder(sold.items, sales, 'desc');
  });

  it("sums a range's whole months and ragged days to what its lines add up to", async () => {
    const [span] = await queryRows<{ first: string; last: string }>(
      app.db,
      sql`select min(issue_date)::text as first, max(issue_date)::text as last
            from tax_document_lines where product_id is not null and direction = 'sale'`,
    );
    const { first, last } = span!;
    const middle = `${first.slice(0, 4)}-${first.slice(5, 7)}-15`;
    const ranges: { desde?: string; hasta?: string }[] = [
      { desde: `${last.slice(0, 7)}-01`, hasta: last },
      { desde: middle, hasta: last },
      { desde: first, hasta: middle },
      { desde: middle },
      { hasta: middle },
      { desde: last, hasta: last },
    ];
    for (const range of ranges) {
      const params = new URLSearchParams({
        ...(range as Record<string, string>),
        con: 'ventas',
      }).toString();
      const { items, total } = await everyPage(params);
      const expected = await queryRows<{
        id: string;
        cents: string;
        quantity: number;
        last: string;
      }>(
        app.db,
        sql`select product_id as id, sum(subtotal_cents)::text as cents,
                   coalesce(sum(product_quantity), 0)::float8 as quantity,
                   max(issue_date)::text as last
              from tax_document_lines
             where product_id is not null and direction = 'sale'
               and issue_date >= ${range.desde ?? '0001-01-01'}::date
               and issue_date <= ${range.hasta ?? '9999-12-31'}::date
             group by product_id`,
      );
      expect(total, JSON.stringify(range)).toBe(expected.length);
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const row of expected) {
        const item = byId.get(row.id);
        expect(item?.salesCents, JSON.stringify(range)).toBe(Number(row.cents));
        expect(item?.salesQuantity).toBeCloseTo(row.quantity, 6);
        expect(item?.lastSaleDate).toBe(row.last);
      }
    }
  });

  it('keeps the order when a credit note leaves a product below nothing', async () => {
    await app.db.execute(sql`
      update product_trade_totals set amount_cents = -500
       where direction = 'sale'
         and product_id = (select product_id from product_trade_totals where direction = 'sale'
                            order by product_id limit 1)`);
    const { items, total } = await everyPage('orden=ventas');
    expect(total).toBe(products);
    expectOrder(items, sales, 'desc');
    expect(items.at(-1)!.salesCents).toBe(-500);
  });

  it('pages a search, a month, names and purchases the same way', async () => {
    const month = await everyPage('desde=2000-01-01&hasta=2999-12-31&orden=ventas');
    expect(month.total).toBe(products);
    expectOrder(month.items, sales, 'desc');
    const monthUp = await everyPage('desde=2000-01-01&hasta=2999-12-31&dir=asc');
    expect(new Set(monthUp.items.map((item) => item.id)).size).toBe(products);
    expectOrder(monthUp.items, sales, 'asc');
    const named = await everyPage('orden=nombre');
    expect(named.items.length).toBe(products);
    const found = await everyPage('q=sin%20ventas');
    expect(found.total).toBe(3);
    expectOrder(found.items, sales, 'desc');
    const bought = await everyPage('orden=compras&dir=asc');
    expect(bought.items.length).toBe(products);
    expectOrder(bought.items, (item) => item.purchasesCents, 'asc');
  });
});
