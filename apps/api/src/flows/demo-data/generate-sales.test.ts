import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultaProductListResponse, PartyListResponse } from '@quimia/contracts';
import { queryRows } from '../../db/sql-helpers';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { bearer, buildTestApp, roleTokens, TEST_ENGINE, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '.';
import { generateSales } from '.';

// The benchmark's sale lines are the importer's records: the consultas' figures add them up.
describe('sale lines generated for benchmarks', () => {
  let app: TestApp;
  let seller: string;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    app = await buildTestApp(
      {},
      {
        databaseUrl: (url) => {
          databaseUrl = url;
          return url;
        },
      },
    );
    seller = (await roleTokens(app)).seller;
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(async () => app?.close());

  it('writes invoices of three lines whose figures the consultas read', async () => {
    expect(await generateSales(app.db, { lines: 300 })).toEqual({ invoices: 100, lines: 300 });
    const [{ total }] = (await queryRows<{ total: string }>(
      app.db,
      sql`select sum(subtotal_cents) as total from tax_document_lines`,
    )) as [{ total: string }];

    const clients = await app.inject({
      method: 'GET',
      url: '/api/consultas/getClientes?pageSize=100',
      headers: bearer(seller),
    });
    const list = clients.json() as PartyListResponse;
    expect(list.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(Number(total));

    const products = await app.inject({
      method: 'GET',
      url: '/api/consultas/getProductos?pageSize=100&con=ventas',
      headers: bearer(seller),
    });
    const sold = products.json() as ConsultaProductListResponse;
    expect(sold.items.reduce((sum, item) => sum + item.salesCents, 0)).toBe(Number(total));
  });

  // A million lines take minutes; the server's pool cancels any statement after seconds.
  it.skipIf(TEST_ENGINE !== 'postgres')(
    'finishes on a connection that cancels every statement longer than a millisecond',
    async () => {
      const pool = new pg.Pool({ connectionString: databaseUrl, statement_timeout: 1 });
      try {
        const db = drizzle(pool, { schema }) as unknown as Database;
        const count = async () =>
          (
            await queryRows<{ n: number }>(
              app.db,
              sql`select count(*)::int as n from tax_document_lines`,
            )
          )[0]!.n;
        const before = await count();
        expect(await generateSales(db, { lines: 3000 })).toEqual({ invoices: 1000, lines: 3000 });
        expect((await count()) - before).toBe(3000);
      } finally {
        await pool.end();
      }
    },
  );
});
