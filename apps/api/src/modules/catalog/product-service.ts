import { and, eq, inArray, like, ne, notInArray, or, sql } from 'drizzle-orm';
import { slugify, type ProductSaveData } from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  applicationAreas,
  businessLines,
  documents,
  formulaIngredients,
  images,
  productPresentations,
  products,
  productSubtypes,
  productTypes,
  type ProductRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { refreshSearchWords } from './search-terms';
import { uniqueViolation } from './sql-helpers';

type FieldError = { field: string; message: string };

/** 400 naming every reference (type, lines, images…) that does not exist. */
async function assertReferences(db: Database, data: ProductSaveData): Promise<void> {
  const problems: FieldError[] = [];
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.id, data.typeId));
  if (!type) problems.push({ field: 'typeId', message: 'El tipo de producto no existe' });

  if (data.subtypeId !== null) {
    const [subtype] = await db
      .select({ typeId: productSubtypes.typeId })
      .from(productSubtypes)
      .where(eq(productSubtypes.id, data.subtypeId));
    if (!subtype) problems.push({ field: 'subtypeId', message: 'El subtipo no existe' });
    else if (subtype.typeId !== data.typeId) {
      problems.push({ field: 'subtypeId', message: 'El subtipo no pertenece al tipo elegido' });
    }
  }

  const missing = async (
    ids: readonly (number | string)[],
    load: () => Promise<{ id: number | string }[]>,
  ) => {
    if (ids.length === 0) return false;
    const found = new Set((await load()).map((row) => row.id));
    return ids.some((id) => !found.has(id));
  };
  if (
    await missing(data.businessLineIds, () =>
      db
        .select({ id: businessLines.id })
        .from(businessLines)
        .where(inArray(businessLines.id, data.businessLineIds)),
    )
  ) {
    problems.push({ field: 'businessLineIds', message: 'Alguna línea de negocio no existe' });
  }
  if (
    await missing(data.applicationAreaIds, () =>
      db
        .select({ id: applicationAreas.id })
        .from(applicationAreas)
        .where(inArray(applicationAreas.id, data.applicationAreaIds)),
    )
  ) {
    problems.push({ field: 'applicationAreaIds', message: 'Alguna área de aplicación no existe' });
  }
  if (
    await missing(data.imageIds, () =>
      db.select({ id: images.id }).from(images).where(inArray(images.id, data.imageIds)),
    )
  ) {
    problems.push({
      field: 'imageIds',
      message: 'Alguna imagen ya no existe: vuelve a subirla',
    });
  }
  for (const field of ['technicalSheetId', 'safetyDataSheetId'] as const) {
    const id = data[field];
    if (
      id &&
      (await missing([id], () =>
        db.select({ id: documents.id }).from(documents).where(eq(documents.id, id)),
      ))
    ) {
      problems.push({ field, message: 'El documento ya no existe: vuelve a subirlo' });
    }
  }
  if (problems.length) throw badRequest(problems[0]!.message, problems);
}

const CODE_TAKEN = 'Ya existe un producto con ese código';
const SLUG_TAKEN = 'Ya existe un producto con esa dirección web (slug)';

/** A slug not used by another product: the given one (409 if taken) or one made from the name. */
async function resolveSlug(db: Database, data: ProductSaveData, id?: string): Promise<string> {
  const others = id ? ne(products.id, id) : undefined;
  if (data.slug) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, data.slug), others))
      .limit(1);
    if (taken) throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    return data.slug;
  }
  const base = slugify(data.name) || slugify(data.code) || 'producto';
  const used = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(and(or(eq(products.slug, base), like(products.slug, `${base}-%`)), others))
    ).map((row) => row.slug),
  );
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** Lowest known presentation price, for sorting and "desde $x" labels. */
export function lowestPrice(presentations: { priceCents: number | null }[]): number | null {
  const prices = presentations
    .map((presentation) => presentation.priceCents)
    .filter((price): price is number => price !== null);
  return prices.length ? Math.min(...prices) : null;
}

function productColumns(data: ProductSaveData) {
  return {
    code: data.code,
    name: data.name,
    synonyms: data.synonyms,
    casNumber: data.casNumber,
    chemicalFormula: data.chemicalFormula,
    typeId: data.typeId,
    subtypeId: data.subtypeId,
    businessLineIds: data.businessLineIds,
    applicationAreaIds: data.applicationAreaIds,
    unit: data.unit,
    priceFromCents: lowestPrice(data.presentations),
    ivaApplies: data.ivaApplies,
    stock: data.stock,
    minimumOrder: data.minimumOrder,
    leadTimeDays: data.leadTimeDays,
    featured: data.featured,
    status: data.status,
    description: data.description,
    ghsPictograms: data.ghs.pictograms,
    signalWord: data.ghs.signalWord,
    hazardStatements: data.ghs.hazardStatements,
    imageIds: data.imageIds,
    technicalSheetId: data.technicalSheetId,
    safetyDataSheetId: data.safetyDataSheetId,
  };
}

