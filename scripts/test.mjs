// `npm test`: prepares what the suites need on this machine (Chromium, a PostgreSQL server,
// a Redis server, a current build), checks types and lint, then runs every suite: API on PGlite
// and on PostgreSQL, web, end-to-end.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';

const POSTGRES_URL = (process.env.TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/test');
const CHROMIUM = (process.env.CHROMIUM_PATH ??= '/usr/bin/chromium');
const REDIS_URL = (process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379');

/** Installs a Debian package when its program is missing (as root), or says how to. */
function ensureDebianPackage(program, pkg, name, hint) {
  if (existsSync(program)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Falta ${name} en ${program}. Instálalo con: sudo apt-get install -y ${pkg}${hint}.`,
    );
    process.exit(1);
  }
  console.log(`Instalando ${name} desde los paquetes de Debian…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function ensurePostgres() {
  if (await postgresAnswers()) return;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions.length === 0) {
    console.error(
      `PostgreSQL no responde en ${POSTGRES_URL} y no hay un servidor local que arrancar. Define TEST_POSTGRES_URL.`,
    );
    process.exit(1);
  }
  console.log(`Arrancando PostgreSQL ${versions[0]}…`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await postgresAnswers()) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.error(`PostgreSQL no responde en ${POSTGRES_URL}.`);
  process.exit(1);
}

/** Answers true when something speaking Redis replies PONG at REDIS_URL. */
function redisAnswers() {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (chunk) => done(String(chunk).startsWith('+PONG')));
    socket.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
  });
}

async function ensureRedis() {
  if (await redisAnswers()) return;
  if (!existsSync('/usr/bin/redis-server')) {
    console.error(
      `Redis no responde en ${REDIS_URL}. Instala redis-server o define TEST_REDIS_URL.`,
    );
    process.exit(1);
  }
  const { port } = new URL(REDIS_URL);
  console.log('Arrancando Redis…');
  // Nothing kept on disk: the tests only share rate-limit counters through it.
  spawnSync(
    'redis-server',
    [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      port || '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: 'inherit' },
  );
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await redisAnswers()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`Redis no responde en ${REDIS_URL}.`);
  process.exit(1);
}

ensureDebianPackage(CHROMIUM, 'chromium', 'Chromium', ' (o define CHROMIUM_PATH)');
// The quotation PDF's tests read its text as a buyer's PDF reader would.
ensureDebianPackage('/usr/bin/pdftotext', 'poppler-utils', 'pdftotext', '');
// The electronic invoices' tests check them with tools independent of the app: the official XSD
// (xmllint), the XML signature (xmlsec1) and the RIDE's barcode read back from its image (zbarimg).
ensureDebianPackage('/usr/bin/xmllint', 'libxml2-utils', 'xmllint', '');
ensureDebianPackage('/usr/bin/xmlsec1', 'xmlsec1', 'xmlsec1', '');
ensureDebianPackage('/usr/bin/zbarimg', 'zbar-tools', 'zbarimg', '');
await ensurePostgres();
await ensureRedis();

/** Runs an npm script, answering its exit status. */
function npmScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// The whole run (no arguments, as CI runs it) also checks the types and the lint rules, among
// them the import direction between layers: a feature importing another fails here. Each of
// them mostly keeps one core busy, so they run beside the build rather than after it.
const checks = process.argv.length <= 2 ? ['typecheck', 'lint'].map(npmScript) : [];
buildIfStale();
for (const status of await Promise.all(checks)) {
  if (status !== 0) process.exit(status);
}

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
