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
import { conflict, notFound } from '../../lib/errors';
import { answerCharLimit } from './model-chat';
import { STOPPED } from './model-client';

export const CONVERSATION_MISSING = 'La conversación no existe';

// A user's conversations with QuimIA: each read and write names the user, so nobody reaches
// another's conversation (it answers as if it did not exist).

type MessageRow = typeof assistantMessages.$inferSelect;
type ConversationRow = typeof assistantConversations.$inferSelect;

/**
 * The longest answer any setting keeps (ASSISTANT_MAX_TOKENS at its highest): an answer stored
 * longer, before answers had a limit, is read up to it and shown as cut.
 */
export const LONGEST_ANSWER_CHARS = answerCharLimit(32_000);

const presentMessage = (row: MessageRow, answerLost = false): ConversationMessage => ({
  id: row.id,
  role: row.role,
  content: row.content.slice(0, LONGEST_ANSWER_CHARS),
  createdAt: row.createdAt.toISOString(),
  mode: row.mode,
  tools: row.tools,
  sources: row.sources,
  // Only the message is stored: a stop is known by it.
  stopped: row.error === STOPPED.message,
  error: row.error === STOPPED.message ? null : row.error,
  truncated: row.truncated || row.content.length > LONGEST_ANSWER_CHARS,
  answerLost,
});

/**
 * Whether the question at `index` was left without an answer, asked before `lostBefore`. An answer
 * names its question; answers stored before they did follow it.
 */
function isAnswerLost(
  rows: MessageRow[],
  index: number,
  answered: Set<string>,
  lostBefore: Date,
): boolean {
  const row = rows[index];
  if (row?.role !== 'user' || row.createdAt >= lostBefore || answered.has(row.id)) return false;
  const next = rows[index + 1];
  return !(next?.role === 'assistant' && next.questionId === null);
}

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

/** A conversation with its messages; a question asked before `lostBefore` and never answered is lost. */
export async function loadConversation(
  db: Database,
  userId: string,
  id: string,
  lostBefore: Date,
): Promise<Conversation | null> {
  const row = await findConversation(db, userId, id);
  if (!row) return null;
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, id))
    .orderBy(asc(assistantMessages.seq));
  const answered = new Set(messages.flatMap((message) => message.questionId ?? []));
  return {
    ...presentSummary({ ...row, messageCount: messages.length }),
    messages: messages.map((message, index) =>
      presentMessage(message, isAnswerLost(messages, index, answered, lostBefore)),
    ),
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

/** Where a question was stored: what the answer's `start` event names. */
export type StoredQuestion = { conversationId: string; title: string; messageId: string };

/** A question stored with a key, found again when the key comes back. */
export type KeyedQuestion = StoredQuestion & { requestDigest: string | null; askedAt: Date };

/** Thrown inside the transaction when a twin with the same key stored its question first. */
class AlreadyAsked extends Error {}

/** The user's question stored under `key`, with its conversation's title. */
export async function findKeyedQuestion(
  db: Database,
  userId: string,
  key: string,
): Promise<KeyedQuestion | undefined> {
  const [row] = await db
    .select({
      conversationId: assistantMessages.conversationId,
      title: assistantConversations.title,
      messageId: assistantMessages.id,
      requestDigest: assistantMessages.requestDigest,
      askedAt: assistantMessages.createdAt,
    })
    .from(assistantMessages)
    .innerJoin(
      assistantConversations,
      eq(assistantConversations.id, assistantMessages.conversationId),
    )
    .where(and(eq(assistantMessages.userId, userId), eq(assistantMessages.idempotencyKey, key)));
  return row;
}

/** The stored answer to a question, once its answer has ended (undefined while it runs). */
export async function findAnswer(db: Database, question: StoredQuestion) {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.conversationId, question.conversationId),
        eq(assistantMessages.questionId, question.messageId),
      ),
    );
  return row ? presentMessage(row) : undefined;
}

/**
 * Stores a question before anything answers it, and counts it against the day's limit, in one
 * transaction: in a new conversation (titled from it) or in the user's own (404 for any other).
 * `limit` when the day's limit is reached: nothing is stored then. With a key, a question the
 * user already sent under it (also one sent at the same moment) is a `repeat`: nothing is stored
 * or counted.
 */
export async function storeQuestion(
  db: Database,
  input: {
    userId: string;
    conversationId?: string;
    question: string;
    day: string;
    perDay: number;
    key?: { key: string; digest: string };
  },
): Promise<
  | { outcome: 'stored'; question: StoredQuestion }
  | { outcome: 'limit' }
  | { outcome: 'repeat'; question: KeyedQuestion }
> {
  const { key } = input;
  const earlier = key && (await findKeyedQuestion(db, input.userId, key.key));
  if (earlier) return { outcome: 'repeat', question: earlier };
  try {
    const question = await db.transaction(async (tx) => {
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
      // A twin with the same key waits here for the first to commit, then finds its key taken.
      const [message] = await tx
        .insert(assistantMessages)
        .values({
          conversationId: conversation.id,
          role: 'user',
          content: input.question,
          userId: input.userId,
          idempotencyKey: key?.key,
          requestDigest: key?.digest,
        })
        .onConflictDoNothing()
        .returning({ id: assistantMessages.id });
      if (!message) throw new AlreadyAsked();
      return { conversationId: conversation.id, title: conversation.title, messageId: message.id };
    });
    return { outcome: 'stored', question };
  } catch (error) {
    const limit = error instanceof TransactionRollbackError;
    if (!limit && !(error instanceof AlreadyAsked)) throw error;
    // A twin may have stored the question first (and used the day's last message).
    const first = key && (await findKeyedQuestion(db, input.userId, key.key));
    if (first) return { outcome: 'repeat', question: first };
    if (limit) return { outcome: 'limit' };
    throw conflict(
      'Esta pregunta ya se está enviando. Espera un momento y vuelve a cargar la conversación.',
    );
  }
}

/** Stores an answer (complete, partial with its error, or only the error). */
export async function storeAnswer(
  db: Database,
  input: {
    conversationId: string;
    /** The question it replies to. */
    questionId: string;
    content: string;
    mode: AssistantMode;
    tools: string[];
    sources: AssistantSource[];
    error: string | null;
    truncated: boolean;
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
