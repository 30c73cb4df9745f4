import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  FormulaDetailResponse,
  FormulaListResponse,
  FormulaSort,
  FormulaSummary,
  FormulaType,
  PublishStatus,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  formulaComments,
  formulaIngredients,
  formulas,
  formulaTypes,
  images,
  products,
  type FormulaRow,
} from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';
import { presentFormulaDetail, presentSummary } from './formula-presenter';

/** Formula types; hidden ones only for staff. */
export async function loadFormulaTypes(db: Database, staff = false): Promise<FormulaType[]> {
  const rows = await db
    .select({
      id: formulaTypes.id,
      slug: formulaTypes.slug,
      name: formulaTypes.name,
      description: formulaTypes.description,
      // Spelled out: drizzle leaves columns unqualified in single-table selects.
      formulaCount: sql<number>`(select count(*)::int from formulas f
        where f.type_id = formula_types.id and f.status = 'published')`,
    })
    .from(formulaTypes)
    .where(staff ? undefined : eq(formulaTypes.hidden, false))
    .orderBy(asc(formulaTypes.sortOrder), asc(formulaTypes.name));
  return rows.map((row) => ({ ...row, formulaCount: Number(row.formulaCount) }));
}

const summaryColumns = {
  id: formulas.id,
  slug: formulas.slug,
  title: formulas.title,
  summary: formulas.summary,
  status: formulas.status,
  publishedAt: formulas.publishedAt,
  updatedAt: formulas.updatedAt,
  typeId: formulaTypes.id,
  typeSlug: formulaTypes.slug,
  typeName: formulaTypes.name,
  coverId: images.id,
  coverWidth: images.width,
  coverHeight: images.height,
  coverAlt: images.alt,
  ingredientCount: sql<number>`(select count(*)::int from ${formulaIngredients} i
    where i.formula_id = ${formulas.id})`,
  commentCount: sql<number>`(select count(*)::int from ${formulaComments} c
    where c.formula_id = ${formulas.id} and c.status = 'approved')`,
};

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(formulas)
    .innerJoin(formulaTypes, eq(formulaTypes.id, formulas.typeId))
    .leftJoin(images, eq(images.id, formulas.coverImageId));
}

export type FormulaSearch = {
  q?: string;
  tipo?: string;
  productId?: string;
  statuses: readonly PublishStatus[];
  sort: FormulaSort;
  page: number;
  pageSize: number;
};

/** Formula posts: same accent-insensitive, typo-tolerant search as products. */
export async function searchFormulas(
  db: Database,
  search: FormulaSearch,
): Promise<FormulaListResponse> {
  const q = search.q?.trim() || undefined;
  const base: SQL[] = [inArray(formulas.status, [...search.statuses])];
  if (search.productId) {
    base.push(
      sql`exists (select 1 from ${formulaIngredients} i
        where i.formula_id = ${formulas.id} and i.product_id = ${search.productId})`,
    );
  }
  let rank: SQL = sql`0`;
  if (q) {
    const normalized = sql`quimia_normalize(${q})`;
    const tsQuery = sql`websearch_to_tsquery('spanish', quimia_normalize(${q}))`;
    const contains = sql`quimia_normalize(${`%${escapeLike(q)}%`})`;
    base.push(
      sql`(${formulas.searchVector} @@ ${tsQuery} or ${normalized} <% ${formulas.searchText} or ${formulas.searchText} like ${contains})`,
    );
    rank = sql`2 * word_similarity(${normalized}, ${formulas.searchText})
      + similarity(${normalized}, ${formulas.titleSearch})
      + ts_rank(${formulas.searchVector}, ${tsQuery})`;
  }
  // A type's old slug (before staff changed it) still filters by that type; its current one wins.
  const typeCondition = search.tipo
    ? sql`${formulaTypes.id} = coalesce(
        (select id from formula_types where slug = ${search.tipo}),
        (select category_id from category_old_slugs
          where kind = 'formulaType' and slug = ${search.tipo}))`
    : undefined;
  const where = and(...base, typeCondition);

  const order = (() => {
    switch (search.sort) {
      case 'title':
        return [asc(formulas.titleSearch), asc(formulas.id)];
      case 'relevance':
        if (q) return [desc(rank), asc(formulas.titleSearch), asc(formulas.id)];
        return [desc(formulas.publishedAt), desc(formulas.createdAt), asc(formulas.id)];
      case 'newest':
        return [
          sql`${formulas.publishedAt} desc nulls last`,
          desc(formulas.createdAt),
          asc(formulas.id),
        ];
    }
  })();

  const [rows, [totalRow], typeCounts] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db
      .select({ n: count() })
      .from(formulas)
      .innerJoin(formulaTypes, eq(formulaTypes.id, formulas.typeId))
      .where(where),
    db
      .select({
        id: formulaTypes.id,
        slug: formulaTypes.slug,
        name: formulaTypes.name,
        count: count(),
      })
      .from(formulas)
      .innerJoin(formulaTypes, eq(formulaTypes.id, formulas.typeId))
      // Hidden types are offered to nobody, unless chosen.
      .where(and(...base, or(eq(formulaTypes.hidden, false), typeCondition)))
      .groupBy(formulaTypes.id, formulaTypes.slug, formulaTypes.name, formulaTypes.sortOrder)
      .orderBy(asc(formulaTypes.sortOrder), asc(formulaTypes.name)),
  ]);
  return {
    items: rows.map(presentSummary),
    total: Number(totalRow?.n ?? 0),
    page: search.page,
    pageSize: search.pageSize,
    facets: {
      tipos: typeCounts.map((row) => ({ ...row, count: Number(row.count) })),
    },
  };
}

