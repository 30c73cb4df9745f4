import { sql } from 'drizzle-orm';
import { check, smallint, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row, written by the first start: this database has been set up (with the demo shop or
 * empty). Later starts never load the demo again, even into a shop that has no products yet.
 */
export const installation = pgTable(
  'installation',
  {
    id: smallint('id').primaryKey().default(1),
    setUpAt: timestamp('set_up_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('installation_single_row', sql`${table.id} = 1`)],
);
