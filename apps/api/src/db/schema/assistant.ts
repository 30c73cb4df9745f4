import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { AssistantSource } from '@quimia/contracts';
import { users } from './accounts';

/** A QuimIA conversation of one staff user. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_conversations_user_idx').on(table.userId, sql`${table.updatedAt} desc`),
  ],
);

/**
 * A question or an answer. The question is written before the model is asked; an answer that
 * failed or was stopped keeps what had arrived and says why in `error`. A question sent with an
 * `Idempotency-Key` keeps it: the same key again from the same user stores nothing more.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the messages: a question and its answer may share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    mode: text('mode', { enum: ['model', 'offline'] }),
    tools: jsonb('tools').$type<string[]>().notNull().default([]),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    error: text('error'),
    /** The answer reached the length limit and was cut there. */
    truncated: boolean('truncated').notNull().default(false),
    /** Who asked, for a question: its key is unique per user, across conversations. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For an answer, the question it replies to. */
    questionId: uuid('question_id').references((): AnyPgColumn => assistantMessages.id, {
      onDelete: 'cascade',
    }),
    /** The key a question was sent with, if any. */
    idempotencyKey: text('idempotency_key'),
    /** A digest of what was sent with the key: other content under it is refused. */
    requestDigest: text('request_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_messages_conversation_idx').on(table.conversationId, table.seq),
    // Two twins sent at once wait here for each other: only one question is stored.
    uniqueIndex('assistant_messages_user_key_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);

/**
 * Questions asked per user and shop day: the daily limit counts them here, so deleting a
 * conversation gives no messages back.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
