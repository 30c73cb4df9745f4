// `npm run bench:faults`: what survives a crash of the app and a restart of PostgreSQL, each
// figure printed beside its goal. Not a test: it never fails on a number; read the table.
//  (a) `kill -9` of the server during concurrent writes, then a restart: every write it
//      acknowledged (201) is there, on PGlite and on PostgreSQL;
//  (b) PostgreSQL stopped and started again under load, on a private cluster this script starts
//      (never the machine's shared one): the API answers 503 quickly during the gap, recovers by
//      itself, and every acknowledged write is there;
//  (c) four hostile ZIPs uploaded at once (300 entries of 1.9 MB of zeros, 617 KB each): the
//      server keeps answering `/api/health` meanwhile, within a second.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { zipSync } from 'fflate';
import pg from 'pg';
import { freePort } from '../e2e/support/server';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const SERVER_ENTRY = join(root, 'apps/api/dist/server.js');
const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    writers: { type: 'string', default: '16' },
    'skip-restart': { type: 'boolean', default: false },
    'skip-zip': { type: 'boolean', default: false },
    'skip-kill': { type: 'boolean', default: false },
  },
});
const ENGINES = values.engines!.split(',').filter(Boolean) as ('pglite' | 'postgres')[];
const WRITERS = Number(values.writers);
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';
const ADMIN = { email: 'admin@faults.produapps.ec', password: 'clave-del-admin-faults' };

type Row = { measure: string; engine: string; value: string; goal: string; verdict: string };
const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  console.log(`  ${row.measure} [${row.engine}]: ${row.value} (${row.goal}) ${row.verdict}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- The app, as `npm start` runs it, with a handle on its process to kill it.

type App = { url: string; child: ChildProcess; output: () => string };

async function startApp(env: Record<string, string>, port: number): Promise<App> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output}`);
    await sleep(100);
  }
  return { url, child, output: () => output };
}

async function stopApp(app: App, signal: NodeJS.Signals = 'SIGTERM') {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill(signal);
  await exited;
}

// ---- Writes: product saves by staff (not rate limited), each with its own code.

type Catalog = { token: string; typeId: number; lineId: number };

async function signIn(url: string): Promise<Catalog> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const [types, lines] = (await Promise.all(
    ['/api/producto/getOptionsTipoProducto', '/api/producto/getLineasNegocio'].map(async (path) =>
      (await fetch(url + path)).json(),
    ),
  )) as { items: { id: number }[] }[];
  return { token: accessToken, typeId: types!.items[0]!.id, lineId: lines!.items[0]!.id };
}

let sequence = 0;
function productBody(catalog: Catalog) {
  sequence += 1;
  const code = `FAULT-${process.pid}-${Date.now().toString(36)}-${sequence}`;
  return {
    code,
    name: `Producto de prueba de fallos ${sequence}`,
    typeId: catalog.typeId,
    businessLineIds: [catalog.lineId],
    applicationAreaIds: [],
    unit: 'kg',
    presentations: [{ label: '1 kg', size: 1, unit: 'kg', priceCents: 100 + sequence }],
    status: 'draft',
  };
}

type Outcome = {
  at: number;
  status: number | 'network';
  ms: number;
  id?: string;
  retryAfter?: boolean;
};

