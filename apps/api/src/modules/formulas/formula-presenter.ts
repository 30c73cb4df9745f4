import type { FormulaDetailResponse, FormulaSummary, PublishStatus } from '@quimia/contracts';
import type { formulaComments, formulaIngredients, FormulaRow } from '../../db/schema';
import { presentImage } from '../uploads';

/** The columns of a formula's card, with its type and cover (see `selectSummaries`). */
export type FormulaSummaryRow = Pick<
  FormulaRow,
  'id' | 'slug' | 'title' | 'summary' | 'status' | 'publishedAt' | 'updatedAt'
> & {
  typeId: number;
  typeSlug: string;
  typeName: string;
  coverId: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverAlt: string | null;
  ingredientCount: number;
  commentCount: number;
};

/** An ingredient as listed, with its catalogue product when it names one. */
export type IngredientRow = Pick<
  typeof formulaIngredients.$inferSelect,
  'id' | 'name' | 'amount' | 'unit' | 'percentage' | 'phase'
> & {
  productId: string | null;
  productSlug: string | null;
  productName: string | null;
  productCode: string | null;
  productStatus: PublishStatus | null;
};

/** An approved comment as the post shows it. */
export type PublicCommentRow = Pick<
  typeof formulaComments.$inferSelect,
  'id' | 'authorName' | 'body' | 'createdAt'
>;

export function presentSummary(row: FormulaSummaryRow): FormulaSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: { id: row.typeId, slug: row.typeSlug, name: row.typeName },
    summary: row.summary,
    cover:
      row.coverId && row.coverWidth && row.coverHeight
        ? presentImage({
            id: row.coverId,
            width: row.coverWidth,
            height: row.coverHeight,
            alt: row.coverAlt,
          })
        : null,
    status: row.status,
    ingredientCount: Number(row.ingredientCount),
    commentCount: Number(row.commentCount),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A formula post with its ingredients and approved comments; `staff` links draft products too. */
export function presentFormulaDetail(
  row: FormulaRow,
  summary: FormulaSummaryRow,
  ingredientRows: readonly IngredientRow[],
  commentRows: readonly PublicCommentRow[],
  { staff }: { staff: boolean },
): FormulaDetailResponse {
  return {
    formula: {
      ...presentSummary(summary),
      contentHtml: row.contentHtml,
      batchYield:
        row.batchYieldAmount !== null && row.batchYieldUnit !== null
          ? { amount: Number(row.batchYieldAmount), unit: row.batchYieldUnit }
          : null,
      ingredients: ingredientRows.map((ingredient) => ({
        id: ingredient.id,
        // A draft product is not linked for the public: its page would be a 404.
        product:
          ingredient.productId &&
          ingredient.productSlug &&
          ingredient.productName &&
          ingredient.productCode &&
          (staff || ingredient.productStatus === 'published')
            ? {
                id: ingredient.productId,
                slug: ingredient.productSlug,
                name: ingredient.productName,
                code: ingredient.productCode,
              }
            : null,
        name: ingredient.name,
        amount: Number(ingredient.amount),
        unit: ingredient.unit,
        percentage: ingredient.percentage === null ? null : Number(ingredient.percentage),
        phase: ingredient.phase,
      })),
      steps: row.steps,
      safetyNotes: row.safetyNotes,
      createdAt: row.createdAt.toISOString(),
    },
    comments: commentRows.map((comment) => ({
      ...comment,
      createdAt: comment.createdAt.toISOString(),
    })),
  };
}
