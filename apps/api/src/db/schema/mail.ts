import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './catalog';

/**
 * Every e-mail the shop writes, kept whether or not it could be sent: without a mail server
 * (`outbox`) staff read it in the dashboard and pass it on; with one it is `queued` until the job
 * runner delivers it (`sent`) or gives up (`failed`, with the server's error).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What it is: `password-reset`, `account-created`… */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['outbox', 'queued', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_messages_created_at_idx').on(sql`${table.createdAt} desc`),
    index('mail_messages_status_idx').on(table.status),
  ],
);

/**
 * Files sent with an e-mail (an invoice's RIDE and XML), kept with it: the outbox and every retry
 * send the same bytes.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId, table.position)],
);

/**
 * Links that set a new password. Only the SHA-256 of the token is kept: whoever reads the
 * database cannot use a pending link. Single use (`usedAt`) and short-lived (`expiresAt`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
