// `npm test`: prepares what the suites need on this machine (Chromium, a PostgreSQL server,
// a current build), then runs every suite: API on PGlite and on PostgreSQL, web, end-to-end.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';

const POSTGRES_URL = (process.env.TEST_POSTGRES_URL ??= 'postgres://postgres@127.0.0.1:5432/test');
const CHROMIUM = (process.env.CHROMIUM_PATH ??= '/usr/bin/chromium');

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Falta Chromium en ${CHROMIUM}. Instálalo con: sudo apt-get install -y chromium (o define CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Instalando Chromium desde los paquetes de Debian…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
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

ensureChromium();
await ensurePostgres();
buildIfStale();

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
