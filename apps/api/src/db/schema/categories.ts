import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Addresses categories had before staff changed their slug (or before a removed category's
 * products moved to another): old links and search engines' copies keep leading to the category.
 * `kind` is a `CategoryKind` of the contracts; the category's own table holds its current slug,
 * which always wins over an old one.
 */
export const categoryOldSlugs = pgTable(
  'category_old_slugs',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    /** The id in the kind's own table (no foreign key: five tables; removals clean up). */
    categoryId: integer('category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.slug] }),
    index('category_old_slugs_category_idx').on(table.kind, table.categoryId),
  ],
);