export async function findFormulaRow(
  db: Database,
  by: { id?: string; slug?: string },
): Promise<FormulaRow | undefined> {
  const condition = by.id ? eq(formulas.id, by.id) : eq(formulas.slug, by.slug ?? '');
  const [row] = await db.select().from(formulas).where(condition).limit(1);
  return row;
}

/**
 * An ingredient and its catalogue product (null columns for free text), for a select from
 * `formula_ingredients` left-joined with `products`.
 */
export const ingredientColumns = {
  id: formulaIngredients.id,
  name: formulaIngredients.name,
  amount: formulaIngredients.amount,
  unit: formulaIngredients.unit,
  percentage: formulaIngredients.percentage,
  phase: formulaIngredients.phase,
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
  productCode: products.code,
  productStatus: products.status,
};

/** A formula post with its ingredients and approved comments. */
export async function loadFormulaDetail(
  db: Database,
  row: FormulaRow,
  { staff = false }: { staff?: boolean } = {},
): Promise<FormulaDetailResponse> {
  const [[summary], ingredientRows, commentRows] = await Promise.all([
    selectSummaries(db).where(eq(formulas.id, row.id)),
    db
      .select(ingredientColumns)
      .from(formulaIngredients)
      .leftJoin(products, eq(products.id, formulaIngredients.productId))
      .where(eq(formulaIngredients.formulaId, row.id))
      .orderBy(asc(formulaIngredients.position)),
    db
      .select({
        id: formulaComments.id,
        authorName: formulaComments.authorName,
        body: formulaComments.body,
        createdAt: formulaComments.createdAt,
      })
      .from(formulaComments)
      .where(and(eq(formulaComments.formulaId, row.id), eq(formulaComments.status, 'approved')))
      .orderBy(asc(formulaComments.createdAt))
      .limit(200),
  ]);
  return presentFormulaDetail(row, summary!, ingredientRows, commentRows, { staff });
}

/**
 * Published formulas related to one: each shared catalogue ingredient counts two, the same type
 * one; ties go to the newest. Formulas sharing nothing fill the list last.
 */
export async function suggestedFormulas(
  db: Database,
  formula: FormulaRow,
  limit: number,
): Promise<FormulaSummary[]> {
  const score = sql<number>`2 * (select count(distinct i.product_id)::int
      from ${formulaIngredients} i
      where i.formula_id = ${formulas.id} and i.product_id in (
        select product_id from ${formulaIngredients}
        where formula_id = ${formula.id} and product_id is not null))
    + (case when ${formulas.typeId} = ${formula.typeId} then 1 else 0 end)`;
  const rows = await selectSummaries(db)
    .where(and(eq(formulas.status, 'published'), ne(formulas.id, formula.id)))
    .orderBy(desc(score), sql`${formulas.publishedAt} desc nulls last`, asc(formulas.id))
    .limit(limit);
  return rows.map(presentSummary);
}
