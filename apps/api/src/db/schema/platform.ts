import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Public submissions already handled, by their idempotency key: a repeated submission (a double
 * click, a retry after a lost answer) gets the first answer again instead of a second record.
 * Rows are written in the same transaction as the record they stand for, and kept for a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** What was submitted: `contact`, `comment`… */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's parsed body: one key, one content. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Work done after the request that asked for it (an import of invoices, a call to the language
 * model): run by the job runner of whichever process claims it first, retried after a failure.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it: `sri.import`, `quimia.describe`… */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Enqueuing twice with one key makes one job (a double click, a retried request). */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before this time (a retry waits longer after each failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose process died is taken again once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    result: jsonb('result'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_dedupe_key_key').on(table.kind, table.dedupeKey),
  ],
);
