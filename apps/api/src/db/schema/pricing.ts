import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * National shipping by courier, one row per province (all 24, seeded by the migration): what it
 * costs and how many working days it takes. A null price means the province is not served by
 * courier (Galápagos by default): its orders go by special transport, priced by the seller.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    province: text('province').primaryKey(),
    /** US dollar cents without IVA; null: no courier to this province. */
    priceCents: integer('price_cents'),
    deliveryDays: integer('delivery_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'shipping_rates_values_check',
      sql`(${table.priceCents} is null or ${table.priceCents} >= 0) and ${table.deliveryDays} between 0 and 90`,
    ),
  ],
);
