import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
