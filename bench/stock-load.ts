// The stock ledger under load, for `bench/run.ts`: the kardex of a product with a long history
// (read beside the same reads of a product with a short one), and order confirmations that
// reserve stock, 20 staff at once on the same products (beside the same orders' next status,
// which touches no stock). Afterwards the branch's reservations must equal what was confirmed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../apps/api/src/db/client';
import type { RunningServer } from '../e2e/support/server';
import type { Row } from './catalog-load';
import { billingOf, buyerAddress, orderableLines } from './selling-load';

type Recorder = (row: Row) => void;
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

const STAFF = 20;

type Rows<T> = { rows: T[] };

/**
 * Gives one product `moves` moves spread over its branches and the last two years, as a busy
 * product of a distributor would have: in each branch two entries of 3 then an exit of 2, so the
 * running balance never goes below zero. Levels and the product's available stock are kept in
 * step, as the ledger keeps them. Runs on the database before the server starts (PGlite has one
 * process).
 */
export async function addKardexHistory(db: Db, moves: number) {
  const picked = (await db.execute(sql`
    select p.id, p.slug, array_agg(l.branch_id order by l.branch_id) as branches
    from products p join stock_levels l on l.product_id = p.id
    where p.status = 'published'
    group by p.id, p.slug, p.code
    having count(*) >= 2
    order by p.code
    limit 2`)) as unknown as Rows<{ id: string; slug: string; branches: string[] }>;
  const [busy, quiet] = picked.rows;
  if (!busy || !quiet) throw new Error('the demo has no product stocked at two branches');
  const branches = busy.branches.slice(0, 2);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into stock_moves (product_id, branch_id, quantity, balance, kind, reference, note, created_at)
      select ${busy.id}::uuid, branch, quantity,
             start + sum(quantity) over (partition by branch order by n),
             case when quantity < 0 then 'sale' else 'purchase' end::stock_move_kind,
             'BENCH-' || n, '',
             now() - interval '730 days' * (1 - n::float8 / ${moves})
      from (
        select n, (array[${branches[0]!}, ${branches[1]!}]::text[])[n % 2 + 1] as branch,
               case when (n / 2) % 3 = 2 then -2 else 3 end::numeric as quantity
        from generate_series(1, ${moves}) as n
      ) as series
      join (select branch_id, on_hand as start from stock_levels where product_id = ${busy.id}) as level
        on level.branch_id = series.branch
      order by n`);
    await tx.execute(sql`
      update stock_levels l set on_hand = l.on_hand + added.total
      from (select branch_id, sum(quantity) as total from stock_moves
            where product_id = ${busy.id} and reference like 'BENCH-%' group by branch_id) as added
      where l.product_id = ${busy.id} and l.branch_id = added.branch_id`);
    await tx.execute(sql`
      update products set stock = (select sum(on_hand - reserved) from stock_levels
                                   where product_id = ${busy.id}) where id = ${busy.id}`);
  });
  await db.execute(sql`analyze stock_moves`);
  const counted = (await db.execute(
    sql`select count(*)::int as n from stock_moves where product_id = ${quiet.id}`,
  )) as unknown as Rows<{ n: number }>;
  return { busy: { ...busy, moves }, quiet: { ...quiet, moves: counted.rows[0]!.n }, branches };
}

export type KardexProducts = Awaited<ReturnType<typeof addKardexHistory>>;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function send(url: string, token: string, init?: { method: string; body: object }) {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init ? { 'content-type': 'application/json' } : {}),
    },
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** One staff member reading a kardex the ways its screen does, each way several times. */
async function kardexTimings(
  server: RunningServer,
  token: string,
  productId: string,
  branch: string,
) {
  const year = new Date().getFullYear() - 1;
  const queries = [
    '',
    `&branchId=${branch}`,
    '&kind=sale',
    `&desde=${year}-03-01&hasta=${year}-03-31`,
    '&page=10',
    '&pageSize=100',
  ];
  const timings: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await send(`${server.url}/api/inventario/kardex?id=${productId}${query}`, token);
      timings.push(performance.now() - started);
    }
  }
  return timings.sort((a, b) => a - b);
}

async function measureKardex(
  server: RunningServer,
  engine: string,
  record: Recorder,
  token: string,
  products: KardexProducts,
) {
  const [branch] = products.branches;
  const quiet = await kardexTimings(server, token, products.quiet.id, branch!);
  const busy = await kardexTimings(server, token, products.busy.id, branch!);
  const p95 = percentile(busy, 95);
  record({
    measure: `kardex, ${products.busy.moves.toLocaleString('en')} moves (6 views × 30)`,
    engine,
    value: `p95 ${p95.toFixed(1)} ms (p50 ${percentile(busy, 50).toFixed(1)} ms)`,
    reference:
      `same views of a product with ${products.quiet.moves} moves: p95 ${percentile(quiet, 95).toFixed(1)} ms; ` +
      'goal ≤ 100 ms',
    verdict: p95 <= 100 ? 'ok' : 'MISSED',
  });
}

/** `count` pending pickup orders of the same lines, from distinct buyers. */
async function createOrders(server: RunningServer, count: number, lines: object[]) {
  const marker = `stock-${Date.now()}`;
  const ids: string[] = [];
  let next = 0;
  const buyer = async () => {
    while (next < count) {
      const n = (next += 1);
      const response = await fetch(`${server.url}/api/pedido/crear`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': buyerAddress(n + (2 << 20)),
        },
        body: JSON.stringify({
          items: lines,
          billing: billingOf(`reserva${n}@${marker}.example`),
          delivery: { method: 'pickup', branchIndex: 0 },
          payment: { method: 'transfer' },
          idempotencyKey: randomUUID(),
        }),
      });
      const body = (await response.json()) as { id?: string };
      if (response.status !== 201 || !body.id)
        throw new Error(`order creation: ${response.status} ${JSON.stringify(body)}`);
      ids.push(body.id);
    }
  };
  await Promise.all(Array.from({ length: 10 }, buyer));
  return ids;
}

/** `STAFF` staff members move the orders to `status` at once; the rate and the latencies. */
async function moveAll(server: RunningServer, token: string, ids: string[], status: string) {
  const queue = [...ids];
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/pedido/cambiarEstado`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id, status }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok)
        failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: STAFF }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = [...failures].map(([status, n]) => `${n}× ${status}`).join(', ');
  return {
    rate: ids.length / seconds,
    text:
      `${(ids.length / seconds).toFixed(1)}/s (p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(0)} ms${failed ? `; refused ${failed}` : ''})`,
    failed: failures.size > 0,
  };
}

