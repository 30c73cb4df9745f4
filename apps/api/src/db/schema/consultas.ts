import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_DIRECTIONS,
  PARTY_IDENTIFICATION_TYPES,
  TAX_DOCUMENT_KINDS,
} from '@quimia/contracts';
import { users } from './accounts';
import { productPresentations, products, productUnit } from './catalog';

// The consultas' records: clients and suppliers, and the sales and purchases read from SRI
// electronic documents or CSV files. Documents are never edited once imported; the summary
// columns and tables are added to by each import, so that lists over a year of lines read a few
// rows instead of scanning them.

/** A client, a supplier or both, identified once by cédula, RUC or the identification given. */
export const businessParties = pgTable(
  'business_parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identificationType: text('identification_type', {
      enum: PARTY_IDENTIFICATION_TYPES,
    }).notNull(),
    identification: text('identification').notNull(),
    name: text('name').notNull(),
    tradeName: text('trade_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** A client: sold to, or listed as one in a CSV of clients. */
    isClient: boolean('is_client').notNull().default(false),
    /** A supplier: bought from, or listed as one in a CSV of suppliers. */
    isSupplier: boolean('is_supplier').notNull().default(false),
    /** Name, trade name and identification, lower case without accents: what `q` searches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`quimia_normalize("name" || ' ' || coalesce("trade_name", '') || ' ' || "identification")`,
      ),

    /** Sales to them, net of credit notes, without IVA. */
    salesCents: bigint('sales_cents', { mode: 'number' }).notNull().default(0),
    salesInvoices: integer('sales_invoices').notNull().default(0),
    salesCreditNotes: integer('sales_credit_notes').notNull().default(0),
    firstSaleDate: date('first_sale_date', { mode: 'string' }),
    lastSaleDate: date('last_sale_date', { mode: 'string' }),
    /** Purchases from them, net of credit notes, without IVA. */
    purchasesCents: bigint('purchases_cents', { mode: 'number' }).notNull().default(0),
    purchasesInvoices: integer('purchases_invoices').notNull().default(0),
    purchasesCreditNotes: integer('purchases_credit_notes').notNull().default(0),
    firstPurchaseDate: date('first_purchase_date', { mode: 'string' }),
    lastPurchaseDate: date('last_purchase_date', { mode: 'string' }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('business_parties_identification_key').on(table.identification),
    index('business_parties_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('business_parties_sales_idx')
      .on(table.salesCents)
      .where(sql`${table.isClient}`),
    index('business_parties_purchases_idx')
      .on(table.purchasesCents)
      .where(sql`${table.isSupplier}`),
  ],
);

/** A factura or nota de crédito the shop issued (sale) or received (purchase). */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * What makes it the same document when imported again: its access key, or for a CSV its
     * direction, kind, party and number.
     */
    sourceKey: text('source_key').notNull(),
    /** `claveAcceso` (49 digits); null for a document from a CSV. */
    accessKey: text('access_key'),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    direction: text('direction', { enum: DOCUMENT_DIRECTIONS }).notNull(),
    /** The XML's version; null for a CSV. */
    version: text('version'),
    /** `001-001-000000123`. */
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => businessParties.id, { onDelete: 'restrict' }),
    /** As the document states them (positive, also on a credit note). */
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The XML's tax totals, payments, modified document and additional fields, as read. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    authorizationNumber: text('authorization_number'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    source: text('source', { enum: ['xml', 'csv'] }).notNull(),
    fileName: text('file_name').notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_documents_source_key').on(table.sourceKey),
    index('tax_documents_direction_date_idx').on(table.direction, table.issueDate),
    index('tax_documents_party_date_idx').on(table.partyId, table.issueDate),
  ],
);

