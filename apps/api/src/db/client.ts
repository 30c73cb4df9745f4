import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { settledWithin } from '../lib/settled-within';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

/** The query builder both engines share: code above this module never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations (idempotent; serialised across processes on PostgreSQL) and
   * tells how many it applied. Start-up goes through `migrateDatabase` (the change feed), which
   * then has the processes already answering drop what they cached.
   */
  migrate(): Promise<{ applied: number }>;
  /**
   * Subscribes to a PostgreSQL notification channel (LISTEN). `onReset` runs after the listening
   * connection was lost and re-established: notifications sent meanwhile may have been missed.
   * Resolves to a function that unsubscribes.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReset?: () => void,
  ): Promise<() => Promise<void>>;
  /** Sends a notification (NOTIFY) to every listener of the channel, in every process. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /**
   * A PostgreSQL server. `untimed`: for batch work that may rightly take minutes (the seed
   * command), without the request timeouts below.
   */
  (
    | { url: string; untimed?: boolean }
    /**
     * Embedded PGlite in a directory on disk, or in memory when `dataDir` is undefined. `thread`:
     * on a thread of its own (the server), so its work never stops the requests; without it, in
     * the calling thread (tests, which open many small databases).
     */
    | { dataDir?: string; thread?: boolean }
  ) & {
    /** The migrations to apply: the committed ones unless a test brings its own. */
    migrationsDir?: string;
  };

// Any fixed number; all processes of this app agree on it to take turns migrating.
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * How long the app waits for PostgreSQL before answering "unavailable" (milliseconds). A server
 * that is down refuses at once; these bound the server that hangs (a dead link, a full pool):
 * - `connect`: to get a connection, a new one or a free one from the pool. A request that waits
 *   longer than this for the database is better answered 503 so the client retries;
 * - `statement`: the server cancels a statement running longer (a runaway query holds locks and
 *   a connection; no request of this app needs seconds of SQL);
 * - `query`: the client gives up on a server that does not answer at all, a little after the
 *   server would have cancelled.
 * Migrations run on their own connection without them: building an index may take minutes.
 */
export const REQUEST_TIMEOUTS = { connect: 1000, statement: 10_000, query: 12_000 };
/** How long closing waits for the pool's clients to come back. */
const POOL_END_GRACE_MS = 10_000;

const SERVICE_UNAVAILABLE_CODES = new Set([
  // Node's socket errors: the server is stopped, restarting, or unreachable.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, or recovering),
  // query_canceled (statement_timeout), too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);
// node-postgres reports a lost or timed-out connection by message only.
const SERVICE_UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is not queryable)/;

/**
 * Whether an error (or one it was caused by: Drizzle wraps the driver's) says that the database
 * cannot be reached right now, as opposed to a fault of the request or of the code: such a
 * request is answered 503 and may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      // Class 08: connection exceptions.
      if (SERVICE_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && SERVICE_UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = cause;
  }
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openEngine(options);
  return {
    ...handle,
    async migrate() {
      const before = await appliedMigrations(handle.db);
      await handle.migrate();
      return { applied: (await appliedMigrations(handle.db)) - before };
    },
  };
}

/** How many migrations the database records as applied (none on a new one). */
async function appliedMigrations(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as applied from pg_catalog.pg_tables
         where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  )) as unknown as { rows: { applied: number }[] };
  if (!result.rows[0]?.applied) return 0;
  const applied = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return applied.rows[0]!.applied;
}

/** The engine's handle: its `migrate` applies the migrations and says nothing of them. */
type EngineHandle = Omit<DatabaseHandle, 'migrate'> & { migrate(): Promise<void> };

