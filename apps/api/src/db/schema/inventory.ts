import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STOCK_MOVE_KINDS } from '@quimia/contracts';
import { users } from './accounts';
import { products } from './catalog';
import { taxDocuments } from './consultas';

export const stockMoveKind = pgEnum('stock_move_kind', STOCK_MOVE_KINDS);

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * The stock ledger: every change of a product's stock at a branch, in the product's unit, and
 * never edited. `balance` is the branch's on-hand quantity after the move, written with it (the
 * kardex shows it without adding up the history).
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The branch's key in the company settings (`sur-de-quito`). */
    branchId: text('branch_id').notNull(),
    /** Positive in, negative out. */
    quantity: quantity('quantity').notNull(),
    balance: quantity('balance').notNull(),
    kind: stockMoveKind('kind').notNull(),
    /** The document it comes from: an order, an invoice, a credit note, a purchase, a transfer. */
    sourceKind: text('source_kind'),
    sourceId: text('source_id'),
    /** The document's number as people name it (`PED-2026-000042`). */
    reference: text('reference'),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The kardex: a product's moves newest first, whole or within dates, read from one index.
    index('stock_moves_product_idx').on(table.productId, table.createdAt, table.id),
    index('stock_moves_source_idx').on(table.sourceKind, table.sourceId),
    check('stock_moves_quantity_check', sql`${table.quantity} <> 0`),
    check('stock_moves_balance_check', sql`${table.balance} >= 0`),
  ],
);

/**
 * What each branch has of each product now: the sum of its moves (`onHand`) and what confirmed
 * orders hold of it (`reserved`). Written in the same transaction as the move that changes it;
 * available = onHand − reserved never goes below zero. `minimum` is the branch's reorder point
 * («Stock mínimo»), null when the branch does not watch the product.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: text('branch_id').notNull(),
    onHand: quantity('on_hand').notNull().default(0),
    reserved: quantity('reserved').notNull().default(0),
    minimum: quantity('minimum'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.branchId] }),
    check('stock_levels_reserved_check', sql`${table.reserved} >= 0`),
    check('stock_levels_available_check', sql`${table.onHand} >= ${table.reserved}`),
    check('stock_levels_minimum_check', sql`${table.minimum} >= 0`),
  ],
);

/**
 * An imported purchase (a supplier's factura in the consultas) received into stock: its lines
 * became purchase moves at `branchId`. One per document, so the same purchase never enters
 * stock twice.
 */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    /** The branch's key in the company settings. */
    branchId: text('branch_id').notNull(),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('purchase_receipts_document_key').on(table.documentId)],
);
