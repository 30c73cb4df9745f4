import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyListResponse } from '@quimia/contracts';
import { queryRows } from '../../db/sql-helpers';
import { bearer, buildTestApp, roleTokens, type TestApp } from '../../test/test-app';
import { FIXTURE, removeDemoData, seedCatalog } from '.';
import { DEMO_SHOP_RUC, loadDemoBusiness } from '.';

// The demo year goes through the importer: what it stores reads back in the consultas, the
// same seed writes the same year, and removing the demo data takes it away with the figures.

describe('demo year of business', () => {
  let app: TestApp;
  let seller: string;
  const size = { clients: 12, suppliers: 4, sales: 60, purchases: 20 };
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(app.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!
      .n;

  beforeAll(async () => {
    app = await buildTestApp({ COMPANY_RUC: DEMO_SHOP_RUC });
    seller = (await roleTokens(app)).seller;
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(async () => app?.close());

  it('imports a year of valid documents, once', async () => {
    // 20:30 of 27 November in Quito, already the 28th on a server's UTC clock.
    const options = { shopRuc: DEMO_SHOP_RUC, now: new Date('2026-11-28T01:30:00Z'), size };
    const loaded = await loadDemoBusiness(app.db, options);
    expect(loaded.documents).toBeGreaterThanOrEqual(size.sales + size.purchases);
    expect(loaded.mappedCodes).toBeGreaterThan(0);
    // Every document is dated on the shop's calendar: none tomorrow.
    const [{ last }] = (await queryRows<{ last: string }>(
      app.db,
      sql`select max(issue_date)::text as last from tax_documents`,
    )) as [{ last: string }];
    expect(last <= '2026-11-27').toBe(true);
    // The same year again: every document is already there.
    expect((await loadDemoBusiness(app.db, options)).documents).toBe(0);

    const clients = await app.inject({
      method: 'GET',
      url: '/api/consultas/getClientes?pageSize=100',
      headers: bearer(seller),
    });
    const list = clients.json() as PartyListResponse;
    expect(list.total).toBeGreaterThan(0);
    const [{ sales }] = (await queryRows<{ sales: string }>(
      app.db,
      sql`select sum(case when kind = 'notaCredito' then -subtotal_cents else subtotal_cents end) as sales
            from tax_documents where direction = 'sale'`,
    )) as [{ sales: string }];
    expect(list.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(Number(sales));
    // Most purchase lines name a mapped code; every sale line names a catalogue code.
    const [{ unmatchedSales }] = (await queryRows<{ unmatchedSales: number }>(
      app.db,
      sql`select count(*)::int as "unmatchedSales" from tax_document_lines
           where direction = 'sale' and product_id is null`,
    )) as [{ unmatchedSales: number }];
    expect(unmatchedSales).toBe(0);
  });

  it('leaves with the demo data, figures included', async () => {
    await removeDemoData(app.db);
    expect(await count('tax_documents')).toBe(0);
    expect(await count('tax_document_lines')).toBe(0);
    expect(await count('product_trade_totals')).toBe(0);
    const clients = await app.inject({
      method: 'GET',
      url: '/api/consultas/getClientes',
      headers: bearer(seller),
    });
    expect(clients.json().total).toBe(0);
  });
});
