import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Comment, CommentListResponse, CommentStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formulaComments, formulas } from '../../db/schema';
import { presentComment } from './comment-presenter';

const columns = {
  id: formulaComments.id,
  authorName: formulaComments.authorName,
  email: formulaComments.authorEmail,
  body: formulaComments.body,
  status: formulaComments.status,
  createdAt: formulaComments.createdAt,
  moderatedAt: formulaComments.moderatedAt,
  formulaId: formulas.id,
  formulaSlug: formulas.slug,
  formulaTitle: formulas.title,
};
const selectComments = (db: Database) =>
  db
    .select(columns)
    .from(formulaComments)
    .innerJoin(formulas, eq(formulas.id, formulaComments.formulaId));

/** A comment as moderators see it. */
export async function findComment(db: Database, id: string): Promise<Comment | undefined> {
  const [row] = await selectComments(db).where(eq(formulaComments.id, id));
  return row && presentComment(row);
}

export async function listComments(
  db: Database,
  query: { estado?: CommentStatus; formulaId?: string; page: number; pageSize: number },
): Promise<CommentListResponse> {
  const scope: SQL | undefined = query.formulaId
    ? eq(formulaComments.formulaId, query.formulaId)
    : undefined;
  const where = and(scope, query.estado ? eq(formulaComments.status, query.estado) : undefined);
  const [rows, [totalRow], byStatus] = await Promise.all([
    selectComments(db)
      .where(where)
      // Oldest pending first is the moderation queue; otherwise newest first.
      .orderBy(
        query.estado === 'pending'
          ? asc(formulaComments.createdAt)
          : desc(formulaComments.createdAt),
        asc(formulaComments.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(formulaComments).where(where),
    db
      .select({ status: formulaComments.status, n: count() })
      .from(formulaComments)
      .where(scope)
      .groupBy(formulaComments.status),
  ]);
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of byStatus) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return {
    items: rows.map(presentComment),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
