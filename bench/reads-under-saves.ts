// Reads while one member of staff saves one product's description ten times a second, beside the
// same reads alone, for `bench/run.ts`. A save of one product should cost the readers little
// more than that product's own page (goal ≥ 80 %).
import autocannon from 'autocannon';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import type { RunningServer } from '../e2e/support/server';
import { discover, json, visitorReads, type Row } from './catalog-load';

type Recorder = (row: Row) => void;
type Slice = { rps: number; p99: number; errors: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `connections` readers on the mixed load's reads (products' pages and answers, lists, facets,
 * formulas, the home page), alone and while one staff client saves the description of one of the
 * read products `savesPerSecond` times a second, in alternating slices (this machine's speed
 * drifts within a minute: a drift weighs on both sides of the ratio alike). Every read must
 * answer 200 and every save 200.
 */
export async function measureReadsUnderSaves(
  server: RunningServer,
  engine: string,
  record: Recorder,
  options: {
    token: string;
    connections: number;
    duration: number;
    savesPerSecond: number;
    slices?: number;
  },
) {
  const catalogue = await discover(server.url);
  const reads = visitorReads(catalogue);
  const product = (
    await json<{ product: Product }>(
      `${server.url}/api/producto/getProducto?id=${catalogue.products[0]!.id}&incluirBorradores=true`,
      options.token,
    )
  ).product;
  let pick = 0;
  const readSlice = async (seconds: number): Promise<Slice> => {
    const result = await autocannon({
      url: server.url,
      connections: options.connections,
      duration: seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: reads[(pick = (pick + 1) % reads.length)]!,
          }),
        },
      ],
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  };
  // Warm: every read cached, as a shop's visitors keep it.
  for (let round = 0; round < 2; round += 1) {
    for (const path of reads) await fetch(server.url + path).then((answer) => answer.arrayBuffer());
  }

  let revision = 0;
  const saveStatuses = new Map<string, number>();
  const saveTimes: number[] = [];
  const saving = async (until: () => boolean) => {
    const interval = 1000 / options.savesPerSecond;
    while (!until()) {
      const started = performance.now();
      revision += 1;
      const body = {
        ...productSaveBodyOf(product),
        description: `${product.description}\n\nRevisión ${revision}: ficha técnica actualizada.`,
      };
      let status: string;
      try {
        const answer = await fetch(`${server.url}/api/producto/guardar`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.token}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        await answer.arrayBuffer();
        status = String(answer.status);
      } catch (error) {
        status = error instanceof Error ? error.name : 'error';
      }
      saveStatuses.set(status, (saveStatuses.get(status) ?? 0) + 1);
      const took = performance.now() - started;
      saveTimes.push(took);
      await sleep(Math.max(0, interval - took));
    }
  };

  const slices = Math.max(1, options.slices ?? 3);
  const seconds = Math.max(1, Math.round(options.duration / slices));
  const alone: Slice[] = [];
  const underSaves: Slice[] = [];
  for (let slice = 0; slice < slices; slice += 1) {
    alone.push(await readSlice(seconds));
    let done = false;
    const writer = saving(() => done);
    underSaves.push(await readSlice(seconds));
    done = true;
    await writer;
    // Lists a save left stale are loaded again within this time: the next slice reads alone.
    await sleep(2500);
  }
  const combine = (runs: Slice[]): Slice => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  const base = combine(alone);
  const loaded = combine(underSaves);
  const ratio = loaded.rps / base.rps;
  const saves = [...saveStatuses.values()].reduce((a, b) => a + b, 0);
  const saveFailures = saves - (saveStatuses.get('200') ?? 0);
  saveTimes.sort((a, b) => a - b);
  const median = saveTimes[saveTimes.length >> 1] ?? 0;
  record({
    measure: 'reads under saves: read req/s',
    engine,
    value:
      `${loaded.rps.toFixed(0)} req/s, p99 ${loaded.p99} ms${loaded.errors ? `, ${loaded.errors} errors` : ''} ` +
      `(${options.connections} connections; one client saving a description ` +
      `${options.savesPerSecond}/s: ${saves} saves in ${slices * seconds} s, ` +
      `median ${median.toFixed(0)} ms${saveFailures ? `, ${saveFailures} failed: ${[...saveStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')}` : ''})`,
    reference:
      `reads alone ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms` +
      `${base.errors ? `, ${base.errors} errors` : ''}; ${(ratio * 100).toFixed(0)} %, goal ≥ 80 %`,
    verdict: ratio >= 0.8 && !loaded.errors && !base.errors && !saveFailures ? 'ok' : 'MISSED',
  });
}
