import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isValidCedula,
  isValidRuc,
  type Conversion,
  type DashboardSummary,
  type PendingCommentsResponse,
  type QuotationCommentSeries,
  type StatusCounts,
} from '@quimia/contracts';
import { queryRows } from '../../db/sql-helpers';
import { seededRandom } from '../../lib/seeded-random';
import { bearer, buildTestApp, roleTokens, type TestApp } from '../../test/test-app';
import { defaultCompanySettings } from '../../modules/company';
import { DEMO_BUSINESS_SEED, DEMO_BUSINESS_SIZE, demoClients } from './demo-business';
import { loadDemoActivity } from './demo-activity';
import { removeDemoData } from './demo-data-service';
import { seedCatalog } from './seed';
import { FIXTURE } from './test-fixture';

// The demo year of selling on the small demo catalogue: what it writes is what the metrics and
// Principal then show, it is written once, the same seed writes the same year, no e-mail leaves,
// and removing the demo data takes it away with the numbers it used.

const settings = defaultCompanySettings({
  SUPPORT_PHONE: '+593 99 123 4567',
  IVA_RATE: 15,
  COMPANY_RUC: undefined,
});

async function count(app: TestApp, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    app.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(row!.n);
}

/** What a year of selling is made of, in a form two databases can be compared by. */
async function snapshot(app: TestApp) {
  return queryRows(
    app.db,
    sql`select q.number, q.status::text, q.source, q.customer_identification as id,
               q.created_at, r.total_cents::text as total, o.number as "order", o.status::text as "orderStatus"
          from quotations q
          join quotation_revisions r on r.quotation_id = q.id and r.revision = q.revision
          left join orders o on o.id = q.order_id
         order by q.number`,
  );
}

// Writing a year of selling takes 10–20 s alone, and longer on a machine busy with other suites.
const YEAR_TIMEOUT_MS = 90_000;