/** Creates (no id) or updates a product with its presentations, in one transaction. */
export async function saveProduct(
  db: Database,
  data: ProductSaveData,
  userId: string,
): Promise<{ row: ProductRow; created: boolean; previousSlug?: string }> {
  try {
    return await db.transaction(async (tx) => {
      await assertReferences(tx, data);
      const [codeTaken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.code, data.code), data.id ? ne(products.id, data.id) : undefined))
        .limit(1);
      if (codeTaken) throw conflict(CODE_TAKEN, [{ field: 'code', message: CODE_TAKEN }]);
      const slug = await resolveSlug(tx, data, data.id);
      const now = new Date();

      let row: ProductRow;
      let created = false;
      let previousSlug: string | undefined;
      if (!data.id) {
        const [inserted] = await tx
          .insert(products)
          .values({
            ...productColumns(data),
            slug,
            publishedAt: data.status === 'published' ? now : null,
            createdBy: userId,
            updatedBy: userId,
          })
          .returning();
        row = inserted!;
        created = true;
      } else {
        const [current] = await tx
          .select({ publishedAt: products.publishedAt, slug: products.slug })
          .from(products)
          .where(eq(products.id, data.id))
          .for('update');
        if (!current) throw notFound('Producto no encontrado');
        previousSlug = current.slug;
        const [updated] = await tx
          .update(products)
          .set({
            ...productColumns(data),
            slug,
            publishedAt:
              data.status === 'published' ? (current.publishedAt ?? now) : current.publishedAt,
            updatedBy: userId,
            updatedAt: now,
          })
          .where(eq(products.id, data.id))
          .returning();
        row = updated!;
      }

      // Presentations keep their ids (quotations may point at them): update, add, remove.
      const keep = data.presentations
        .map((presentation) => presentation.id)
        .filter((id): id is string => Boolean(id));
      await tx
        .delete(productPresentations)
        .where(
          and(
            eq(productPresentations.productId, row.id),
            keep.length ? notInArray(productPresentations.id, keep) : undefined,
          ),
        );
      const existing = new Set(
        keep.length
          ? (
              await tx
                .select({ id: productPresentations.id })
                .from(productPresentations)
                .where(
                  and(
                    eq(productPresentations.productId, row.id),
                    inArray(productPresentations.id, keep),
                  ),
                )
            ).map((presentation) => presentation.id)
          : [],
      );
      for (const [position, presentation] of data.presentations.entries()) {
        const values = {
          position,
          label: presentation.label,
          size: presentation.size,
          unit: presentation.unit,
          priceCents: presentation.priceCents,
        };
        if (presentation.id && existing.has(presentation.id)) {
          await tx
            .update(productPresentations)
            .set(values)
            .where(eq(productPresentations.id, presentation.id));
        } else {
          await tx.insert(productPresentations).values({ ...values, productId: row.id });
        }
      }
      await refreshSearchWords(tx, [row.id]);
      return { row, created, previousSlug };
    });
  } catch (error) {
    // A concurrent save took the code or slug between the check and the write.
    const violation = uniqueViolation(error);
    if (violation?.constraint === 'products_slug_key') {
      throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    }
    if (violation) throw conflict(CODE_TAKEN, [{ field: 'code', message: CODE_TAKEN }]);
    throw error;
  }
}

/** The formulas with the product among their ingredients (their pages show it). */
export async function formulasUsingProduct(db: Database, productId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: formulaIngredients.formulaId })
    .from(formulaIngredients)
    .where(eq(formulaIngredients.productId, productId));
  return rows.map((row) => row.id);
}

/** Deletes a product; answers its address and the formulas that listed it (now unlinked). */
export async function deleteProduct(
  db: Database,
  id: string,
): Promise<{ slug: string; formulaIds: string[] }> {
  return db.transaction(async (tx) => {
    const formulaIds = await formulasUsingProduct(tx, id);
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ slug: products.slug });
    if (!deleted) throw notFound('Producto no encontrado');
    return { slug: deleted.slug, formulaIds };
  });
}

/** The number of products, drafts included. */
export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  return Number(row?.n ?? 0);
}
