import { and, eq } from 'drizzle-orm';
import type { Comment, CommentStatus } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formulaComments, formulas } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { plainText } from '../../lib/rich-text';
import { findComment } from './comment-queries';

/** Stores a visitor's comment as plain text, pending moderation. Only published posts take them. */
export async function createComment(
  db: Database,
  input: {
    formulaId: string;
    authorName: string;
    email?: string;
    body: string;
    ip: string;
    /** Now, unless the demo's year is being written. */
    at?: Date;
  },
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
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: formulaComments.id });
  return saved!.id;
}

export async function moderateComment(
  db: Database,
  input: { id: string; status: Exclude<CommentStatus, 'pending'>; by: string; at?: Date },
): Promise<Comment> {
  const [updated] = await db
    .update(formulaComments)
    .set({ status: input.status, moderatedBy: input.by, moderatedAt: input.at ?? new Date() })
    .where(eq(formulaComments.id, input.id))
    .returning({ id: formulaComments.id });
  if (!updated) throw notFound('Comentario no encontrado');
  return (await findComment(db, input.id))!;
}
