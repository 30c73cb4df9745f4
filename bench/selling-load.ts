// Throughput of order and quotation creation (50 buyers at once, each a succession of distinct
// visitors) beside the catalogue read of the same run, for `bench/run.ts`. Every creation the app
// acknowledges must be in the database afterwards, with a number of its own.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { RunningServer } from '../e2e/support/server';
import type { Row } from './catalog-load';

type Recorder = (row: Row) => void;
export type SellingKind = 'order' | 'quotation';

export type SellingOutcome = {
  marker: string;
  /** Creations answered 201, by kind: the rows the database must hold. */
  acknowledged: Record<SellingKind, number>;
};

type Line = { presentationId: string; quantity: number };

const BUYERS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A company buying for itself: a RUC whose check digit is right, so no warning is involved. */
export const billingOf = (email: string) => ({
  identificationType: 'ruc',
  identification: '1790016919001',
  name: 'Limpieza Total S.A.',
  address: 'Av. de los Shyris N34-12, Quito',
  email,
  phone: '099 765 4321',
});

/** Visitors' addresses, as the loopback proxy forwards them; apart from the mixed load's range. */
export const buyerAddress = (n: number) => `203.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Two or three lines a buyer may order as they are: priced presentations of published products
 * whose single unit the server accepts (no minimum or multiple refuses it).
 */
export async function orderableLines(url: string): Promise<Line[]> {
  const list = await json<{ items: { id: string }[] }>(
    `${url}/api/producto/lista?page=1&pageSize=40`,
  );
  const lines: Line[] = [];
  for (const item of list.items) {
    if (lines.length === 3) break;
    const { product } = await json<{
      product: { presentations: { id: string; priceCents: number | null }[] };
    }>(`${url}/api/producto/getProducto?id=${item.id}`);
    const priced = product.presentations.find((p) => p.priceCents !== null);
    if (!priced) continue;
    const candidate = { presentationId: priced.id, quantity: 1 };
    const quote = await json<{ errors: string[] }>(`${url}/api/pedido/calcular`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [...lines, candidate],
        delivery: { method: 'pickup', branchIndex: 0 },
      }),
    });
    if (quote.errors.length === 0) lines.push(candidate);
  }
  if (lines.length < 2) throw new Error('the demo catalogue has no two orderable presentations');
  return lines;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `BUYERS` buyers send creations one after another for `duration` seconds; each request comes from
 * a new address (the per-address limit is not what is measured) with its own idempotency key.
 * Buyers stop at the end and wait for their answers, so every creation is acknowledged or refused.
 */
async function createMany(
  server: RunningServer,
  kind: SellingKind,
  duration: number,
  bodyOf: (n: number) => object,
) {
  const path = kind === 'order' ? '/api/pedido/crear' : '/api/cotizar/guardar';
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let sent = 0;
  let acknowledged = 0;
  const deadline = Date.now() + duration * 1000;
  const buyer = async () => {
    while (Date.now() < deadline) {
      const n = (sent += 1);
      const started = performance.now();
      let status: string;
      try {
        const response = await fetch(server.url + path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': buyerAddress(n + (kind === 'order' ? 0 : 1 << 20)),
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(bodyOf(n)),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = String(response.status);
        // The app asks to come back later when it is saturated: a real buyer's browser would.
        const retryAfter = Number(response.headers.get('retry-after'));
        if (response.status === 503) await sleep(Math.min(2, retryAfter || 1) * 1000);
      } catch (error) {
        status = error instanceof Error ? error.name : 'error';
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === '201') acknowledged += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, buyer));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { statuses, latencies, acknowledged, rate: acknowledged / seconds };
}

export async function measureSelling(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: { duration: number },
): Promise<SellingOutcome> {
  const lines = await orderableLines(server.url);
  const marker = `bench-${Date.now()}`;

  // The reference: the catalogue's most read answer, from the cache, with as many connections.
  const readPath = '/api/producto/lista?page=1&pageSize=20';
  await fetch(server.url + readPath);
  const reads = await autocannon({
    url: server.url + readPath,
    connections: BUYERS,
    duration: options.duration,
  });
  const reference = `catalogue read ${Math.round(reads.requests.average)} req/s at ${BUYERS} connections`;

  const orders = await createMany(server, 'order', options.duration, (n) => ({
    items: lines,
    billing: billingOf(`comprador${n}@${marker}.example`),
    delivery: { method: 'pickup', branchIndex: 0 },
    payment: { method: 'transfer' },
    idempotencyKey: randomUUID(),
  }));
  const quotations = await createMany(server, 'quotation', options.duration, (n) => ({
    customer: {
      name: 'Limpieza Total S.A.',
      email: `cotiza${n}@${marker}.example`,
      phone: '099 765 4321',
      identificationType: 'ruc',
      identification: '1790016919001',
      city: 'Quito',
    },
    items: lines,
    notes: `Cotización de prueba ${n}`,
    source: 'web',
  }));

  for (const [kind, result] of [
    ['order creation', orders],
    ['quotation creation', quotations],
  ] as const) {
    const answers = [...result.statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    const failed = [...result.statuses]
      .filter(([status]) => status !== '201' && status !== '503')
      .reduce((sum, [, n]) => sum + n, 0);
    record({
      measure: `${kind}, ${BUYERS} buyers`,
      engine,
      value:
        `${result.rate.toFixed(1)} created/s (p50 ${percentile(result.latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(result.latencies, 99).toFixed(0)} ms; ${answers})`,
      reference,
      verdict: failed === 0 ? 'ok' : 'MISSED',
    });
  }
  return {
    marker,
    acknowledged: { order: orders.acknowledged, quotation: quotations.acknowledged },
  };
}
