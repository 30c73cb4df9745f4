import { inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { users, type UserRow } from '../../db/schema';
import { seededRandom } from '../../lib/seeded-random';
import { orderActorOf } from '../../modules/orders';
import type { QuotationSettings } from '../../modules/quotations';
import { planComment } from './activity-comments';
import { DEMO_ADDRESS_PREFIX } from './activity-marks';
import { planCheckoutOrder } from './activity-orders';
import { runSteps, yearPlanner, type Saleable, type Written } from './activity-planner';
import { planQuotation } from './activity-quotations';
import { activityTexts } from './activity-texts';
import { DEMO_BUSINESS_SEED, DEMO_BUSINESS_SIZE, demoClients } from './demo-business';

// A believable year of the demo shop's selling: quotations asked for on the site and by staff,
// sent, answered, rejected, left to expire or accepted into orders; orders from the checkout; all
// moved through their lifecycle; and comments on the formula posts, most approved, a few waiting.
// Every record goes through the services the screens use (the server prices every line), each
// step at its own instant of the past year, in the order they happened, so numbers follow dates.
// Nothing is mailed: e-mails are sent by the routes, never by these services. Its words are data
// (data/activity-texts.json); each kind of record is planned in its own file (activity-*.ts).

export type DemoActivitySize = { quotations: number; checkoutOrders: number; comments: number };
export const DEMO_ACTIVITY_SIZE: DemoActivitySize = {
  quotations: 150,
  checkoutOrders: 32,
  comments: 40,
};
const DEMO_ACTIVITY_SEED = 1_790_016;

/** The demo catalogue's presentations for sale, in a fixed order (the seed picks by position). */
async function saleablePresentations(db: Database): Promise<Saleable[]> {
  return queryRows<Saleable>(
    db,
    sql`select pp.id as "presentationId", p.code as "productCode", pp.price_cents as "listCents"
          from products p join product_presentations pp on pp.product_id = p.id
         where p.demo and p.status = 'published' and pp.price_cents is not null
         order by p.code, pp.position`,
  );
}

async function demoFormulaIds(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from formulas where demo and status = 'published' order by slug`,
  );
  return rows.map((row) => row.id);
}

/** The staff member the demo's staff steps are made by: the first administrator (or seller). */
async function demoStaff(db: Database): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(sql`${users.role} = 'admin' desc`, users.createdAt);
  return rows.find((row) => row.status === 'active') ?? rows[0] ?? null;
}

/** Whether the demo activity is already in the database (it is loaded once). */
async function activityLoaded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ loaded: boolean }>(
    db,
    sql`select exists (select 1 from quotations where ip like ${`${DEMO_ADDRESS_PREFIX}%`})
            or exists (select 1 from orders where demo)
            or exists (select 1 from formula_comments where ip like ${`${DEMO_ADDRESS_PREFIX}%`}) as loaded`,
  );
  return Boolean(row?.loaded);
}

/**
 * Loads the demo year of selling, once, in one transaction: about 150 quotations, 80 orders
 * (from the checkout and from accepted quotations) and 40 formula comments, backdated over the
 * year before `now` on the shop's calendar. The same seed writes the same year. Answers what it
 * wrote; nothing when it is there already, or there is no demo catalogue or staff member.
 */
export async function loadDemoActivity(
  db: Database,
  options: {
    settings: QuotationSettings;
    now?: Date;
    size?: DemoActivitySize;
    seed?: number;
  },
): Promise<Written> {
  const now = options.now ?? new Date();
  const size = options.size ?? DEMO_ACTIVITY_SIZE;
  const nothing = { quotations: 0, orders: 0, comments: 0 };
  return db.transaction(async (tx) => {
    if (await activityLoaded(tx)) return nothing;
    // One after another: a transaction's queries share one connection.
    const saleable = await saleablePresentations(tx);
    const formulaIds = await demoFormulaIds(tx);
    const staff = await demoStaff(tx);
    if (saleable.length === 0 || !staff) return nothing;

    const planner = yearPlanner({
      rng: seededRandom(options.seed ?? DEMO_ACTIVITY_SEED),
      now,
      // The demo year's own clients: the quotations and orders name the people Consultas shows.
      clients: demoClients(seededRandom(DEMO_BUSINESS_SEED), DEMO_BUSINESS_SIZE.clients),
      saleable,
      staff,
      actor: orderActorOf(staff),
      settings: options.settings,
      texts: activityTexts(),
    });
    for (let index = 0; index < size.quotations; index += 1) planQuotation(planner, index);
    for (let index = 0; index < size.checkoutOrders; index += 1) planCheckoutOrder(planner, index);
    for (let index = 0; index < (formulaIds.length ? size.comments : 0); index += 1) {
      planComment(planner, formulaIds, index);
    }
    await runSteps(tx, planner);
    return planner.written;
  });
}

/**
 * Removes the demo's quotations (with their revisions and messages), its orders (from the
 * checkout and from those quotations) and its comments, then gives the numbers they took back
 * when no later document holds one: the shop's first own quotation is COT-…-000001 again. The
 * stock its confirmed orders took goes back to the products staff keep.
 */
export async function removeDemoActivity(tx: Database): Promise<void> {
  const demoAddress = `${DEMO_ADDRESS_PREFIX}%`;
  const demoOrders = sql`select id from orders
    where demo
       or quotation_id in (select id from quotations where ip like ${demoAddress})`;
  await tx.execute(
    sql`update products p set stock = p.stock + taken.amount
          from (select product_id, sum(stock_taken) as amount from order_lines
                 where order_id in (${demoOrders}) and stock_taken is not null
                 group by product_id) taken
         where p.id = taken.product_id and not p.demo`,
  );
  await tx.execute(sql`delete from orders where id in (${demoOrders})`);
  await tx.execute(sql`delete from quotations where ip like ${demoAddress}`);
  await tx.execute(sql`delete from formula_comments where ip like ${demoAddress}`);
  await tx.execute(
    sql`update document_counters c
           set last_number = coalesce(
                 case c.series
                   when 'COT' then (select max(substring(number from 10)::int) from quotations
                                     where number like 'COT-' || c.year || '-%')
                   when 'PED' then (select max(substring(number from 10)::int) from orders
                                     where number like 'PED-' || c.year || '-%')
                 end, 0)
         where c.series in ('COT', 'PED')`,
  );
}
