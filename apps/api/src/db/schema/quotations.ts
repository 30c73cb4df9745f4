import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IDENTIFICATION_TYPES,
  IVA_CODES,
  QUOTATION_ATTENTION,
  QUOTATION_SOURCES,
  type SaleSummary,
} from '@quimia/contracts';
import { users } from './accounts';
import { productPresentations, products } from './catalog';
import { orders } from './orders';

/** The stored statuses: `expired` is read from the validity date, never stored. */
export const quotationStatus = pgEnum('quotation_status', [
  'new',
  'sent',
  'accepted',
  'rejected',
  'converted',
]);

/**
 * A quotation (cotización): who asked, through where, its state and its link. What it quotes is
 * in its revisions; `revision` names the latest, the one its link and PDF show.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `COT-2026-000042`, consecutive per year. */
    number: text('number').notNull(),
    /** The unguessable part of the buyer's link (32 random bytes, base64url). */
    token: text('token').notNull(),
    status: quotationStatus('status').notNull().default('new'),
    source: text('source', { enum: QUOTATION_SOURCES }).notNull(),
    revision: integer('revision').notNull().default(1),
    /** The last day it holds, on the shop's calendar. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),

    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerIdentificationType: text('customer_identification_type', {
      enum: IDENTIFICATION_TYPES,
    }),
    customerIdentification: text('customer_identification').notNull().default(''),
    customerCity: text('customer_city').notNull().default(''),
    customerAddress: text('customer_address').notNull().default(''),
    /** What the buyer wrote when asking. */
    notes: text('notes').notNull().default(''),
    /** The client's account, when asked for while signed in. */
    customerUserId: uuid('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who created it, when staff did. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's address, for abuse reports (visitors' requests only). */
    ip: text('ip'),

    /** Why it waits for staff; null once they have seen it. */
    attention: text('attention', { enum: QUOTATION_ATTENTION }),
    /** What the buyer gave on accepting: billing, delivery and payment for the order. */
    acceptance: jsonb('acceptance'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),

    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quotations_number_key').on(table.number),
    uniqueIndex('quotations_token_key').on(table.token),
    index('quotations_created_idx').on(table.createdAt),
    index('quotations_status_created_idx').on(table.status, table.createdAt),
    index('quotations_customer_user_idx').on(table.customerUserId, table.createdAt),
    index('quotations_attention_idx')
      .on(table.attention)
      .where(sql`${table.attention} is not null`),
  ],
);

/**
 * One version of what a quotation offers: the buyer's request is revision 1, each change staff
 * make is the next. A revision is never changed once written.
 */
export const quotationRevisions = pgTable(
  'quotation_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** What the seller wrote on it (conditions of this offer, a reply to the request). */
    notes: text('notes').notNull().default(''),
    /** The figures as the server computed them (subtotals per IVA base, discount, IVA, total). */
    summary: jsonb('summary').$type<SaleSummary>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The staff member who made it; null for the buyer's request. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('quotation_revisions_key').on(table.quotationId, table.revision)],
);

/** A line of a revision, with the product's data and price as they were then. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => quotationRevisions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    presentationId: uuid('presentation_id').references(() => productPresentations.id, {
      onDelete: 'set null',
    }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    presentationLabel: text('presentation_label').notNull(),
    quantity: integer('quantity').notNull(),
    ivaCode: text('iva_code', { enum: IVA_CODES }).notNull(),
    listUnitPriceCents: integer('list_unit_price_cents'),
    /** Null: "Precio a consultar". */
    unitPriceCents: integer('unit_price_cents'),
    breakFromQuantity: integer('break_from_quantity'),
    priceByStaff: boolean('price_by_staff').notNull().default(false),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }),
    note: text('note'),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    ghsPictograms: text('ghs_pictograms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('quotation_lines_key').on(table.revisionId, table.position)],
);

/** The thread of a quotation: the buyer's messages (from its link) and the staff's answers. */
export const quotationMessages = pgTable(
  'quotation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['customer', 'staff'] }).notNull(),
    /** The staff member who answered. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quotation_messages_quotation_idx').on(table.quotationId, table.createdAt)],
);
