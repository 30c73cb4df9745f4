// `npm run bench`: the speed goals of the catalogue, each printed beside its reference or goal,
// measured in this run, on PGlite and on PostgreSQL. Not a test: it never fails on a number; read
// the table. `-- --only cache,mixed` runs some measures only (cache, search, js, lighthouse,
// mixed, saves, selling, stock, consultas, invoicing); `--duration`, `--mixed-duration`, `--selling-duration`,
// `--consultas-invoices`, `--consultas-lines` and `--saves-duration` shorten them for a smoke run.
// `BENCH_SERVER_NODE_OPTIONS` is given to the server (see `bench/cpu-profile.mjs`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { shopYear } from '../apps/api/src/db/document-numbers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchBrowser } from '../e2e/support/chromium';
import { ADMIN, startServer, type RunningServer } from '../e2e/support/server';
import { measureCache, measureMixed, type MixedOutcome, type Row } from './catalog-load';
import { measureConsultaReads, measureConsultasImport } from './consultas-import';
import { measureReadsUnderSaves } from './reads-under-saves';
import { measureSelling, type SellingOutcome } from './selling-load';
import { addKardexHistory, measureStock, type KardexProducts } from './stock-load';
import { BENCH_CERTIFICATE, measureInvoicingEndToEnd, measureSigning } from './invoicing-load';
import { startSriPeer } from '../apps/api/src/test/sri-peer';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    // Seconds per measured URL (the app, then the bare server).
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '50' },
    'mixed-duration': { type: 'string', default: '60' },
    'saves-per-second': { type: 'string', default: '10' },
    // Seconds of reads alone and as many under one client's description saves, in slices.
    'saves-duration': { type: 'string', default: '30' },
    // Seconds of order creation, then as many of quotation creation.
    'selling-duration': { type: 'string', default: '15' },
    'consultas-invoices': { type: 'string', default: '20000' },
    'consultas-lines': { type: 'string', default: '1000000' },
    only: {
      type: 'string',
      default: 'cache,search,js,lighthouse,mixed,saves,selling,stock,consultas,invoicing',
    },
    // Orders invoiced end to end through the loopback SRI peer.
    'invoicing-orders': { type: 'string', default: '200' },
    // The kardex's long history, and the orders confirmed at once by staff.
    'kardex-moves': { type: 'string', default: '100000' },
    'stock-orders': { type: 'string', default: '300' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const MIXED_DURATION = Number(values['mixed-duration']);
const SELLING_DURATION = Number(values['selling-duration']);
const ONLY = new Set(values.only!.split(','));
const CONSULTAS_LINES = Number(values['consultas-lines']);
if (values['skip-lighthouse']) ONLY.delete('lighthouse');
const LIGHTHOUSE_RUNS = Math.max(1, Number(values['lighthouse-runs']));
const ENGINES = values.engines!.split(',') as ('pglite' | 'postgres')[];
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';

const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  console.log(`  ${row.measure} [${row.engine}]: ${row.value} (${row.reference}) ${row.verdict}`);
};

function seed(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'tsx',
      'apps/api/src/flows/demo-data/seed-cli.ts',
      '--products',
      String(PRODUCTS),
      // The consultas read a million sale lines (or what `--consultas-lines` says).
      ...(ONLY.has('consultas') ? ['--sales', String(CONSULTAS_LINES)] : []),
    ],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

type PreparedEngine = {
  env: Record<string, string>;
  dataDir?: string;
  seconds: number;
  cleanup(): Promise<void>;
};

