import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_METHODS,
  IDENTIFICATION_TYPES,
  IVA_CODES,
  ORDER_EVENT_KINDS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_UNITS,
} from '@quimia/contracts';
import { users } from './accounts';
import { productPresentations, products } from './catalog';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);

// Sums of cents are bigint: a hundred lines of large quantities can pass an integer's $21 million.
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * An order (pedido). What the buyer gave (billing, delivery, payment) and what the server
 * computed (figures) are copies made when it was placed: later changes to the customer's data,
 * the branches or the prices never change an order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `PED-2026-000042`, consecutive per year. */
    number: text('number').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    /** The quotation it came from (the quotations module's id), when it did: one order each. */
    quotationId: uuid('quotation_id'),
    /** Written by the demo's year of selling: removed with the rest of the demo data. */
    demo: boolean('demo').notNull().default(false),
    /** The signed-in user who placed it; null for a guest (or an account since removed). */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),

    billingIdentificationType: text('billing_identification_type', {
      enum: IDENTIFICATION_TYPES,
    }).notNull(),
    billingIdentification: text('billing_identification').notNull(),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingPhone: text('billing_phone'),

    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    /** Pickup: the branch as the company settings named it then. */
    branchName: text('branch_name'),
    branchAddress: text('branch_address'),
    /** The pickup branch's key (null on orders placed before branches had one). */
    branchId: text('branch_id'),
    /** Shipping and special transport: where to. */
    shippingProvince: text('shipping_province'),
    shippingCity: text('shipping_city'),
    shippingAddress: text('shipping_address'),
    shippingReference: text('shipping_reference'),
    shippingContactName: text('shipping_contact_name'),
    shippingPhone: text('shipping_phone'),

    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),

    subtotalTaxableCents: cents('subtotal_taxable_cents'),
    subtotalZeroCents: cents('subtotal_zero_cents'),
    subtotalExemptCents: cents('subtotal_exempt_cents'),
    subtotalNotSubjectCents: cents('subtotal_not_subject_cents'),
    discountCents: cents('discount_cents'),
    shippingCents: cents('shipping_cents'),
    /**
     * What the order weighs for its freight (kg), as priced when it was placed; null: placed
     * before orders were weighed.
     */
    shippingWeightKg: numeric('shipping_weight_kg', { precision: 12, scale: 3, mode: 'number' }),
    /** The general IVA rate of the moment, in percent. */
    ivaRate: numeric('iva_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    ivaCents: cents('iva_cents'),
    totalCents: cents('total_cents'),
    totalItems: integer('total_items').notNull(),

    carrier: text('carrier'),
    guideNumber: text('guide_number'),
    /** When confirming reserved the stock (null: nothing held, or released by a cancellation). */
    stockTakenAt: timestamp('stock_taken_at', { withTimezone: true }),
    /** The branch whose stock confirming reserved (the pickup branch, or the one staff chose). */
    stockBranchId: text('stock_branch_id'),
    /** When the reserved goods left that branch (shipped, or picked up): a sale move each. */
    stockShippedAt: timestamp('stock_shipped_at', { withTimezone: true }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    // A quotation becomes one order at most.
    uniqueIndex('orders_quotation_key').on(table.quotationId),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_quotation_idx')
      .on(table.quotationId)
      .where(sql`${table.quotationId} is not null`),
  ],
);

/** A line of an order, with the product as it was and the unit price frozen at that moment. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    presentationId: uuid('presentation_id').references(() => productPresentations.id, {
      onDelete: 'set null',
    }),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    presentationLabel: text('presentation_label').notNull(),
    /** The presentation's size and unit then: what one unit of the line takes from the stock. */
    presentationSize: numeric('presentation_size', {
      precision: 14,
      scale: 3,
      mode: 'number',
    }).notNull(),
    presentationUnit: text('presentation_unit', { enum: PRODUCT_UNITS }).notNull(),
    quantity: integer('quantity').notNull(),
    ivaCode: text('iva_code', { enum: IVA_CODES }).notNull(),
    /** Without IVA. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: cents('subtotal_cents'),
    /** How much of the product's stock (in its unit) confirming reserved; released on cancelling. */
    stockTaken: numeric('stock_taken', { precision: 14, scale: 3, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_key').on(table.orderId, table.position),
    index('order_lines_product_idx').on(table.productId),
    index('order_lines_presentation_idx').on(table.presentationId),
  ],
);

/** The timeline: each status an order took, or a change of its lines; who made it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    /** `status`: the order moved to `status`; `lines`: staff changed its lines (it stayed). */
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull().default('status'),
    /** Null: the buyer as a guest, or an account since removed (its name stays below). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown for who made the change, as it was then. */
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);
