import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IDENTIFICATION_TYPES } from '@quimia/contracts';
import { users } from './accounts';

/** A customer's billing data for electronic invoices: one row per user, replaced on each save. */
export const customerBilling = pgTable('customer_billing', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  identificationType: text('identification_type', { enum: IDENTIFICATION_TYPES }).notNull(),
  identification: text('identification').notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a customer receives orders; at most one of theirs is the default. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    reference: text('reference').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('delivery_addresses_user_idx').on(table.userId),
    // Two defaults for one customer cannot be stored, even by two saves at once.
    uniqueIndex('delivery_addresses_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);