async function openEngine(options: DatabaseOptions): Promise<EngineHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: REQUEST_TIMEOUTS.connect,
      statement_timeout: options.untimed ? 0 : REQUEST_TIMEOUTS.statement,
      query_timeout: options.untimed ? undefined : REQUEST_TIMEOUTS.query,
      // The operating system notices a peer that vanished (no FIN) on idle connections.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A dropped connection must not crash the process, idle (the pool's 'error') or checked out
    // (the client's own 'error', which the pool does not listen to then: a server restart
    // between two statements of a transaction). The request in progress fails and answers 503;
    // the broken client is discarded on release and new ones replace it, so the app recovers by
    // itself once the server is back.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    await db.execute(sql`select 1`);
    const listener = new PgListener(options.url, REQUEST_TIMEOUTS.connect);
    return {
      db,
      engine: 'postgres',
      async migrate() {
        // Its own connection, without the request timeouts: a migration may rightly take long.
        const client = new pg.Client({ connectionString: options.url });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePg(drizzleNodePg(client, { schema }), {
            migrationsFolder: options.migrationsDir ?? MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      listen: (channel, onMessage, onReset) => listener.add(channel, onMessage, onReset),
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        await listener.close();
        // A client the pool never got back (a connection that completed after its timeout under
        // load) would keep `end` waiting forever: the process closes what is left.
        await settledWithin(pool.end(), POOL_END_GRACE_MS);
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  // The extensions catalogue search needs; a PostgreSQL server ships them in its contrib
  // package. (One options object: `PGlite.create(undefined, options)` would drop the options.)
  const client = await (
    options.thread
      ? PGliteThread.create(options.dataDir)
      : PGlite.create({ dataDir: options.dataDir, extensions: { unaccent, pg_trgm } })
  ).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // The thread answers the part of PGlite's interface Drizzle uses.
  const driver = client as PGlite;
  const db = drizzlePglite(driver, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(driver, { schema }), {
        migrationsFolder: options.migrationsDir ?? MIGRATIONS_DIR,
      });
    },
    async listen(channel, onMessage) {
      // One embedded engine, one process: the connection cannot drop, so there is never a reset.
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

type Subscription = { onMessage: (payload: string) => void; onReset?: () => void };

/**
 * One dedicated connection that LISTENs for every channel of this process (a pooled connection
 * would lose its LISTENs when returned). It reconnects with back-off when the connection drops,
 * then tells subscribers to reset, since notifications sent meanwhile are lost.
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = 500;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly connectTimeout: number,
  ) {}

  async add(
    channel: string,
    onMessage: (payload: string) => void,
    onReset?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { onMessage, onReset };
    let subscribers = this.channels.get(channel);
    const isNewChannel = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscription);
    try {
      const client = await this.connect();
      // LISTEN twice is harmless; missing one is not.
      if (isNewChannel) await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      subscribers.delete(subscription);
      if (subscribers.size === 0) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      subscribers.delete(subscription);
      if (subscribers.size > 0 || this.channels.get(channel) !== subscribers) return;
      this.channels.delete(channel);
      await this.client?.query(`unlisten ${this.client.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.connecting) return this.connecting;
    this.connecting = (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        connectionTimeoutMillis: this.connectTimeout,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      client.on('notification', (message) => {
        for (const subscription of this.channels.get(message.channel) ?? []) {
          subscription.onMessage(message.payload ?? '');
        }
      });
      client.on('error', () => this.lost(client));
      client.on('end', () => this.lost(client));
      try {
        await client.connect();
        for (const channel of this.channels.keys()) {
          await client.query(`listen ${client.escapeIdentifier(channel)}`);
        }
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        throw new Error('database closed');
      }
      this.client = client;
      this.retryDelay = 500;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer || this.channels.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          for (const subscribers of this.channels.values()) {
            for (const subscription of subscribers) subscription.onReset?.();
          }
        },
        () => {
          // Short: caches stay unaware of other processes' writes until the LISTEN is back.
          this.retryDelay = Math.min(this.retryDelay * 2, 5_000);
          this.scheduleReconnect();
        },
      );
    }, this.retryDelay);
    this.retryTimer.unref();
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
