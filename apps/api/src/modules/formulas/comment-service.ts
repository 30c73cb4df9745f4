import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Comment, CommentListResponse, CommentStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formulaComments, formulas } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { plainText } from '../../lib/rich-text';

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
type CommentSelection = Awaited<ReturnType<typeof selectComments>>[number];

function presentComment(row: CommentSelection): Comment {
  return {
    id: row.id,
    authorName: row.authorName,
    email: row.email,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    formula: { id: row.formulaId, slug: row.formulaSlug, title: row.formulaTitle },
  };
}

/** Stores a visitor's comment as plain text, pending moderation. Only published posts take them. */
export async function createComment(
  db: Database,
  input: { formulaId: string; authorName: string; email?: string; body: string; ip: string },
): Promise<string> {
  const [formula] = await db
    .select({ id: formulas.id })
    .from(formulas)
    .where(and(eq(formulas.id, input.formulaId), eq(formulas.status, 'published')));
  if (!formula) throw notFound('Fórmula no encontrada');
  const authorName = plainText(input.authorName).slice(0, 80);
  const body = plainText(input.body);
  const problems = [];
  if (authorName.length < 2) problems.push({ field: 'authorName', message: 'Ingresa tu nombre' });
  if (body.length < 3) problems.push({ field: 'body', message: 'Escribe tu comentario' });
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  const [saved] = await db
    .insert(formulaComments)
    .values({
      formulaId: formula.id,
      authorName,
      authorEmail: input.email ?? null,
      body,
      ip: input.ip,
    })
    .returning({ id: formulaComments.id });
  return saved!.id;
}

export async function moderateComment(
  db: Database,
  input: { id: string; status: Exclude<CommentStatus, 'pending'>; by: string },
): Promise<Comment> {
  const [updated] = await db
    .update(formulaComments)
    .set({ status: input.status, moderatedBy: input.by, moderatedAt: new Date() })
    .where(eq(formulaComments.id, input.id))
    .returning({ id: formulaComments.id });
  if (!updated) throw notFound('Comentario no encontrado');
  const [row] = await selectComments(db).where(eq(formulaComments.id, input.id));
  return presentComment(row!);
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
