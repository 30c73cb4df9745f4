import { and, eq, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { settledWithin } from '../../lib/settled-within';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';

export type JobContext = {
  id: string;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Aborts when the job runs out of time or the app stops: pass it to what the job waits on. */
  signal: AbortSignal;
};
type Handler = (payload: unknown, job: JobContext) => Promise<unknown>;

export type JobState = {
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  result: unknown;
  lastError: string | null;
};

export type JobRunnerOptions = {
  /** How often the queue is looked at for due jobs (other processes', retries). */
  pollMs?: number;
  /** The first retry waits this long; each next one twice as long, at most ten minutes. */
  retryBaseMs?: number;
};

const MAX_RETRY_DELAY_MS = 10 * 60_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/** How long a shutdown waits for the job in progress (its signal has told it to stop). */
const STOP_GRACE_MS = 10_000;

/**
 * Work that runs after the request that asked for it, in the database's `jobs` table: a job
 * survives a restart, runs once however many processes share the database (each claims a due job
 * with `for update skip locked`), is retried with a growing wait after a failure, and is taken
 * again if the process running it died (its lock expires). One job at a time per process: the
 * requests keep the rest of the machine.
 */
/** Days a finished job is kept: its payload (an address, a file's rows) is not kept for ever. */
export const DONE_JOB_RETENTION_DAYS = 7;
/** A failed one stays longer, for whoever looks into why. */
export const FAILED_JOB_RETENTION_DAYS = 30;

/** Removes jobs finished longer ago than their retention; answers how many. */
export async function sweepFinishedJobs(db: Database): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      or(
        and(
          eq(jobs.status, 'done'),
          lt(jobs.finishedAt, sql`now() - make_interval(days => ${DONE_JOB_RETENTION_DAYS})`),
        ),
        and(
          eq(jobs.status, 'failed'),
          lt(jobs.finishedAt, sql`now() - make_interval(days => ${FAILED_JOB_RETENTION_DAYS})`),
        ),
      ),
    )
    .returning({ id: jobs.id });
  return removed.length;
}

export class JobRunner {
  private readonly handlers = new Map<string, { run: Handler; timeoutMs: number }>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly stopping = new AbortController();
  private readonly pollMs: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly db: Database,
    private readonly onError: (
      error: unknown,
      job?: { id: string; kind: string },
    ) => void = () => {},
    options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.retryBaseMs = options.retryBaseMs ?? 5000;
  }

  /** Names what runs the jobs of a kind (before `start`). */
  handle<P>(
    kind: string,
    run: (payload: P, job: JobContext) => Promise<unknown>,
    { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
  ) {
    this.handlers.set(kind, { run: run as Handler, timeoutMs });
  }

  /**
   * Adds a job and answers its id. With a `dedupeKey`, a job of that kind and key already added
   * is answered instead. `db` may be a transaction: the job then exists only if it commits.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    {
      dedupeKey,
      delayMs = 0,
      maxAttempts,
      db = this.db,
    }: { dedupeKey?: string; delayMs?: number; maxAttempts?: number; db?: Database } = {},
  ): Promise<string> {
    const [added] = await db
      .insert(jobs)
      .values({
        kind,
        payload,
        dedupeKey,
        runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        ...(maxAttempts ? { maxAttempts } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (added) {
      this.wake();
      return added.id;
    }
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.dedupeKey, dedupeKey ?? '')));
    return existing!.id;
  }

  /** Where a job stands, or undefined if there is none with that id. */
  async state(id: string): Promise<JobState | undefined> {
    const [row] = await this.db
      .select({
        status: jobs.status,
        attempts: jobs.attempts,
        result: jobs.result,
        lastError: jobs.lastError,
      })
      .from(jobs)
      .where(eq(jobs.id, id));
    return row;
  }

  /** Whether a job of `kind` whose payload's `id` is `id` is waiting or running. */
  async isPending(kind: string, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          or(eq(jobs.status, 'queued'), eq(jobs.status, 'running')),
          sql`${jobs.payload}->>'id' = ${id}`,
        ),
      )
      .limit(1);
    return !!row;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Stops claiming jobs and waits for the one running (its signal aborts). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    // A job stuck on a database connection that never comes back must not hold the shutdown:
    // its lock expires and the next start runs it again.
    if (!(await settledWithin(this.running, STOP_GRACE_MS))) {
      this.onError(new Error(`a job still running after ${STOP_GRACE_MS} ms was left to its lock`));
    }
  }

  /** Looks at the queue now (a job was added in this process), or soon. */
  private wake() {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) {
          this.timer = setTimeout(() => this.wake(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Runs due jobs one after another until none is due. */
  private async drain() {
    while (!this.stopped && (await this.runOne())) {
      // Next one.
    }
  }

  /** Claims one due job of a kind this process handles and runs it; false when none is due. */
  private async runOne(): Promise<boolean> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return false;
    const longest = Math.max(...[...this.handlers.values()].map((handler) => handler.timeoutMs));
    const [job] = await queryRows<{
      id: string;
      kind: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>(
      this.db,
      sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${(longest + 60_000) / 1000})
      where id = (
        select id from jobs
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((status = 'queued' and run_at <= now())
            or (status = 'running' and locked_until < now()))
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`,
    );
    if (!job) return false;
    const handler = this.handlers.get(job.kind)!;
    const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(handler.timeoutMs)]);
    try {
      const result = await handler.run(job.payload, {
        id: job.id,
        attempt: job.attempts,
        signal,
      });
      await this.db
        .update(jobs)
        .set({
          status: 'done',
          result: result ?? null,
          lockedUntil: null,
          lastError: null,
          finishedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      this.onError(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.max_attempts;
      const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), MAX_RETRY_DELAY_MS);
      await this.db
        .update(jobs)
        .set({
          status: last ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          runAt: last ? undefined : sql`now() + make_interval(secs => ${delay / 1000})`,
          finishedAt: last ? sql`now()` : null,
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work after the request: `app.jobs.handle(kind, run)` once, `app.jobs.enqueue(kind, payload)`. */
    jobs: JobRunner;
  }
}

/** The app's job runner; modules name their handlers while registering, it starts once ready. */
export default fp(
  async (app) => {
    const runner = new JobRunner(app.db, (error, job) =>
      app.log.warn({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
    );
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