/** Writers that save products until stopped; every answer is kept with its time. */
function startWriters(url: string, catalog: Catalog, count: number) {
  let running = true;
  const outcomes: Outcome[] = [];
  const writer = async () => {
    while (running) {
      const started = Date.now();
      try {
        const response = await fetch(`${url}/api/producto/guardar`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${catalog.token}`,
          },
          body: JSON.stringify(productBody(catalog)),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json().catch(() => ({}))) as { product?: { id: string } };
        outcomes.push({
          at: started,
          status: response.status,
          ms: Date.now() - started,
          id: response.status === 201 ? body.product?.id : undefined,
          retryAfter: response.headers.has('retry-after'),
        });
      } catch {
        outcomes.push({ at: started, status: 'network', ms: Date.now() - started });
        // The server is gone: do not spin.
        await sleep(50);
      }
    }
  };
  const done = Promise.all(Array.from({ length: count }, writer));
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Acknowledged ids that the restarted app does not find. */
async function missingWrites(url: string, token: string, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let index = 0; index < ids.length; index += 20) {
    await Promise.all(
      ids.slice(index, index + 20).map(async (id) => {
        const response = await fetch(
          `${url}/api/producto/getProducto?id=${id}&incluirBorradores=true`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        if (response.status !== 200) missing.push(id);
      }),
    );
  }
  return missing;
}

// ---- Databases: PGlite in a temporary directory, or a new database on a PostgreSQL server.

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// ---- (a) kill -9 during writes.

async function killDuringWrites(engine: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'quimia-faults-'));
  const dbName = `quimia_faults_${Date.now()}`;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (engine === 'postgres') env.DATABASE_URL = await createDatabase(POSTGRES_URL, dbName);
  const port = await freePort();
  let app = await startApp(env, port);
  try {
    const catalog = await signIn(app.url);
    const writers = startWriters(app.url, catalog, WRITERS);
    // Long enough for a few hundred writes, with many in flight at the kill.
    await sleep(4000);
    app.child.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((resolve) => app.child.once('exit', resolve));
    await sleep(300);
    await writers.stop();

    const acknowledged = writers.outcomes.filter((outcome) => outcome.status === 201);
    const ackedBeforeKill = acknowledged.filter((outcome) => outcome.at + outcome.ms <= killedAt);
    const others = writers.outcomes.filter(
      (outcome) => outcome.status !== 201 && outcome.status !== 'network',
    );
    const cutShort = writers.outcomes.filter(
      (outcome) => outcome.status === 'network' && outcome.at < killedAt,
    );

    app = await startApp(env, port);
    const restartSeconds = (Date.now() - killedAt) / 1000;
    const missing = await missingWrites(
      app.url,
      catalog.token,
      acknowledged.map((outcome) => outcome.id!),
    );
    record({
      measure: 'kill -9 during writes: acknowledged writes present after restart',
      engine,
      value:
        `${acknowledged.length - missing.length} of ${acknowledged.length} ` +
        `(${ackedBeforeKill.length} acknowledged before the kill, ${cutShort.length} cut short ` +
        `by it, ${WRITERS} writers; ` +
        `${others.length} other answers: ${summarise(others)})`,
      goal: 'goal: all',
      verdict: missing.length === 0 && acknowledged.length > 0 ? 'ok' : 'MISSED',
    });
    record({
      measure: 'kill -9: back up after',
      engine,
      value: `${restartSeconds.toFixed(1)} s (kill to a healthy restart)`,
      goal: 'no repair needed; the restart alone',
      verdict: 'ok',
    });
  } finally {
    await stopApp(app);
    if (engine === 'postgres') await dropDatabase(POSTGRES_URL, dbName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarise(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    counts.set(String(outcome.status), (counts.get(String(outcome.status)) ?? 0) + 1);
  }
  return counts.size === 0
    ? 'none'
    : [...counts].map(([status, count]) => `${count} × ${status}`).join(', ');
}

// ---- (b) PostgreSQL restarted under load, on a private cluster.

/**
 * Runs a PostgreSQL tool without blocking this process (the load goes on meanwhile). initdb and
 * pg_ctl refuse to run as root: as root they run as the `postgres` user.
 */
async function postgresTool(tool: string, args: string[]) {
  const bin = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).stdout.trim();
  const command = bin ? join(bin, tool) : tool;
  const asRoot = process.getuid?.() === 0;
  try {
    await run(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}

async function privateCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'quimia-faults-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await postgresTool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const ctl = (...args: string[]) =>
    postgresTool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', ...args]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
    async destroy() {
      await ctl('stop', '-m', 'immediate').catch(() => {
        // Already stopped.
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresRestartUnderLoad() {
  const cluster = await privateCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'quimia-faults-'));
  let app: App | undefined;
  try {
    const databaseUrl = await createDatabase(cluster.url, 'quimia');
    app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, await freePort());
    const catalog = await signIn(app.url);
    const writers = startWriters(app.url, catalog, WRITERS);
    // Readers of data the cache cannot answer: the signed-in admin's own list of users.
    const reads: Outcome[] = [];
    let reading = true;
    const reader = async () => {
      while (reading) {
        const started = Date.now();
        try {
          const response = await fetch(`${app!.url}/api/usuario/lista`, {
            headers: { authorization: `Bearer ${catalog.token}` },
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          reads.push({
            at: started,
            status: response.status,
            ms: Date.now() - started,
            retryAfter: response.headers.has('retry-after'),
          });
        } catch {
          reads.push({ at: started, status: 'network', ms: Date.now() - started });
        }
        // Paced: what counts here is what each answer says, not how many there are.
        await sleep(20);
      }
    };
    const readers = Promise.all(Array.from({ length: 4 }, reader));

    await sleep(3000);
    await cluster.stop();
    // From here until the start below, nothing listens: every request needing the database
    // should be told so at once.
    const stoppedAt = Date.now();
    // A gap as long as a real restart with some recovery to do.
    await sleep(3000);
    const startingAt = Date.now();
    await cluster.start();
    const startedAt = Date.now();
    await sleep(6000);
    reading = false;
    await readers;
    await writers.stop();

    const all = [...writers.outcomes, ...reads];
    const during = all.filter((outcome) => outcome.at >= stoppedAt && outcome.at < startingAt);
    const unavailable = during.filter((outcome) => outcome.status === 503 && outcome.retryAfter);
    const wrong = all.filter(
      (outcome) =>
        typeof outcome.status !== 'number' || (outcome.status >= 500 && outcome.status !== 503),
    );
    const slowest503 = Math.max(0, ...unavailable.map((outcome) => outcome.ms));
    const firstSuccess = all
      .filter(
        (outcome) => outcome.at >= startedAt && (outcome.status === 200 || outcome.status === 201),
      )
      .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0];
    const recovery = firstSuccess
      ? (firstSuccess.at + firstSuccess.ms - startedAt) / 1000
      : Infinity;
    const afterRecovery = all.filter(
      (outcome) => firstSuccess && outcome.at > firstSuccess.at + firstSuccess.ms,
    );
    const failingAfter = afterRecovery.filter(
      (outcome) => outcome.status !== 200 && outcome.status !== 201,
    );
    if (app.child.exitCode !== null) {
      throw new Error(`the app exited during the PostgreSQL restart:\n${app.output()}`);
    }
    const health = await fetch(`${app.url}/api/health`);
    const acknowledged = writers.outcomes.filter((outcome) => outcome.status === 201);
    const missing = await missingWrites(
      app.url,
      catalog.token,
      acknowledged.map((outcome) => outcome.id!),
    );

    record({
      measure: 'PostgreSQL stopped: answers while it is down (3 s)',
      engine: 'postgres',
      value: `${during.length} requests: ${summarise(during)}; slowest 503 ${slowest503} ms`,
      goal: 'goal: 503 with Retry-After, each within 1 s',
      verdict:
        during.length > 0 && unavailable.length === during.length && slowest503 <= 1000
          ? 'ok'
          : 'MISSED',
    });
    record({
      measure: 'PostgreSQL stopped: 500s or dropped connections, whole run',
      engine: 'postgres',
      value: `${wrong.length} of ${all.length}${wrong.length ? ` (${summarise(wrong)})` : ''}`,
      goal: 'goal: 0',
      verdict: wrong.length === 0 ? 'ok' : 'MISSED',
    });
    record({
      measure: 'PostgreSQL back: first success after its start',
      engine: 'postgres',
      value:
        `${recovery.toFixed(2)} s, then ${afterRecovery.length - failingAfter.length} of ` +
        `${afterRecovery.length} answers 2xx; /api/health ${health.status}`,
      goal: 'goal: ≤ 2 s without a restart of the app, all 2xx after, health 200',
      verdict:
        recovery <= 2 && failingAfter.length === 0 && health.status === 200 ? 'ok' : 'MISSED',
    });
    record({
      measure: 'PostgreSQL restarted: acknowledged writes present',
      engine: 'postgres',
      value: `${acknowledged.length - missing.length} of ${acknowledged.length}`,
      goal: 'goal: all',
      verdict: missing.length === 0 && acknowledged.length > 0 ? 'ok' : 'MISSED',
    });
  } finally {
    if (app) await stopApp(app);
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- (c) ZIP bombs uploaded while others use the server.

/** 300 entries of 1.9 MB of zeros: about 600 KB compressed, 570 MB inflated. */
function bombZip(): Uint8Array {
  const zeros = new Uint8Array(1_900_000);
  return zipSync(
    Object.fromEntries(
      Array.from({ length: 300 }, (_, index) => [`f${index}.xml`, [zeros, { level: 9 }]]),
    ),
  );
}

/** Peak resident memory of a process (Linux), in MB. */
function peakMegabytes(pid: number | undefined): string {
  try {
    const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? `${Math.round(kb / 1024)} MB` : '?';
  } catch {
    return '?';
  }
}

async function zipBombsWhileHealthIsAsked(engine: 'pglite' | 'postgres', archive: Uint8Array) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quimia-faults-zip-'));
  const dbName = `quimia_faults_zip_${Date.now()}`;
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
  if (engine === 'postgres') env.DATABASE_URL = await createDatabase(POSTGRES_URL, dbName);
  const app = await startApp(env, await freePort());
  try {
    const { token } = await signIn(app.url);
    const upload = async () => {
      const form = new FormData();
      form.append('files', new Blob([archive as Uint8Array<ArrayBuffer>]), 'bomba.zip');
      const started = Date.now();
      const response = await fetch(`${app.url}/api/consultas/importar`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { results?: { message: string }[] };
      return {
        status: response.status,
        ms: Date.now() - started,
        message: body.results?.[0]?.message,
      };
    };
    /** Asks `/api/health` every 50 ms until `busy` settles; answers each ask's time. */
    const askHealth = async (busy: Promise<unknown>) => {
      let asking = true;
      void busy.finally(() => (asking = false));
      const times: number[] = [];
      while (asking) {
        const started = Date.now();
        await fetch(`${app.url}/api/health`);
        times.push(Date.now() - started);
        await sleep(50);
      }
      return times;
    };
    // The same asks with nothing else going on: what this machine gives at the moment.
    const alone = await askHealth(sleep(3000));
    const uploading = Promise.all([upload(), upload(), upload(), upload()]);
    const health = await askHealth(uploading);
    const uploads = await uploading;
    const worst = Math.max(...health);
    record({
      measure: 'four ZIP bombs uploaded at once: slowest /api/health meanwhile',
      engine,
      value:
        `${worst} ms over ${health.length} asks (${Math.max(...alone)} ms alone; uploads answered ` +
        `${uploads.map((answer) => `${answer.status} in ${answer.ms} ms`).join(', ')}: ` +
        `«${uploads[0]?.message ?? ''}»; server peak memory ${peakMegabytes(app.child.pid)})`,
      goal: 'goal: < 1000 ms',
      verdict: worst < 1000 ? 'ok' : 'SLOW',
    });
  } finally {
    await stopApp(app);
    if (engine === 'postgres') await dropDatabase(POSTGRES_URL, dbName);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Fault benchmarks: engines ${ENGINES.join(', ')}, ${WRITERS} concurrent writers`);
spawnSync('node', ['-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"], {
  cwd: root,
  stdio: 'inherit',
});
for (const engine of values['skip-kill'] ? [] : ENGINES) {
  console.log(`\n[${engine}] kill -9 during writes…`);
  await killDuringWrites(engine);
}
if (!values['skip-zip']) {
  const archive = bombZip();
  for (const engine of ENGINES) {
    console.log(`\n[${engine}] four ZIP bombs of ${Math.round(archive.length / 1024)} KB at once…`);
    await zipBombsWhileHealthIsAsked(engine, archive);
  }
}
if (!values['skip-restart']) {
  console.log('\n[postgres] PostgreSQL restarted under load (private cluster)…');
  await postgresRestartUnderLoad();
}

console.log('\n| measure | engine | value | goal | |\n|---|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.measure} | ${row.engine} | ${row.value} | ${row.goal} | ${row.verdict} |`);
