import { and, asc, count, desc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import {
  CONVERSATION_TITLE_MAX,
  type AssistantMode,
  type AssistantSource,
  type Conversation,
  type ConversationMessage,
  type ConversationSummary,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { assistantConversations, assistantMessages, assistantUsage } from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';
import { notFound } from '../../lib/errors';
import { STOPPED } from './model-client';

export const CONVERSATION_MISSING = 'La conversación no existe';

// A user's conversations with QuimIA: each read and write names the user, so nobody reaches
// another's conversation (it answers as if it did not exist).

type MessageRow = typeof assistantMessages.$inferSelect;
type ConversationRow = typeof assistantConversations.$inferSelect;

const presentMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  mode: row.mode,
  tools: row.tools,
  sources: row.sources,
  // Only the message is stored: a stop is known by it.
  stopped: row.error === STOPPED.message,
  error: row.error === STOPPED.message ? null : row.error,
});

// Written out: drizzle leaves the outer column unqualified in a one-table select.
const messageCount = sql<number>`(select count(*)::int from assistant_messages m
  where m.conversation_id = assistant_conversations.id)`;

const presentSummary = (row: ConversationRow & { messageCount: number }): ConversationSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  messageCount: Number(row.messageCount),
});

export async function listConversations(
  db: Database,
  userId: string,
  query: { page: number; pageSize: number; q?: string },
) {
  const where = and(
    eq(assistantConversations.userId, userId),
    query.q
      ? sql`quimia_normalize(${assistantConversations.title}) like quimia_normalize(${`%${escapeLike(query.q)}%`})`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: assistantConversations.id,
        userId: assistantConversations.userId,
        title: assistantConversations.title,
        createdAt: assistantConversations.createdAt,
        updatedAt: assistantConversations.updatedAt,
        messageCount,
      })
      .from(assistantConversations)
      .where(where)
      .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(assistantConversations).where(where),
  ]);
  return {
    items: rows.map(presentSummary),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function findConversation(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)));
  return row;
}

export async function loadConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<Conversation | null> {
  const row = await findConversation(db, userId, id);
  if (!row) return null;
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, id))
    .orderBy(asc(assistantMessages.seq));
  return {
    ...presentSummary({ ...row, messageCount: messages.length }),
    messages: messages.map(presentMessage),
  };
}

/** The latest messages of a conversation, oldest first: what the model is told came before. */
export async function recentMessages(db: Database, conversationId: string, limit: number) {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.seq))
    .limit(limit);
  return rows.reverse();
}

export async function renameConversation(db: Database, userId: string, id: string, title: string) {
  const rows = await db
    .update(assistantConversations)
    .set({ title })
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

export async function deleteConversation(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

export async function messagesUsedOn(db: Database, userId: string, day: string) {
  const [row] = await db
    .select({ messages: assistantUsage.messages })
    .from(assistantUsage)
    .where(and(eq(assistantUsage.userId, userId), eq(assistantUsage.day, day)));
  return row?.messages ?? 0;
}

/** A conversation's title from its first question: its first line, cut at a word. */
export function titleFrom(question: string): string {
  const line = question.split('\n')[0]!.trim().replace(/\s+/g, ' ');
  const max = Math.min(CONVERSATION_TITLE_MAX, 80);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Stores a question before anything answers it, and counts it against the day's limit, in one
 * transaction: in a new conversation (titled from it) or in the user's own (404 for any other).
 * Null when the day's limit is reached: nothing is stored then.
 */
export async function storeQuestion(
  db: Database,
  input: { userId: string; conversationId?: string; question: string; day: string; perDay: number },
): Promise<{ conversationId: string; title: string; messageId: string } | null> {
  try {
    return await db.transaction(async (tx) => {
      const [usage] = await tx
        .insert(assistantUsage)
        .values({ userId: input.userId, day: input.day, messages: 1 })
        .onConflictDoUpdate({
          target: [assistantUsage.userId, assistantUsage.day],
          set: { messages: sql`${assistantUsage.messages} + 1` },
        })
        .returning({ messages: assistantUsage.messages });
      if (usage!.messages > input.perDay) tx.rollback();
      const [conversation] = input.conversationId
        ? await tx
            .update(assistantConversations)
            .set({ updatedAt: sql`now()` })
            .where(
              and(
                eq(assistantConversations.id, input.conversationId),
                eq(assistantConversations.userId, input.userId),
              ),
            )
            .returning()
        : await tx
            .insert(assistantConversations)
            .values({ userId: input.userId, title: titleFrom(input.question) })
            .returning();
      if (!conversation) throw notFound(CONVERSATION_MISSING);
      const [message] = await tx
        .insert(assistantMessages)
        .values({ conversationId: conversation.id, role: 'user', content: input.question })
        .returning({ id: assistantMessages.id });
      return { conversationId: conversation.id, title: conversation.title, messageId: message!.id };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/** Stores an answer (complete, partial with its error, or only the error). */
export async function storeAnswer(
  db: Database,
  input: {
    conversationId: string;
    content: string;
    mode: AssistantMode;
    tools: string[];
    sources: AssistantSource[];
    error: string | null;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(assistantMessages)
      .values({ ...input, role: 'assistant' })
      .returning({ id: assistantMessages.id });
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`now()` })
      .where(eq(assistantConversations.id, input.conversationId));
    return message!.id;
  });
}
