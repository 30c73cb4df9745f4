import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { users } from './db/schema';
import { verifyPassword } from './lib/passwords';
import { createPostgresTestDatabase, TEST_ENGINE } from './test/test-app';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = resolve(API_ROOT, '../../node_modules/.bin/tsx');

type Run = { code: number; stdout: string; stderr: string };

describe(`admin command on ${TEST_ENGINE}`, { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quimia-admin-cli-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};

  beforeAll(async () => {
    if (TEST_ENGINE !== 'postgres') return;
    const database = await createPostgresTestDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
  });
  afterAll(() => dropDatabase());

  const run = (...args: string[]) =>
    new Promise<Run>((done) => {
      execFile(
        TSX,
        ['src/admin-cli.ts', ...args],
        {
          cwd: API_ROOT,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            LOG_LEVEL: 'silent',
          },
          timeout: 60_000,
        },
        (error, stdout, stderr) =>
          done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  /** The account as stored, read while the command is not running. */
  async function stored(email: string) {
    const handle = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pglite') },
    );
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, email));
      return row;
    } finally {
      await handle.close();
    }
  }

  const printedPassword = (stdout: string) =>
    /Contraseña \(se muestra solo esta vez\): (\S+)/.exec(stdout)?.[1];

  it('creates an administrator and resets a password, printing it once', async () => {
    const created = await run('create-admin', 'Jefa@Ejemplo.EC');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Administrador creado: jefa@ejemplo.ec');
    const first = printedPassword(created.stdout)!;
    expect(first).toMatch(/^[\w-]{16}$/);
    const admin = (await stored('jefa@ejemplo.ec'))!;
    expect(admin).toMatchObject({ role: 'admin', status: 'active' });
    expect(await verifyPassword(admin.passwordHash, first)).toBe(true);

    const again = await run('create-admin', 'jefa@ejemplo.ec');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Ya existe una cuenta con el correo jefa@ejemplo.ec/);

    const reset = await run('reset-password', 'jefa@ejemplo.ec');
    expect(reset.code).toBe(0);
    const second = printedPassword(reset.stdout)!;
    expect(second).not.toBe(first);
    const after = (await stored('jefa@ejemplo.ec'))!;
    expect(await verifyPassword(after.passwordHash, second)).toBe(true);
    expect(await verifyPassword(after.passwordHash, first)).toBe(false);
    // Every session issued before is revoked.
    expect(after.tokenVersion).toBe(admin.tokenVersion + 1);
  });

  it('says what is wrong in Spanish and exits 1', async () => {
    const unknown = await run('reset-password', 'nadie@ejemplo.ec');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No hay ninguna cuenta con el correo nadie@ejemplo.ec/);
    const bad = await run('reset-password', 'no-es-correo');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/no es un correo válido/);
    const nothing = await run();
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(/Uso:/);
  });

  it.runIf(TEST_ENGINE === 'pglite')(
    'refuses to open the embedded database while the server has it',
    async () => {
      // The server holds this lock while it runs.
      const release = lockDataDir(join(dataDir, 'pglite'));
      try {
        const busy = await run('reset-password', 'jefa@ejemplo.ec');
        expect(busy.code).toBe(1);
        expect(busy.stderr).toMatch(
          new RegExp(`El servidor está en marcha \\(pid ${process.pid}\\)`),
        );
        expect(busy.stderr).toMatch(/Detén el servidor/);
        expect(busy.stdout).not.toMatch(/Contraseña/);
      } finally {
        release();
      }
    },
  );
});
