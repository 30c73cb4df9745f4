import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { loggerOptions } from '../lib/logger';
import { hashPassword } from '../lib/passwords';
import type { UserRole, UserStatus } from '@quimia/contracts';
import { migrateDatabase } from '../plugins/app/change-feed';

/** Which engine this run tests: vitest's `api-pglite` and `api-postgres` projects set it. */
export const TEST_ENGINE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type NewTestUser = Partial<{
  email: string;
  userName: string;
  password: string;
  role: UserRole;
  status: UserStatus;
  firstName: string;
  lastName: string;
}>;

export type TestApp = App & {
  /** Creates a user straight in the database and returns it with a token. */
  createUser(
    input?: NewTestUser,
  ): Promise<{ id: string; email: string; password: string; token: string }>;
};

/** A new, empty PostgreSQL database for one test, and how to drop it. */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `quimia_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An app under test's settings: silent, a data folder of its own, no web build to serve. */
function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'quimia-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    WEB_DIST_DIR: join(tmpdir(), 'quimia-no-web'),
    ...overrides,
  });
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or a new PostgreSQL database that is
 * dropped when the app closes.
 */
export async function buildTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
  options: {
    /**
     * PostgreSQL only: the address the app opens its new database at, given the direct one
     * (e.g. through a proxy the test cuts). The test still creates and drops it directly.
     */
    databaseUrl?: (directUrl: string) => string;
    /** Runs before the app is ready: hooks a test needs (they cannot be added afterwards). */
    beforeReady?: (app: App) => void;
    /** Where the app's log lines go, with the app's own logger options (silent otherwise). */
    logStream?: Writable;
  } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);

  let dropDatabase: (() => Promise<void>) | undefined;
  let handle;
  if (TEST_ENGINE === 'postgres') {
    const database = await createPostgresTestDatabase();
    handle = await openDatabase({ url: options.databaseUrl?.(database.url) ?? database.url });
    dropDatabase = database.drop;
  } else {
    handle = await openDatabase({});
  }
  await migrateDatabase(handle);

  const logger = options.logStream
    ? { ...loggerOptions('info'), stream: options.logStream }
    : false;
  const app = (await buildApp({ config, database: handle, logger })) as TestApp;
  if (dropDatabase) app.addHook('onClose', dropDatabase);

  let counter = 0;
  app.decorate('createUser', async (input: NewTestUser = {}) => {
    counter += 1;
    const password = input.password ?? `clave-de-prueba-${counter}`;
    const email = input.email ?? `usuario${counter}-${randomUUID().slice(0, 8)}@ejemplo.ec`;
    const [row] = await app.db
      .insert(users)
      .values({
        email,
        userName: input.userName ?? null,
        firstName: input.firstName ?? 'Usuario',
        lastName: input.lastName ?? `Prueba ${counter}`,
        passwordHash: await hashPassword(password),
        role: input.role ?? 'cliente',
        status: input.status ?? 'active',
      })
      .returning();
    return { id: row!.id, email, password, token: await app.tokens.issue(row!) };
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type RequestExtras = { headers?: Record<string, string>; remoteAddress?: string };

/**
 * GET and POST to a suite's app as the user whose token is given, or as a visitor without one. The
 * app is read at each request, so a suite makes these before its `beforeAll` builds the app.
 */
export function requestsTo(app: () => App) {
  const options = (
    token: string | null | undefined,
    { headers, remoteAddress }: RequestExtras,
  ) => ({
    headers: { ...(token ? bearer(token) : {}), ...headers },
    remoteAddress,
  });
  return {
    get: (url: string, token?: string | null, extras: RequestExtras = {}) =>
      app().inject({ method: 'GET', url, ...options(token, extras) }),
    post: (
      url: string,
      payload: object | undefined,
      token?: string | null,
      extras: RequestExtras = {},
    ) => app().inject({ method: 'POST', url, payload, ...options(token, extras) }),
  };
}

/** A token for each role: an administrator, a seller and a customer, made in that order. */
export async function roleTokens(app: TestApp) {
  const admin = (await app.createUser({ role: 'admin' })).token;
  const seller = (await app.createUser({ role: 'vendedor' })).token;
  const client = (await app.createUser({ role: 'cliente' })).token;
  return { admin, seller, client };
}

/** The fields a 400 answer names, in its order. */
export function badFields(response: { json: () => { details: { field: string }[] } }): string[] {
  return response.json().details.map((detail) => detail.field);
}

/** The address of a PostgreSQL test app's database, for another connection to it. */
export async function databaseUrlOf(app: App): Promise<string> {
  const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(ADMIN_URL);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}

/**
 * PostgreSQL only: a second app process on the test app's database, as another instance behind
 * the load balancer would be (its own caches, the change feed between them). Close it at the end.
 */
export async function buildOtherProcess(app: App): Promise<App> {
  const other = await buildApp({
    config: testConfig(),
    database: await openDatabase({ url: await databaseUrlOf(app) }),
    logger: false,
  });
  await other.ready();
  return other;
}

/**
 * What `read` answers once `done` holds for it, or its last answer after five seconds: another
 * process hears of a change through the database, a moment after the write.
 */
export async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 1; tries < 50 && !done(value); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
