import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * National shipping by courier, one row per province (all 24, seeded by the migration): what it
 * costs by weight and how many working days it takes. The price of each weight band (the bands'
 * limits are the table's, in `shippingTable`) and the price of each kilogram above the last one.
 * Null prices mean the province is not served by courier (Galápagos by default): its orders go by
 * special transport, priced by the seller.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    province: text('province').primaryKey(),
    /**
     * US dollar cents without IVA, one per band of `shippingTable.bandLimitsKg` (lightest first;
     * checked on save); null: no courier to this province.
     */
    bandCents: jsonb('band_cents').$type<number[]>(),
    /** Cents per kilogram (rounded up) above the last band; null with `bandCents`. */
    extraKgCents: integer('extra_kg_cents'),
    deliveryDays: integer('delivery_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'shipping_rates_values_check',
      sql`(${table.bandCents} is null) = (${table.extraKgCents} is null) and (${table.extraKgCents} is null or ${table.extraKgCents} >= 0) and ${table.deliveryDays} between 0 and 90`,
    ),
  ],
);

/**
 * What the courier table shares across provinces, in its one row: the upper limits of its weight
 * bands (kg, ascending) and the heaviest order a courier takes (heavier: special transport).
 */
export const shippingTable = pgTable(
  'shipping_table',
  {
    /** Always true: the table has one row. */
    id: boolean('id').primaryKey().default(true),
    bandLimitsKg: jsonb('band_limits_kg').$type<number[]>().notNull(),
    maxCourierKg: numeric('max_courier_kg', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('shipping_table_one_row_check', sql`${table.id}`),
    check('shipping_table_max_courier_check', sql`${table.maxCourierKg} > 0`),
  ],
);