type Level = { branchId: string; reserved: number; available: number };

async function levelAt(server: RunningServer, token: string, productId: string, branchId: string) {
  const { levels } = (await send(`${server.url}/api/inventario/stock?id=${productId}`, token)) as {
    levels: Level[];
  };
  return levels.find((level) => level.branchId === branchId)!;
}

async function measureConfirmations(
  server: RunningServer,
  engine: string,
  record: Recorder,
  token: string,
  options: { orders: number },
) {
  const lines = (await orderableLines(server.url)).map((line) => ({ ...line, quantity: 1 }));
  const { settings } = (await send(`${server.url}/api/empresa/datos`, token)) as {
    settings: { branches: { id: string }[] };
  };
  const branchId = settings.branches[0]!.id;
  const [probe, ...ids] = await createOrders(server, options.orders + 1, lines);
  const order = (await send(`${server.url}/api/pedido/getPedido?id=${probe}`, token)) as {
    lines: { productId: string }[];
  };
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  // Enough at the pickup branch for every order, as a count by staff would set it.
  for (const productId of productIds) {
    await send(`${server.url}/api/inventario/ajuste`, token, {
      method: 'POST',
      body: { productId, branchId, counted: 1_000_000, reason: 'Conteo del benchmark de reservas' },
    });
  }
  // One order confirmed alone says what each order holds of each product, in its unit.
  const levels = async () =>
    new Map(
      await Promise.all(
        productIds.map(async (id) => [id, await levelAt(server, token, id, branchId)] as const),
      ),
    );
  const before = await levels();
  await moveAll(server, token, [probe!], 'confirmed');
  const afterProbe = await levels();
  const perOrder = new Map(
    productIds.map((id) => [
      id,
      Math.round((afterProbe.get(id)!.reserved - before.get(id)!.reserved) * 1000),
    ]),
  );

  const confirmed = await moveAll(server, token, ids, 'confirmed');
  const ready = await moveAll(server, token, ids, 'ready');
  record({
    measure: `order confirmation with reservations, ${STAFF} staff, same ${productIds.length} products`,
    engine,
    value: `${confirmed.text} over ${ids.length} orders`,
    reference: `next status without stock (confirmed → ready): ${ready.text}`,
    verdict: confirmed.failed || ready.failed ? 'MISSED' : 'ok',
  });

  // What the orders hold is exactly what was confirmed, and nothing went below zero.
  const after = await levels();
  const exact = productIds.filter((id) => {
    const held = Math.round((after.get(id)!.reserved - afterProbe.get(id)!.reserved) * 1000);
    return held === perOrder.get(id)! * ids.length && after.get(id)!.available >= 0;
  });
  record({
    measure: 'reservations = confirmed orders',
    engine,
    value: `${exact.length} of ${productIds.length} products hold exactly what ${ids.length} orders need`,
    reference: 'goal: all',
    verdict: exact.length === productIds.length ? 'ok' : 'MISSED',
  });
}

export async function measureStock(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: { token: string; kardex: KardexProducts; orders: number },
) {
  await measureKardex(server, engine, record, options.token, options.kardex);
  await measureConfirmations(server, engine, record, options.token, { orders: options.orders });
}
