import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ELECTRONIC_DOCUMENT_KINDS,
  INVOICE_STATUSES,
  SRI_ENVIRONMENTS,
  type CertificateInfo,
  type SriMessage,
} from '@quimia/contracts';
import { users } from './accounts';
import { bytea } from './catalog';
import { orders } from './orders';

/**
 * The invoicing settings (one row, id 1): the series, the issuer's legends and the signature
 * certificate. The certificate and its password are one sealed blob (AES-GCM, with a key kept
 * outside the database); what was read from it is kept beside it to show without opening it.
 */
export const invoicingSettings = pgTable(
  'invoicing_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The contracts' `invoicingSettingsSchema`; null until an administrator saves them. */
    settings: jsonb('settings'),
    certificateSealed: bytea('certificate_sealed'),
    certificateInfo: jsonb('certificate_info').$type<CertificateInfo>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('invoicing_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * The last sequential of each series (kind, environment, establishment, emission point). Taken in
 * the transaction that stores the document: the row stays locked until it ends, so concurrent
 * documents wait their turn and a rolled-back one gives its number back (no gaps, no repeats).
 */
export const electronicDocumentCounters = pgTable(
  'electronic_document_counters',
  {
    kind: text('kind', { enum: ELECTRONIC_DOCUMENT_KINDS }).notNull(),
    environment: text('environment', { enum: SRI_ENVIRONMENTS }).notNull(),
    establishment: text('establishment').notNull(),
    emissionPoint: text('emission_point').notNull(),
    lastSequential: integer('last_sequential').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.kind, table.environment, table.establishment, table.emissionPoint],
    }),
  ],
);

/** An invoice or credit note issued to the SRI, from its number to its authorisation. */
export const electronicDocuments = pgTable(
  'electronic_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ELECTRONIC_DOCUMENT_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => electronicDocuments.id, {
      onDelete: 'restrict',
    }),
    /** The buyer's account, when the order had one: they download it from Mi cuenta. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    environment: text('environment', { enum: SRI_ENVIRONMENTS }).notNull(),
    establishment: text('establishment').notNull(),
    emissionPoint: text('emission_point').notNull(),
    sequential: integer('sequential').notNull(),
    /** `001-002-000000123`. */
    number: text('number').notNull(),
    accessKey: text('access_key').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    /** The `ElectronicDocument` the XML was built from (the RIDE and the e-mail read it). */
    document: jsonb('document').notNull(),
    signedXml: text('signed_xml').notNull(),
    /** The `autorizacion` wrapper, once authorised. */
    authorizedXml: text('authorized_xml'),
    authorizationNumber: text('authorization_number'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    /** The SRI's messages of its last answer. */
    messages: jsonb('messages').$type<SriMessage[]>().notNull().default([]),
    /**
     * When it was last handed to the SRI's reception: a document that may have arrived (the
     * process stopped before hearing the answer) is asked about before it is sent again.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sends and authorisation queries that found the SRI down or slow, in a row. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    buyerName: text('buyer_name').notNull(),
    buyerIdentification: text('buyer_identification').notNull(),
    buyerEmail: text('buyer_email'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** A credit note's reason (motivo). */
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('electronic_documents_access_key_key').on(table.accessKey),
    uniqueIndex('electronic_documents_series_key').on(
      table.kind,
      table.environment,
      table.establishment,
      table.emissionPoint,
      table.sequential,
    ),
    // One invoice per order: asking again answers the same one.
    uniqueIndex('electronic_documents_order_invoice_key')
      .on(table.orderId)
      .where(sql`${table.kind} = 'factura'`),
    index('electronic_documents_created_idx').on(table.createdAt),
    index('electronic_documents_status_idx').on(table.status),
    index('electronic_documents_invoice_idx').on(table.invoiceId),
    index('electronic_documents_customer_idx').on(table.customerId),
  ],
);

/** What happened to a document: issued, sent, answered, retried… (its timeline). */
export const electronicDocumentEvents = pgTable(
  'electronic_document_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => electronicDocuments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    messages: jsonb('messages').$type<SriMessage[]>().notNull().default([]),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('electronic_document_events_document_idx').on(table.documentId, table.createdAt),
  ],
);
