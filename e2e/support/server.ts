import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

export const ADMIN = {
  email: 'admin@e2e.produapps.ec',
  userName: 'admin',
  password: 'clave-del-admin-e2e',
};
export const SUPPORT_PHONE = '+593 (98) 765-4321';

export type RunningServer = { url: string; stop(): Promise<void> };

/** A TCP port nothing listens on now, for a server about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the built app as `npm start` runs it (embedded PGlite in a fresh data directory) and
 * waits until it answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // A data directory given by the caller (e.g. a pre-seeded benchmark catalogue) is kept.
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'quimia-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SUPPORT_PHONE,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The browser is on the loopback like a proxy would be: a test that sends as another
      // visitor (X-Forwarded-For) keeps the per-address limits of the others untouched.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The consultas' tests import the documents they read; a demo year loading beside them
      // would only take the machine's time.
      DEMO_BUSINESS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
