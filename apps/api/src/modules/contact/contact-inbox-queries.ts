import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContactInboxView } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.subject, pattern),
    ilike(contactMessages.message, pattern),
  );
}

const VIEW_FILTERS: Record<ContactInboxView, SQL | undefined> = {
  pendientes: isNull(contactMessages.handledAt),
  atendidos: isNotNull(contactMessages.handledAt),
  todos: undefined,
};

/** A page of the inbox, newest first, with how many wait and how many were handled. */
export async function listInbox(
  db: Database,
  query: { page: number; pageSize: number; estado: ContactInboxView; q?: string },
) {
  const { page, pageSize, estado, q } = query;
  const search = searchFilter(q);
  const where = and(search, VIEW_FILTERS[estado]);
  const [rows, [{ total } = { total: 0 }], [counts]] = await Promise.all([
    db
      .select({
        message: contactMessages,
        handledByName: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
    db
      .select({
        pendientes: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)`,
        atendidos: sql<number>`count(*) filter (where ${contactMessages.handledAt} is not null)`,
      })
      .from(contactMessages)
      .where(search),
  ]);
  return {
    rows,
    total: Number(total),
    counts: {
      pendientes: Number(counts?.pendientes ?? 0),
      atendidos: Number(counts?.atendidos ?? 0),
    },
  };
}

/** How many messages wait for an answer. */
export async function countPending(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return Number(row?.n ?? 0);
}
