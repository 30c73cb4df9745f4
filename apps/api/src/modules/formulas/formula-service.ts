import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import { slugify, type FormulaSaveData } from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  formulaIngredients,
  formulas,
  formulaTypes,
  images,
  products,
  type FormulaRow,
} from '../../db/schema';
import { uniqueViolation } from '../../db/sql-helpers';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { changedSlugs } from '../../plugins/app/change-topics';
import type { PublicChange } from '../../plugins/app/public-cache';
import { formulaChange } from './formula-cache-tags';

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
  change: PublicChange;
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
        // Saved by staff, a demo formula is theirs: removing the demo data keeps it.
        demo: false,
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
        change: formulaChange({
          id: row.id,
          slugs: changedSlugs(row.slug, previousSlug),
          productIds: [...linkedProducts],
        }),
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
export async function deleteFormula(db: Database, id: string): Promise<{ change: PublicChange }> {
  return db.transaction(async (tx) => {
    const productIds = await ingredientProducts(tx, id);
    const [deleted] = await tx
      .delete(formulas)
      .where(eq(formulas.id, id))
      .returning({ slug: formulas.slug });
    if (!deleted) throw notFound('Fórmula no encontrada');
    return { change: formulaChange({ id, slugs: [deleted.slug], productIds }) };
  });
}