/**
 * A line of a document. Quantity and amounts are signed: negative on a credit note, so a sum is
 * the net figure. The document's direction, kind, date and party are repeated here so that the
 * consultas read lines without joining documents.
 */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    direction: text('direction', { enum: DOCUMENT_DIRECTIONS }).notNull(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    partyId: uuid('party_id')
      .notNull()
      .references(() => businessParties.id, { onDelete: 'restrict' }),
    /** The issuer's code for the product (upper case, trimmed); null when the line has none. */
    code: text('code'),
    auxiliaryCode: text('auxiliary_code'),
    description: text('description').notNull(),
    unit: text('unit'),
    quantity: numeric('quantity', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    ivaRate: numeric('iva_rate', { precision: 5, scale: 2, mode: 'number' }),
    ivaCents: bigint('iva_cents', { mode: 'number' }).notNull().default(0),
    /** The catalogue product, once matched by its code or by a mapping of the party's code. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The presentation the party's code stands for, when a mapping names one. */
    presentationId: uuid('presentation_id').references(() => productPresentations.id, {
      onDelete: 'set null',
    }),
    /**
     * `quantity` in the product's own unit (a line of 4 sacos of 25 kg is 100 kg); null when the
     * line has no product or its units cannot meet the product's.
     */
    productQuantity: numeric('product_quantity', { precision: 24, scale: 6, mode: 'number' }),
  },
  (table) => [
    uniqueIndex('tax_document_lines_key').on(table.documentId, table.position),
    index('tax_document_lines_party_product_idx').on(
      table.partyId,
      table.productId,
      table.issueDate,
    ),
    index('tax_document_lines_product_idx').on(table.productId, table.direction, table.issueDate),
    // A presentation removed from a product finds its lines without reading them all.
    index('tax_document_lines_presentation_idx')
      .on(table.presentationId)
      .where(sql`${table.presentationId} is not null`),
    index('tax_document_lines_unmatched_idx')
      .on(table.partyId, table.code)
      .where(sql`${table.productId} is null`),
  ],
);

/** "El código 10023 de Químicos Andinos es nuestro Ácido cítrico 25 kg", set once by staff. */
export const productCodeMappings = pgTable(
  'product_code_mappings',
  {
    partyId: uuid('party_id')
      .notNull()
      .references(() => businessParties.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    presentationId: uuid('presentation_id').references(() => productPresentations.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partyId, table.code] })],
);

/**
 * What staff pay for an ingredient the catalogue does not sell (sugar, fruit, an essence), set by
 * hand for every formula that writes it: keyed by its name lower-cased, without accents and with
 * single spaces, so «Azúcar  blanca» and «azucar blanca» are one price. The price is per `unit`,
 * like a product's; a formula's amount is converted into it.
 */
export const ingredientPrices = pgTable(
  'ingredient_prices',
  {
    nameKey: text('name_key').primaryKey(),
    /** As staff last wrote it. */
    name: text('name').notNull(),
    unit: productUnit('unit').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ingredient_prices_price_check', sql`${table.unitPriceCents} >= 0`)],
);

/** A product's sales or purchases on one day, net of credit notes. */
export const productTradeDays = pgTable(
  'product_trade_days',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: DOCUMENT_DIRECTIONS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6, mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.direction, table.day] }),
    // A date range reads its days from the index alone, without visiting the table's rows.
    index('product_trade_days_day_idx').on(
      table.day,
      table.direction,
      table.productId,
      table.amountCents,
      table.quantity,
    ),
  ],
);

/**
 * A product's sales or purchases in one calendar month (`month` is its first day), net of credit
 * notes: a date range reads its whole months here and only its partial months from the days.
 */
export const productTradeMonths = pgTable(
  'product_trade_months',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: DOCUMENT_DIRECTIONS }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6, mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.direction, table.month] }),
    // One month's list reads its page in amount order from the index alone.
    index('product_trade_months_amount_idx').on(
      table.direction,
      table.month,
      table.amountCents,
      table.productId,
      table.quantity,
      table.lastDate,
    ),
  ],
);

/** A product's sales or purchases of all time, net of credit notes: the product list's figures. */
export const productTradeTotals = pgTable(
  'product_trade_totals',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: DOCUMENT_DIRECTIONS }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6, mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.direction] }),
    index('product_trade_totals_amount_idx').on(table.direction, table.amountCents),
  ],
);
