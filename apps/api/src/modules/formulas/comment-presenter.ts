import type { Comment } from '@quimia/contracts';
import type { formulaComments, FormulaRow } from '../../db/schema';

/** A comment with its formula's address, as moderators see it (see `selectComments`). */
export type CommentRow = Pick<
  typeof formulaComments.$inferSelect,
  'id' | 'authorName' | 'body' | 'status' | 'createdAt' | 'moderatedAt'
> & {
  email: string | null;
  formulaId: FormulaRow['id'];
  formulaSlug: FormulaRow['slug'];
  formulaTitle: FormulaRow['title'];
};

export function presentComment(row: CommentRow): Comment {
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
