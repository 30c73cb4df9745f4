import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  slugify,
  type FormulaDetailResponse,
  type FormulaListResponse,
  type FormulaSaveData,
  type FormulaSort,
  type FormulaSummary,
  type FormulaType,
  type PublishStatus,
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
import { badRequest, conflict, notFound } from '../../lib/errors';
import { changedSlugs, type CatalogChange } from '../../plugins/app/change-topics';
import { escapeLike, uniqueViolation } from '../../db/sql-helpers';
import { presentImage } from '../uploads/upload-presenter';
import { sanitizeRichText } from '../../lib/rich-text';

export async function loadFormulaTypes(db: Database): Promise<FormulaType[]> {
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

type SummarySelection = Awaited<ReturnType<typeof selectSummaries>>[number];

function presentSummary(row: SummarySelection): FormulaSummary {
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
  const typeCondition = search.tipo ? eq(formulaTypes.slug, search.tipo) : undefined;
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
      .where(and(...base))
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

/** A formula post with its ingredients and approved comments. */
export async function loadFormulaDetail(
  db: Database,
  row: FormulaRow,
  { staff = false }: { staff?: boolean } = {},
): Promise<FormulaDetailResponse> {
  const [[summary], ingredientRows, commentRows] = await Promise.all([
    selectSummaries(db).where(eq(formulas.id, row.id)),
    db
      .select({
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
      })
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
  return {
    formula: {
      ...presentSummary(summary!),
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

// ---------------------------------------------------------------------------------------------
// Writes.

const SLUG_TAKEN = 'Ya existe una fórmula con esa dirección web (slug)';

async function resolveSlug(db: Database, data: FormulaSaveData, id?: string): Promise<string> {
  const others = id ? ne(formulas.id, id) : undefined;
  if (data.slug) {
    const [taken] = await db
      .select({ id: formulas.id })
      .from(formulas)
      .where(and(eq(formulas.slug, data.slug), others))
      .limit(1);
    if (taken) throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    return data.slug;
  }
  const base = slugify(data.title) || 'formula';
  const used = new Set(
    (
      await db
        .select({ slug: formulas.slug })
        .from(formulas)
        .where(and(or(eq(formulas.slug, base), like(formulas.slug, `${base}-%`)), others))
    ).map((row) => row.slug),
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** Creates (no id) or updates a formula post; its ingredients are replaced. */
export async function saveFormula(
  db: Database,
  data: FormulaSaveData,
  userId: string,
): Promise<{
  row: FormulaRow;
  created: boolean;
  /** Its addresses, and the catalogue products among its ingredients before and after the save. */
  change: CatalogChange;
}> {
  try {
    return await db.transaction(async (tx) => {
      const problems: { field: string; message: string }[] = [];
      const [type] = await tx
        .select({ id: formulaTypes.id })
        .from(formulaTypes)
        .where(eq(formulaTypes.id, data.typeId));
      if (!type) problems.push({ field: 'typeId', message: 'El tipo de fórmula no existe' });
      if (data.coverImageId) {
        const [cover] = await tx
          .select({ id: images.id })
          .from(images)
          .where(eq(images.id, data.coverImageId));
        if (!cover) {
          problems.push({
            field: 'coverImageId',
            message: 'La imagen ya no existe: vuelve a subirla',
          });
        }
      }
      const productIds = [
        ...new Set(
          data.ingredients
            .map((ingredient) => ingredient.productId)
            .filter((id): id is string => id !== null),
        ),
      ];
      const productNames = new Map(
        productIds.length
          ? (
              await tx
                .select({ id: products.id, name: products.name })
                .from(products)
                .where(inArray(products.id, productIds))
            ).map((product) => [product.id, product.name])
          : [],
      );
      data.ingredients.forEach((ingredient, index) => {
        if (ingredient.productId && !productNames.has(ingredient.productId)) {
          problems.push({
            field: `ingredients.${index}.productId`,
            message: 'El producto ya no existe en el catálogo',
          });
        }
      });
      if (problems.length) throw badRequest(problems[0]!.message, problems);

      const ingredients = data.ingredients.map((ingredient, position) => ({
        ...ingredient,
        position,
        name:
          ingredient.name ||
          (ingredient.productId ? (productNames.get(ingredient.productId) ?? '') : ''),
      }));
      const slug = await resolveSlug(tx, data, data.id);
      const now = new Date();
      const columns = {
        slug,
        title: data.title,
        typeId: data.typeId,
        summary: data.summary,
        contentHtml: sanitizeRichText(data.contentHtml),
        coverImageId: data.coverImageId,
        batchYieldAmount: data.batchYield?.amount ?? null,
        batchYieldUnit: data.batchYield?.unit ?? null,
        steps: data.steps,
        safetyNotes: data.safetyNotes,
        ingredientsText: ingredients.map((ingredient) => ingredient.name).join(' '),
        status: data.status,
        updatedBy: userId,
      };

      let row: FormulaRow;
      let created = false;
      let previousSlug: string | undefined;
      const linkedProducts = new Set(productIds);
      if (!data.id) {
        const [inserted] = await tx
          .insert(formulas)
          .values({
            ...columns,
            publishedAt: data.status === 'published' ? now : null,
            createdBy: userId,
          })
          .returning();
        row = inserted!;
        created = true;
      } else {
        const [current] = await tx
          .select({ publishedAt: formulas.publishedAt, slug: formulas.slug })
          .from(formulas)
          .where(eq(formulas.id, data.id))
          .for('update');
        if (!current) throw notFound('Fórmula no encontrada');
        previousSlug = current.slug;
        for (const id of await ingredientProducts(tx, data.id)) linkedProducts.add(id);
        const [updated] = await tx
          .update(formulas)
          .set({
            ...columns,
            publishedAt:
              data.status === 'published' ? (current.publishedAt ?? now) : current.publishedAt,
            updatedAt: now,
          })
          .where(eq(formulas.id, data.id))
          .returning();
        row = updated!;
        await tx.delete(formulaIngredients).where(eq(formulaIngredients.formulaId, row.id));
      }
      if (ingredients.length) {
        await tx.insert(formulaIngredients).values(
          ingredients.map((ingredient) => ({
            formulaId: row.id,
            position: ingredient.position,
            productId: ingredient.productId,
            name: ingredient.name,
            amount: ingredient.amount,
            unit: ingredient.unit,
            percentage: ingredient.percentage,
            phase: ingredient.phase,
          })),
        );
      }
      return {
        row,
        created,
        change: {
          kind: 'formula',
          id: row.id,
          slugs: changedSlugs(row.slug, previousSlug),
          productIds: [...linkedProducts],
        },
      };
    });
  } catch (error) {
    if (uniqueViolation(error))
      throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    throw error;
  }
}

/** Catalogue products among a formula's ingredients. */
async function ingredientProducts(db: Database, formulaId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: formulaIngredients.productId })
    .from(formulaIngredients)
    .where(eq(formulaIngredients.formulaId, formulaId));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Deletes a formula; the change names its address and the products it listed. */
export async function deleteFormula(db: Database, id: string): Promise<{ change: CatalogChange }> {
  return db.transaction(async (tx) => {
    const productIds = await ingredientProducts(tx, id);
    const [deleted] = await tx
      .delete(formulas)
      .where(eq(formulas.id, id))
      .returning({ slug: formulas.slug });
    if (!deleted) throw notFound('Fórmula no encontrada');
    return { change: { kind: 'formula', id, slugs: [deleted.slug], productIds } };
  });
}