async function prepareEngine(engine: 'pglite' | 'postgres'): Promise<PreparedEngine> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'quimia-bench-'));
    const seconds = seed({ DATA_DIR: dataDir });
    return {
      env: { JWT_SECRET },
      dataDir,
      seconds,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `quimia_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const seconds = seed({ DATABASE_URL: url.toString() });
  return {
    env: { DATABASE_URL: url.toString(), JWT_SECRET },
    dataDir: undefined,
    seconds,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measureSearch(server: RunningServer, engine: string) {
  const names = (await (await fetch(`${server.url}/api/producto/lista?pageSize=100`)).json()) as {
    items: { name: string; casNumber: string | null }[];
  };
  const typo = (word: string) => (word.length > 5 ? word.slice(0, 3) + word.slice(4) : word);
  // Each distinct: a repeated query would be answered from the cache.
  const queries = [
    ...new Set([
      'acido citrico',
      'ÁCIDO CÍTRICO',
      'acido citrco',
      '77-92-9',
      'soda caustica',
      'hipoclorito',
      'glicerina',
      'texapon',
      'tensoactivo',
      'conservante para shampoo',
      'cloro piscina',
      'fertilizante foliar',
      ...names.items
        .slice(0, 60)
        .flatMap((item) => [
          item.name.toLowerCase(),
          typo(item.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
        ]),
    ]),
  ];
  // Warm up on other words (the measured searches must not come from the cache), then time each
  // request from the client, HTTP included: every query by relevance, then again by name.
  for (const item of names.items.slice(60, 80))
    await fetch(`${server.url}/api/producto/buscar?q=${encodeURIComponent(item.name)}`);
  const timings: number[] = [];
  for (const sort of ['relevance', 'name']) {
    for (const q of queries) {
      const started = performance.now();
      const response = await fetch(
        `${server.url}/api/producto/buscar?q=${encodeURIComponent(q)}&sort=${sort}`,
      );
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  record({
    measure: 'search p95',
    engine,
    value: `${p95.toFixed(1)} ms over ${timings.length} queries (p50 ${percentile(timings, 50).toFixed(1)} ms)`,
    reference: 'goal ≤ 25 ms',
    verdict: p95 <= 25 ? 'ok' : 'MISSED',
  });
}

async function measureJavaScript(server: RunningServer) {
  const browser = await launchBrowser();
  try {
    for (const path of ['/', '/product']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const kb = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) / 1024;
      record({
        measure: `first-visit JS ${path}`,
        engine: '-',
        value: `${kb.toFixed(1)} KB transferred in ${scripts.length} files`,
        reference: 'goal ≤ 200 KB',
        verdict: kb <= 200 ? 'ok' : 'MISSED',
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

async function measureLighthouse(server: RunningServer, productSlug: string, engine: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  // Lighthouse's own advice: one run varies by several points; the median of a few does not.
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  try {
    for (const path of ['/', '/product', `/product/${productSlug}`]) {
      const runs: { score: number; fcp: number; lcp: number; tbt: number; cls: number }[] = [];
      // A run Lighthouse could not complete (its trace had no paint, say) scores 0: it is reported
      // and run again rather than counted as a measurement.
      const failures: string[] = [];
      while (runs.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_RUNS) {
        const result = await lighthouse(server.url + path, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const audits = result?.lhr.audits ?? {};
        const score = result?.lhr.categories.performance?.score;
        if (typeof score !== 'number') {
          failures.push(
            result?.lhr.runtimeError?.code ??
              audits['first-contentful-paint']?.errorMessage ??
              'no result',
          );
          continue;
        }
        runs.push({
          score: Math.round(score * 100),
          fcp: audits['first-contentful-paint']?.numericValue ?? 0,
          lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: audits['total-blocking-time']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        });
      }
      if (failures.length > 0)
        console.log(`  Lighthouse ${path}: runs that failed: ${failures.join('; ')}`);
      if (runs.length === 0) {
        record({
          measure: `Lighthouse mobile ${path}`,
          engine,
          value: 'no run completed',
          reference: 'goal ≥ 95',
          verdict: 'MISSED',
        });
        continue;
      }
      const score = median(runs.map((run) => run.score));
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      record({
        measure: `Lighthouse mobile ${path}`,
        engine,
        value:
          `${score} (median of ${runs.map((run) => run.score).join(', ')}; ` +
          `FCP ${seconds(median(runs.map((run) => run.fcp)))}, LCP ${seconds(median(runs.map((run) => run.lcp)))}, ` +
          `TBT ${median(runs.map((run) => run.tbt)).toFixed(0)} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)})`,
        reference: 'goal ≥ 95',
        verdict: score >= 95 ? 'ok' : 'MISSED',
      });
    }
  } finally {
    chrome.kill();
  }
}

type DatabaseAddress = { url: string } | { dataDir: string };

/** Opens the benchmarked database (its server stopped) for a check, and closes it afterwards. */
async function withDatabase(
  database: DatabaseAddress,
  check: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>,
) {
  const handle = await openDatabase(database);
  try {
    await check(handle.db);
  } finally {
    await handle.close();
  }
}

/** Rows in the database after a mixed load against the writes the app acknowledged. */
async function checkRows(engine: string, outcome: MixedOutcome, database: DatabaseAddress) {
  await withDatabase(database, async (db) => {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]!.n);
    };
    const contact = await count(
      sql`select count(*)::int as n from contact_messages where email like ${`%@${outcome.marker}.example`}`,
    );
    const comments = await count(
      sql`select count(*)::int as n from formula_comments where body like ${`%${outcome.marker}`}`,
    );
    let stale = 0;
    for (const [id, stock] of outcome.lastStock) {
      const result = (await db.execute(
        sql`select stock from products where id = ${id}`,
      )) as unknown as { rows: { stock: string | number }[] };
      if (Number(result.rows[0]?.stock) !== stock) stale += 1;
    }
    const ok = contact === outcome.contactAcked && comments === outcome.commentAcked && stale === 0;
    record({
      measure: 'mixed load: rows = acknowledged writes',
      engine,
      value:
        `contact ${contact} rows / ${outcome.contactAcked} acknowledged; comments ${comments} / ` +
        `${outcome.commentAcked}; products whose stock is not their last acknowledged save: ${stale} of ${outcome.lastStock.size}`,
      reference: 'goal: equal',
      verdict: ok ? 'ok' : 'MISSED',
    });
  });
}

/** Orders and quotations in the database after the selling load against those acknowledged. */
async function checkSellingRows(
  engine: string,
  outcome: SellingOutcome,
  database: DatabaseAddress,
) {
  await withDatabase(database, async (db) => {
    const first = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(query)) as unknown as {
        rows: { rows: number; numbers: number; last: number | null }[];
      };
      const row = result.rows[0]!;
      return { rows: Number(row.rows), numbers: Number(row.numbers), last: Number(row.last ?? 0) };
    };
    const domain = `%@${outcome.marker}.example`;
    const orders = await first(
      sql`select count(*)::int as rows, count(distinct number)::int as numbers, 0 as last
          from orders where billing_email like ${domain}`,
    );
    const quotations = await first(
      sql`select count(*)::int as rows, count(distinct number)::int as numbers, 0 as last
          from quotations where customer_email like ${domain}`,
    );
    // No gaps: in each series of the year the last number is the count of its documents.
    const series = async (table: 'orders' | 'quotations', prefix: string) =>
      first(
        sql`select count(*)::int as rows, count(distinct number)::int as numbers,
                   max(substring(number from 10)::int) as last
            from ${sql.identifier(table)} where number like ${`${prefix}-${shopYear(new Date())}-%`}`,
      );
    const orderSeries = await series('orders', 'PED');
    const quotationSeries = await series('quotations', 'COT');
    const ok =
      orders.rows === outcome.acknowledged.order &&
      quotations.rows === outcome.acknowledged.quotation &&
      orders.numbers === orders.rows &&
      quotations.numbers === quotations.rows &&
      orderSeries.last === orderSeries.rows &&
      quotationSeries.last === quotationSeries.rows;
    record({
      measure: 'selling: rows = acknowledged creations',
      engine,
      value:
        `orders ${orders.rows} rows / ${outcome.acknowledged.order} acknowledged, ` +
        `quotations ${quotations.rows} / ${outcome.acknowledged.quotation}; numbers: ` +
        `PED last ${orderSeries.last} of ${orderSeries.rows}, COT last ${quotationSeries.last} of ${quotationSeries.rows}`,
      reference: 'goal: equal, numbers without gaps or repeats',
      verdict: ok ? 'ok' : 'MISSED',
    });
  });
}

async function signIn(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const load = spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
console.log(
  `Benchmarks: ${PRODUCTS} generated products, ${DURATION} s per cached URL at ${CONNECTIONS} connections, ` +
    `mixed load ${MIXED_DURATION} s, engines ${ENGINES.join(', ')}; measures ${[...ONLY].join(', ')}\n` +
    `Machine: ${load} (measure on a quiet machine: load average under 1.5)`,
);
spawnSync('node', ['-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"], {
  cwd: root,
  stdio: 'inherit',
});
// The SRI's two services, spoken on the loopback (as the tests do).
const sriPeer = ONLY.has('invoicing') ? await startSriPeer() : null;
const sriEnv: Record<string, string> = sriPeer
  ? {
      SRI_RECEPCION_URL: sriPeer.receptionUrl,
      SRI_AUTORIZACION_URL: sriPeer.authorizationUrl,
      COMPANY_RUC: BENCH_CERTIFICATE.ruc,
    }
  : {};
for (const [index, engine] of ENGINES.entries()) {
  console.log(`\n[${engine}] seeding…`);
  const prepared = await prepareEngine(engine);
  record({
    measure: 'seed',
    engine,
    value: `${prepared.seconds.toFixed(1)} s`,
    reference: `${PRODUCTS} products`,
    verdict: '',
  });
  const database: DatabaseAddress = prepared.env.DATABASE_URL
    ? { url: prepared.env.DATABASE_URL }
    : { dataDir: join(prepared.dataDir!, 'pglite') };
  let kardex: KardexProducts | undefined;
  if (ONLY.has('stock')) {
    await withDatabase(database, async (db) => {
      kardex = await addKardexHistory(db, Number(values['kardex-moves']));
    });
  }
  // Writes come from distinct visitors through a proxy on the loopback (X-Forwarded-For).
  const server = await startServer(
    {
      ...prepared.env,
      ...sriEnv,
      TRUST_PROXY: '127.0.0.1',
      // `--import ./bench/cpu-profile.mjs`: a CPU profile of the server under the load.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
    },
    { dataDir: prepared.dataDir },
  );
  let outcome: MixedOutcome | undefined;
  let selling: SellingOutcome | undefined;
  try {
    const first = (
      (await (await fetch(`${server.url}/api/producto/lista?pageSize=1`)).json()) as {
        items: { slug: string }[];
      }
    ).items[0]!;
    if (ONLY.has('cache')) {
      await measureCache(server, engine, record, { connections: CONNECTIONS, duration: DURATION });
    }
    if (ONLY.has('search')) await measureSearch(server, engine);
    // The scripts are the same build whatever the engine; the pages' data is not.
    if (ONLY.has('js') && index === 0) await measureJavaScript(server);
    if (ONLY.has('lighthouse')) await measureLighthouse(server, first.slug, engine);
    if (ONLY.has('mixed')) {
      outcome = await measureMixed(server, engine, record, {
        token: await signIn(server.url),
        duration: MIXED_DURATION,
        savesPerSecond: Number(values['saves-per-second']),
      });
    }
    if (ONLY.has('saves')) {
      await measureReadsUnderSaves(server, engine, record, {
        token: await signIn(server.url),
        connections: CONNECTIONS,
        duration: Number(values['saves-duration']),
        savesPerSecond: Number(values['saves-per-second']),
      });
    }
    if (ONLY.has('selling')) {
      selling = await measureSelling(server, engine, record, { duration: SELLING_DURATION });
    }
    if (kardex) {
      await measureStock(server, engine, record, {
        token: await signIn(server.url),
        kardex,
        orders: Number(values['stock-orders']),
      });
    }
    if (ONLY.has('consultas')) {
      await measureConsultaReads(server, engine, record, {
        token: await signIn(server.url),
        lines: CONSULTAS_LINES,
      });
      await measureConsultasImport(server, engine, record, {
        token: await signIn(server.url),
        invoices: Number(values['consultas-invoices']),
      });
    }
    if (ONLY.has('invoicing')) {
      // Signing runs in the server's process the same way whatever the engine.
      if (index === 0) measureSigning('node', record);
      await measureInvoicingEndToEnd(server, engine, record, {
        token: await signIn(server.url),
        count: Number(values['invoicing-orders']),
      });
    }
  } finally {
    await server.stop();
    try {
      if (outcome) await checkRows(engine, outcome, database);
      if (selling) await checkSellingRows(engine, selling, database);
    } finally {
      await prepared.cleanup();
    }
  }
}

await sriPeer?.close();
console.log('\n| measure | engine | value | reference / goal | |\n|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.measure} | ${row.engine} | ${row.value} | ${row.reference} | ${row.verdict} |`,
  );