describe('demo year of selling', () => {
  let app: TestApp;
  let admin: string;
  const now = new Date();
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  /** Each product's stock before the demo's orders took some. */
  let stockBefore: { code: string; stock: string }[];
  const stocks = () =>
    queryRows<{ code: string; stock: string }>(
      app.db,
      sql`select code, stock::text from products order by code`,
    );

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await roleTokens(app)).admin;
    await seedCatalog(app.db, FIXTURE);
    stockBefore = await stocks();
  });
  afterAll(async () => app?.close());

  it(
    'writes quotations, orders and comments over the year, which the metrics then show',
    async () => {
      const loaded = await loadDemoActivity(app.db, { settings, now });
      expect(loaded.quotations).toBe(await count(app, 'quotations'));
      expect(loaded.quotations).toBeGreaterThanOrEqual(140);
      expect(loaded.orders).toBe(await count(app, 'orders'));
      expect(loaded.orders).toBeGreaterThanOrEqual(60);
      expect(loaded.comments).toBe(40);
      // Backdated, never in the future; nothing mailed for the past.
      const [span] = await queryRows<{ first: Date; last: Date; events: number }>(
        app.db,
        sql`select min(created_at) as first, max(created_at) as last,
                 (select count(*)::int from order_events e join orders o on o.id = e.order_id
                   where e.created_at < o.created_at or e.created_at > ${now}) as events
            from quotations`,
      );
      expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - new Date(span!.first).getTime()).toBeGreaterThan(300 * 86_400_000);
      expect(span!.events).toBe(0);
      expect(await count(app, 'mail_messages')).toBe(0);
      // Numbers follow the dates within each year.
      const numbers = await queryRows<{ number: string }>(
        app.db,
        sql`select number from quotations order by created_at, number`,
      );
      const byYear = (rows: { number: string }[]) =>
        rows.map((row) => row.number).filter((number) => number.includes(`-${now.getFullYear()}-`));
      expect(byYear(numbers)).toEqual([...byYear(numbers)].sort());
      // The buyers are the demo year's clients, with valid identifications.
      const ids = await queryRows<{ type: string | null; id: string }>(
        app.db,
        sql`select customer_identification_type as type, customer_identification as id from quotations`,
      );
      const demoYear = new Set(
        demoClients(seededRandom(DEMO_BUSINESS_SEED), DEMO_BUSINESS_SIZE.clients).map(
          (client) => client.identification,
        ),
      );
      for (const { type, id } of ids) {
        if (type === 'cedula') expect(isValidCedula(id), id).toBe(true);
        if (type === 'ruc') expect(isValidRuc(id), id).toBe(true);
        if (type) expect(demoYear.has(id), id).toBe(true);
      }

      const statuses = await get<StatusCounts>('/api/metricas/estados');
      const quotationsIn = (status: string) =>
        statuses.quotations.find((item) => item.status === status)?.count ?? 0;
      for (const status of ['new', 'sent', 'rejected', 'expired', 'converted']) {
        expect(quotationsIn(status), status).toBeGreaterThan(0);
      }
      const ordersIn = (status: string) =>
        statuses.orders.find((item) => item.status === status)?.count ?? 0;
      for (const status of ['delivered', 'cancelled']) {
        expect(ordersIn(status), status).toBeGreaterThan(0);
      }
      expect(ordersIn('shipped') + ordersIn('ready') + ordersIn('delivered')).toBeGreaterThan(0);
      // The last days' orders are still on their way.
      expect(
        ordersIn('pending') + ordersIn('confirmed') + ordersIn('shipped') + ordersIn('ready'),
      ).toBeGreaterThan(0);

      const conversion = await get<Conversion>('/api/metricas/conversion');
      expect(conversion.converted).toBeGreaterThan(20);
      expect(conversion.ratePercent).toBeGreaterThan(10);
      expect(conversion.averageDaysToConvert).toBeGreaterThan(0);

      const series = await get<QuotationCommentSeries>(
        '/api/metricas/serieCotizaAndComentario?agrupar=mes',
      );
      expect(series.items.filter((item) => item.quotations > 0).length).toBeGreaterThanOrEqual(10);
      expect(series.totals.comments).toBeGreaterThan(0);

      const pending = await get<PendingCommentsResponse>('/api/metricas/comentariosPendientes');
      expect(pending.total).toBeGreaterThanOrEqual(3);

      // Principal: today and this month have figures.
      const summary = await get<DashboardSummary>('/api/metricas/resumen');
      expect(summary.day.quotations.current).toBeGreaterThan(0);
      expect(summary.month.quotations.current).toBeGreaterThan(0);
      const waiting = (kind: string) => summary.waiting.find((item) => item.kind === kind)?.count;
      expect(waiting('commentsPending')).toBe(pending.total);
      // Yesterday's buyer's question still waits for an answer; older ones were seen.
      expect(waiting('quotationMessages')).toBeGreaterThanOrEqual(1);
      expect(waiting('quotationRequests')).toBeLessThan(20);
    },
    YEAR_TIMEOUT_MS,
  );

  it('adds nothing when loaded again', async () => {
    const before = [await count(app, 'quotations'), await count(app, 'orders')];
    expect(await loadDemoActivity(app.db, { settings, now })).toEqual({
      quotations: 0,
      orders: 0,
      comments: 0,
    });
    expect([await count(app, 'quotations'), await count(app, 'orders')]).toEqual(before);
  });

  it(
    'writes the same year from the same seed',
    async () => {
      const other = await buildTestApp();
      try {
        await roleTokens(other);
        await seedCatalog(other.db, FIXTURE);
        await loadDemoActivity(other.db, { settings, now });
        const mine = await snapshot(app);
        expect(mine.length).toBeGreaterThan(0);
        expect(await snapshot(other)).toEqual(mine);
      } finally {
        await other.close();
      }
    },
    YEAR_TIMEOUT_MS,
  );

  it('leaves with the demo data, keeping the own quotations of the shop, and gives its numbers back', async () => {
    const [presentation] = await queryRows<{ id: string }>(
      app.db,
      sql`select pp.id from product_presentations pp join products p on p.id = pp.product_id
           where p.status = 'published' and pp.price_cents is not null order by p.code limit 1`,
    );
    const asked = await app.inject({
      method: 'POST',
      url: '/api/cotizar/guardar',
      remoteAddress: '10.40.0.1',
      payload: {
        customer: { name: 'Ferretería Los Andes', email: 'compras@ferreteria-andes.ec' },
        items: [{ presentationId: presentation!.id, quantity: 2 }],
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const own = (asked.json() as { number: string }).number;
    // After the demo's, as the counter stands.
    expect(Number(own.slice(9))).toBeGreaterThan(100);

    // Staff saved every product (they are theirs now): the demo's orders took stock from them.
    await app.db.execute(sql`update products set demo = false`);
    expect(await stocks()).not.toEqual(stockBefore);

    await removeDemoData(app.db);
    // What the demo's orders took is back.
    expect(await stocks()).toEqual(stockBefore);
    const left = await queryRows<{ number: string }>(app.db, sql`select number from quotations`);
    expect(left).toEqual([{ number: own }]);
    for (const table of ['orders', 'order_events', 'formula_comments', 'quotation_messages']) {
      expect(await count(app, table), table).toBe(0);
    }
    // Only the numbers no one holds any longer are given back.
    const counters = await queryRows<{ series: string; last: number }>(
      app.db,
      sql`select series, last_number as last from document_counters
           where series in ('COT', 'PED') and last_number > 0`,
    );
    expect(counters.map((row) => [row.series, Number(row.last)])).toEqual([
      ['COT', Number(own.slice(9))],
    ]);
  });
});
