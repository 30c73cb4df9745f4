import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given per series and year (`PED` 2026 → 41). A number is taken by updating this
 * row inside the transaction that stores the document, so the row stays locked until it commits:
 * numbers follow each other with no gaps (a rolled-back document gives its number back) and no
 * repeats, however many documents are created at once.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);
