import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { MailStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { mailMessages, type MailMessageRow } from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(mailMessages.recipient, pattern), ilike(mailMessages.subject, pattern));
}

/** A page of e-mails, newest first, with the count of each status among those the search keeps. */
export async function listMail(
  db: Database,
  query: { page: number; pageSize: number; status?: MailStatus; q?: string },
) {
  const { page, pageSize, status, q } = query;
  const base = searchFilter(q);
  const where = and(base, status ? eq(mailMessages.status, status) : undefined);
  const [rows, [{ total } = { total: 0 }], byStatus] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(mailMessages).where(where),
    db
      .select({ status: mailMessages.status, total: count() })
      .from(mailMessages)
      .where(base)
      .groupBy(mailMessages.status),
  ]);
  const counts = { all: 0, outbox: 0, queued: 0, sent: 0, failed: 0 };
  for (const row of byStatus) {
    counts[row.status] = Number(row.total);
    counts.all += Number(row.total);
  }
  return { rows, total: Number(total), counts };
}

export async function findMail(db: Database, id: string): Promise<MailMessageRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}
