import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY } from '@quimia/contracts';
import { users } from './accounts';
import { productPresentations } from './catalog';

/**
 * A signed-in customer's cart: one line per presentation, kept so that it follows them to another
 * device. Prices are never stored here. A presentation staff remove leaves every cart with it.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presentationId: uuid('presentation_id')
      .notNull()
      .references(() => productPresentations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The line's place in the cart: the order in which it was added. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.presentationId] }),
    // Removing a presentation finds its lines without reading every cart.
    index('cart_lines_presentation_idx').on(table.presentationId),
    check(
      'cart_lines_quantity_check',
      sql`${table.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);
