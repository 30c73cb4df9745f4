import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { slugify, type ProductSaveData } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { formulaIngredients, products, type ProductRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { changedSlugs } from '../../plugins/app/change-topics';
import type { PublicChange } from '../../plugins/app/public-cache';
import { productChange } from './product-cache-tags';
import { CARD_DESCRIPTION_LENGTH } from './product-presenter';
import { searchWordsInsert } from './search-terms';
import { queryRows, sqlArray, uniqueViolation } from '../../db/sql-helpers';

type FieldError = { field: string; message: string };

const CODE_TAKEN = 'Ya existe un producto con ese código';
const SLUG_TAKEN = 'Ya existe un producto con esa dirección web (slug)';

/**
 * Everything a save checks before writing, in one query: the references (type, lines, images…)
 * that exist, whether another product has the code, and the addresses taken near the wanted one.
 * Read before the transaction: within it they would not be safer (nothing is locked) and they
 * would hold it longer. A concurrent save taking the code or address is caught by the unique
 * constraints.
 */
async function checkSave(db: Database, data: ProductSaveData, base: string) {
  const others = data.id ? sql`and id <> ${data.id}::uuid` : sql``;
  const slugNear = data.slug
    ? sql`slug = ${data.slug}`
    : sql`(slug = ${base} or slug like ${`${base}-%`})`;
  const distinctCount = (table: string, ids: readonly (number | string)[], type: 'int' | 'uuid') =>
    ids.length
      ? sql`(select count(*)::int from ${sql.raw(table)} where id = any(${sqlArray(ids, type)}))`
      : sql`0`;
  const documentExists = (id: string | null) =>
    id ? sql`exists(select 1 from documents where id = ${id}::uuid)` : sql`true`;
  const [row] = await queryRows<{
    typeExists: boolean;
    subtypeTypeId: number | null;
    lines: number;
    areas: number;
    images: number;
    technicalSheet: boolean;
    safetyDataSheet: boolean;
    codeTaken: boolean;
    slugsUsed: string[];
  }>(
    db,
    sql`select
      exists(select 1 from product_types where id = ${data.typeId}) as "typeExists",
      ${data.subtypeId === null ? sql`null::int` : sql`(select type_id from product_subtypes where id = ${data.subtypeId})`} as "subtypeTypeId",
      ${distinctCount('business_lines', [...new Set(data.businessLineIds)], 'int')} as "lines",
      ${distinctCount('application_areas', [...new Set(data.applicationAreaIds)], 'int')} as "areas",
      ${distinctCount('images', [...new Set(data.imageIds)], 'uuid')} as "images",
      ${documentExists(data.technicalSheetId)} as "technicalSheet",
      ${documentExists(data.safetyDataSheetId)} as "safetyDataSheet",
      exists(select 1 from products where code = ${data.code} ${others}) as "codeTaken",
      array(select slug from products where ${slugNear} ${others}) as "slugsUsed"`,
  );
  const found = row!;
  const problems: FieldError[] = [];
  if (!found.typeExists)
    problems.push({ field: 'typeId', message: 'El tipo de producto no existe' });
  if (data.subtypeId !== null) {
    if (found.subtypeTypeId === null) {
      problems.push({ field: 'subtypeId', message: 'El subtipo no existe' });
    } else if (found.subtypeTypeId !== data.typeId) {
      problems.push({ field: 'subtypeId', message: 'El subtipo no pertenece al tipo elegido' });
    }
  }
  if (found.lines < new Set(data.businessLineIds).size) {
    problems.push({ field: 'businessLineIds', message: 'Alguna línea de negocio no existe' });
  }
  if (found.areas < new Set(data.applicationAreaIds).size) {
    problems.push({ field: 'applicationAreaIds', message: 'Alguna área de aplicación no existe' });
  }
  if (found.images < new Set(data.imageIds).size) {
    problems.push({ field: 'imageIds', message: 'Alguna imagen ya no existe: vuelve a subirla' });
  }
  for (const field of ['technicalSheetId', 'safetyDataSheetId'] as const) {
    const exists = field === 'technicalSheetId' ? found.technicalSheet : found.safetyDataSheet;
    if (!exists) problems.push({ field, message: 'El documento ya no existe: vuelve a subirlo' });
  }
  if (problems.length) throw badRequest(problems[0]!.message, problems);
  if (found.codeTaken) throw conflict(CODE_TAKEN, [{ field: 'code', message: CODE_TAKEN }]);
  return new Set(found.slugsUsed);
}

/** A slug not used by another product: the given one (409 if taken) or one made from the name. */
function resolveSlug(data: ProductSaveData, base: string, used: ReadonlySet<string>): string {
  if (data.slug) {
    if (used.has(data.slug)) throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    return data.slug;
  }
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

/**
 * A product's columns about selling it (unit, prices from, IVA, order terms, dangerous goods,
 * status): the same from a staff save and from the demo data. Its stock is the inventory's: a
 * save never changes it, nor its minimum stock (set per branch in the stock card).
 */
export function productSaleColumns(
  data: { presentations: { priceCents: number | null }[] } & Pick<
    ProductSaveData,
    | 'unit'
    | 'ivaCode'
    | 'minimumOrder'
    | 'leadTimeDays'
    | 'soldToOrder'
    | 'density'
    | 'dangerousGoods'
    | 'quoteNotes'
    | 'featured'
    | 'status'
  >,
) {
  return {
    unit: data.unit,
    priceFromCents: lowestPrice(data.presentations),
    ivaCode: data.ivaCode,
    minimumOrder: data.minimumOrder,
    leadTimeDays: data.leadTimeDays,
    soldToOrder: data.soldToOrder,
    density: data.density,
    unNumber: data.dangerousGoods?.unNumber ?? null,
    hazardClass: data.dangerousGoods?.hazardClass ?? null,
    quoteNotes: data.quoteNotes,
    featured: data.featured,
    status: data.status,
  };
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
    ...productSaleColumns(data),
    description: data.description,
    ghsPictograms: data.ghs.pictograms,
    signalWord: data.ghs.signalWord,
    hazardStatements: data.ghs.hazardStatements,
    imageIds: data.imageIds,
    technicalSheetId: data.technicalSheetId,
    safetyDataSheetId: data.safetyDataSheetId,
  };
}

/**
 * Makes the product's presentations those of the save and adds its words to the search
 * vocabulary, in one statement. Presentations keep their ids (quotations may point at them):
 * those named and still the product's are updated, the others added, the rest removed.
 */
function syncPresentations(productId: string, data: ProductSaveData) {
  const keep = data.presentations
    .map((presentation) => presentation.id)
    .filter((id): id is string => Boolean(id));
  const rows = data.presentations.map(
    (presentation, position) =>
      sql`(${presentation.id ?? null}::uuid, ${position}::int, ${presentation.label}::text,
        ${presentation.size}::numeric, ${presentation.unit}::product_unit,
        ${presentation.priceCents}::int, ${presentation.saleMultiple}::int,
        ${JSON.stringify(presentation.priceBreaks)}::jsonb,
        ${presentation.shippingWeightKg}::numeric)`,
  );
  const values = rows.length
    ? sql`values ${sql.join(rows, sql`, `)}`
    : sql`select null::uuid, 0, ''::text, 0::numeric, null::product_unit, null::int, null::int,
        '[]'::jsonb, null::numeric where false`;
  return sql`
    with wanted(id, position, label, size, unit, price_cents, sale_multiple, price_breaks,
      shipping_weight_kg) as (
      ${values}
    ),
    removed as (
      delete from product_presentations
      where product_id = ${productId}::uuid and id <> all(${sqlArray(keep, 'uuid')})
    ),
    updated as (
      update product_presentations p
      set position = w.position, label = w.label, size = w.size, unit = w.unit,
        price_cents = w.price_cents, sale_multiple = w.sale_multiple,
        price_breaks = w.price_breaks, shipping_weight_kg = w.shipping_weight_kg
      from wanted w
      where p.id = w.id and p.product_id = ${productId}::uuid
      returning p.id
    ),
    added as (
      insert into product_presentations (product_id, position, label, size, unit, price_cents,
        sale_multiple, price_breaks, shipping_weight_kg)
      select ${productId}::uuid, w.position, w.label, w.size, w.unit, w.price_cents,
        w.sale_multiple, w.price_breaks, w.shipping_weight_kg
      from wanted w
      where w.id is null or w.id not in (select id from updated)
    )
    ${searchWordsInsert([productId])}`;
}

/**
 * Creates (no id) or updates a product with its presentations, in one transaction of two
 * statements: on the embedded engine a transaction holds the database for every other request,
 * so everything that can be read or computed before it is.
 */
export async function saveProduct(
  db: Database,
  data: ProductSaveData,
  userId: string,
): Promise<{ row: ProductRow; created: boolean; change: PublicChange }> {
  const { row, created, previousSlug, listsChanged, cardChanged, words } = await writeProduct(
    db,
    data,
    userId,
  );
  // A rewritten description touches many searches: past this many words, every list is loaded
  // again (and the change stays small enough to notify the other processes).
  const lists = listsChanged || words.length > MAX_CHANGED_WORDS;
  return {
    row,
    created,
    change: productChange({
      id: row.id,
      slugs: changedSlugs(row.slug, previousSlug),
      // Formula pages show its name and address, which only such a change touches.
      formulaIds: listsChanged ? await formulasUsingProduct(db, row.id) : [],
      lists,
      card: lists || cardChanged,
      words: lists ? [] : words,
    }),
  };
}

const MAX_CHANGED_WORDS = 100;

/**
 * What lists of products go by: membership (status, categories), search text but the
 * description, order (name, featured, price) and address (the sitemap). A save that leaves it as
 * it was changes only the product's page, its cards and the searches for the words its
 * description gained or lost (see `changedSearchWords`).
 */
function listingDigest() {
  return sql<string>`md5(row(${products.status}, ${products.typeId}, ${products.subtypeId},
    ${products.businessLineIds}, ${products.applicationAreaIds}, ${products.featured},
    ${products.name}, ${products.synonyms}, ${products.code}, ${products.casNumber},
    ${products.chemicalFormula}, ${products.priceFromCents}, ${products.slug})::text)`;
}

/** What a product's card shows (see `presentProductSummary`): a save that leaves it keeps lists. */
function cardDigest() {
  return sql<string>`md5(row(${products.code}, ${products.slug}, ${products.name},
    ${products.casNumber}, ${products.chemicalFormula}, ${products.typeId}, ${products.subtypeId},
    ${products.businessLineIds}, ${products.unit}, ${products.priceFromCents}, ${products.ivaCode},
    ${products.stock}, ${products.soldToOrder}, ${products.minimumStock}, ${products.featured}, ${products.status}, ${products.ghsPictograms},
    ${products.imageIds}[1], left(${products.description}, ${sql.raw(String(CARD_DESCRIPTION_LENGTH))}))::text)`;
}

/**
 * The words (stemmed, as the full-text index keeps them) in one of the product's search texts
 * and not in the other: a search finds the product for its words only, so only searches for one
 * of these may now find it or miss it. Its ranking goes by the name, which `listingDigest` holds.
 */
function changedSearchWords(before: SQL) {
  const after = sql`tsvector_to_array(${products.searchVector})`;
  return sql<string[]>`array((select unnest(${before}) except select unnest(${after}))
    union (select unnest(${after}) except select unnest(${before})))`;
}

async function writeProduct(
  db: Database,
  data: ProductSaveData,
  userId: string,
): Promise<{
  row: ProductRow;
  created: boolean;
  previousSlug?: string;
  listsChanged: boolean;
  cardChanged: boolean;
  words: string[];
}> {
  const base = data.slug ? data.slug : slugify(data.name) || slugify(data.code) || 'producto';
  const slug = resolveSlug(data, base, await checkSave(db, data, base));
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      let row: ProductRow;
      let previousSlug: string | undefined;
      let listsChanged = true;
      let cardChanged = true;
      let words: string[] = [];
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
      } else {
        // The address before the change, read (and locked) by the update itself.
        const previous = tx
          .select({
            id: products.id,
            slug: products.slug,
            listing: listingDigest().as('listing'),
            card: cardDigest().as('card'),
            words: sql<string[]>`tsvector_to_array(${products.searchVector})`.as('words'),
          })
          .from(products)
          .where(eq(products.id, data.id))
          .for('update')
          .as('previous');
        const [updated] = await tx
          .update(products)
          .set({
            ...productColumns(data),
            slug,
            ...(data.status === 'published'
              ? {
                  publishedAt: sql`coalesce(${products.publishedAt}, ${now.toISOString()}::timestamptz)`,
                }
              : {}),
            // Saved by staff, a demo product is theirs: removing the demo data keeps it.
            demo: false,
            updatedBy: userId,
            updatedAt: now,
          })
          .from(previous)
          .where(eq(products.id, previous.id))
          .returning({
            ...getTableColumns(products),
            previousSlug: previous.slug,
            listsChanged: sql<boolean>`${previous.listing} <> ${listingDigest()}`,
            cardChanged: sql<boolean>`${previous.card} <> ${cardDigest()}`,
            words: changedSearchWords(sql`${previous.words}`),
          });
        if (!updated) throw notFound('Producto no encontrado');
        ({ previousSlug, listsChanged, cardChanged, words, ...row } = updated);
      }
      await tx.execute(syncPresentations(row.id, data));
      return { row, created: !data.id, previousSlug, listsChanged, cardChanged, words };
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

/** Deletes a product; the change names its address and the formulas that listed it (now unlinked). */
export async function deleteProduct(db: Database, id: string): Promise<{ change: PublicChange }> {
  return db.transaction(async (tx) => {
    const formulaIds = await formulasUsingProduct(tx, id);
    const [deleted] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ slug: products.slug });
    if (!deleted) throw notFound('Producto no encontrado');
    return { change: productChange({ id, slugs: [deleted.slug], formulaIds, lists: true }) };
  });
}
