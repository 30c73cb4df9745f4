import { count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  casNumberSchema,
  dangerousGoodsInputSchema,
  GHS_PICTOGRAMS,
  IVA_CODES,
  presentationInputSchema,
  PRODUCT_UNITS,
  PUBLISH_STATUSES,
  slugify,
  withBranchIds,
  type ProductUnit,
} from '@quimia/contracts';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  applicationAreas,
  businessLines,
  companySettings,
  formulaIngredients,
  formulas,
  formulaTypes,
  installation,
  productPresentations,
  products,
  productSubtypes,
  productTypes,
  type NewProductRow,
} from '../../db/schema';
import { sanitizeRichText } from '../../lib/rich-text';
import { analyzeCatalog, productSaleColumns, refreshSearchWords } from '../../modules/catalog';
import { DEFAULT_BRANCHES } from '../../modules/company';
import { recordOpeningMinimums, recordOpeningStock } from '../../modules/inventory';
import { readDemoFile } from './data-folder';

// ---------------------------------------------------------------------------------------------
// The shape of data/products.json and data/formulas.json.

const UNIT_ALIASES: Record<string, ProductUnit> = {
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramo: 'kg',
  kilogramos: 'kg',
  g: 'g',
  gr: 'g',
  gramo: 'g',
  gramos: 'g',
  l: 'L',
  lt: 'L',
  litro: 'L',
  litros: 'L',
  ml: 'mL',
  mililitro: 'mL',
  mililitros: 'mL',
  galon: 'galón',
  galón: 'galón',
  galones: 'galón',
  gal: 'galón',
  caneca: 'caneca',
  canecas: 'caneca',
  tambor: 'tambor',
  tambores: 'tambor',
  saco: 'saco',
  sacos: 'saco',
};

const unitSchema = z
  .string()
  .transform((value) => UNIT_ALIASES[value.trim().toLowerCase()] ?? value)
  .pipe(z.enum(PRODUCT_UNITS));

const signalWordSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((value) => {
    if (value === null) return null;
    const word = value.trim().toLowerCase();
    if (word === 'danger' || word === 'peligro') return 'danger' as const;
    if (word === 'warning' || word === 'atención' || word === 'atencion') return 'warning' as const;
    return value;
  })
  .pipe(z.enum(['danger', 'warning']).nullable());

const nameList = z.array(z.string().trim().min(1)).default([]);

export const demoProductSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(40),
  name: z.string().trim().min(2).max(160),
  slug: z.string().trim().optional(),
  synonyms: nameList,
  casNumber: casNumberSchema,
  chemicalFormula: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => v || null),
  type: z.string().trim().min(1),
  subtype: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  businessLines: nameList,
  applicationAreas: nameList,
  unit: unitSchema,
  // The rules of a staff save: volume prices ascending and below the list price.
  presentations: z.array(presentationInputSchema).default([]),
  ivaCode: z.enum(IVA_CODES).default('iva'),
  stock: z.number().min(0).default(0),
  /** The first branch's reorder point (see `isLowStock`); absent: none. */
  minimumStock: z.number().min(0).nullable().default(null),
  minimumOrder: z.number().min(0).default(0),
  leadTimeDays: z.number().int().min(0).default(0),
  soldToOrder: z.boolean().default(false),
  density: z.number().positive().nullable().default(null),
  dangerousGoods: dangerousGoodsInputSchema.nullable().default(null),
  quoteNotes: z.string().default(''),
  featured: z.boolean().default(false),
  status: z.enum(PUBLISH_STATUSES).default('published'),
  description: z.string().default(''),
  ghs: z
    .object({
      pictograms: z.array(z.enum(GHS_PICTOGRAMS)).default([]),
      signalWord: signalWordSchema,
      hazardStatements: nameList,
    })
    .default({ pictograms: [], signalWord: null, hazardStatements: [] }),
});
export type DemoProduct = z.input<typeof demoProductSchema>;

export const demoFormulaSchema = z.object({
  slug: z.string().trim().optional(),
  title: z.string().trim().min(3).max(160),
  formulaType: z.string().trim().min(1),
  summary: z.string().default(''),
  contentHtml: z.string().default(''),
  batchYield: z.object({ amount: z.number().positive(), unit: unitSchema }).nullish(),
  ingredients: z
    .array(
      z.object({
        productCode: z.string().trim().toUpperCase().nullish(),
        name: z.string().trim().min(1),
        amount: z.number().positive(),
        unit: unitSchema,
        percentage: z.number().min(0).max(100).nullish(),
        phase: z.string().trim().nullish(),
      }),
    )
    .default([]),
  steps: nameList,
  safetyNotes: nameList,
  status: z.enum(PUBLISH_STATUSES).default('published'),
});
export type DemoFormula = z.input<typeof demoFormulaSchema>;

export type DemoData = { products: DemoProduct[]; formulas: DemoFormula[] };

/** The demo catalogue shipped with the app; empty when its files are absent. */
export function readDemoData(): DemoData {
  const read = (name: string) => (readDemoFile(name) as unknown[] | undefined) ?? [];
  return {
    products: read('products.json') as DemoProduct[],
    formulas: read('formulas.json') as DemoFormula[],
  };
}

/** Parses the demo data; a mistake names the record and the field, so it is easy to fix. */
export function parseDemoData(data: { products: unknown[]; formulas: unknown[] }) {
  const parse = <T>(schema: z.ZodType<T>, items: unknown[], label: string) =>
    items.map((item, index) => {
      const result = schema.safeParse(item);
      if (result.success) return result.data;
      const id =
        (item as { code?: string; slug?: string })?.code ?? (item as { slug?: string })?.slug;
      const issues = result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      throw new Error(
        `Datos de demostración no válidos (${label} #${index} ${id ?? ''}): ${issues}`,
      );
    });
  return {
    products: parse(demoProductSchema, data.products, 'producto'),
    formulas: parse(demoFormulaSchema, data.formulas, 'fórmula'),
  };
}

// ---------------------------------------------------------------------------------------------
// Loading.

type Vocabulary = 'lines' | 'types' | 'areas' | 'formulaTypes';
const TABLES = {
  lines: businessLines,
  types: productTypes,
  areas: applicationAreas,
  formulaTypes,
} as const;

/** Inserts the missing values of a taxonomy (by slug) and answers name → id. */
async function upsertVocabulary(
  db: Database,
  vocabulary: Vocabulary,
  names: readonly string[],
): Promise<Map<string, number>> {
  const table = TABLES[vocabulary];
  const unique = [...new Map(names.map((name) => [slugify(name), name])).entries()];
  if (unique.length) {
    await db
      .insert(table)
      .values(unique.map(([slug, name], sortOrder) => ({ slug, name, sortOrder })))
      .onConflictDoNothing();
  }
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return new Map(names.map((name) => [name, bySlug.get(slugify(name))!]));
}

export type SeedResult = { products: number; formulas: number };

/**
 * Loads a catalogue: taxonomies by name, products by code and formulas by slug, the latter two
 * marked as demo records (`categoriesOnly`: the taxonomies alone). Idempotent: what already
 * exists is left as it is, so running it twice adds nothing.
 */
export async function seedCatalog(
  db: Database,
  input: { products: unknown[]; formulas: unknown[] },
  {
    categoriesOnly = false,
    spreadStock = false,
  }: {
    categoriesOnly?: boolean;
    /** The demo shop: its stock shared among the branches (else all of it at each one). */
    spreadStock?: boolean;
  } = {},
): Promise<SeedResult> {
  const data = parseDemoData(input);
  const now = Date.now();

  const lineIds = await upsertVocabulary(
    db,
    'lines',
    data.products.flatMap((p) => p.businessLines),
  );
  const typeIds = await upsertVocabulary(
    db,
    'types',
    data.products.map((p) => p.type),
  );
  const areaIds = await upsertVocabulary(
    db,
    'areas',
    data.products.flatMap((p) => p.applicationAreas),
  );

  // Subtypes belong to a type; their slugs are unique across types.
  const existingSubtypes = await db
    .select({
      id: productSubtypes.id,
      slug: productSubtypes.slug,
      typeId: productSubtypes.typeId,
      name: productSubtypes.name,
    })
    .from(productSubtypes);
  const subtypeKey = (typeId: number, name: string) => `${typeId}:${slugify(name)}`;
  const subtypeIds = new Map(existingSubtypes.map((s) => [subtypeKey(s.typeId, s.name), s.id]));
  const usedSlugs = new Set(existingSubtypes.map((s) => s.slug));
  const newSubtypes: { slug: string; name: string; typeId: number; sortOrder: number }[] = [];
  for (const product of data.products) {
    if (!product.subtype) continue;
    const typeId = typeIds.get(product.type)!;
    const key = subtypeKey(typeId, product.subtype);
    if (subtypeIds.has(key) || newSubtypes.some((s) => subtypeKey(s.typeId, s.name) === key))
      continue;
    let slug = slugify(product.subtype);
    if (usedSlugs.has(slug)) slug = `${slugify(product.type)}-${slug}`;
    usedSlugs.add(slug);
    newSubtypes.push({ slug, name: product.subtype, typeId, sortOrder: newSubtypes.length });
  }
  if (newSubtypes.length) {
    const inserted = await db
      .insert(productSubtypes)
      .values(newSubtypes)
      .onConflictDoNothing()
      .returning({
        id: productSubtypes.id,
        typeId: productSubtypes.typeId,
        name: productSubtypes.name,
      });
    for (const s of inserted) subtypeIds.set(subtypeKey(s.typeId, s.name), s.id);
  }

  const formulaTypeIds = await upsertVocabulary(
    db,
    'formulaTypes',
    data.formulas.map((formula) => formula.formulaType),
  );
  if (categoriesOnly) return { products: 0, formulas: 0 };

  let productCount = 0;
  for (let start = 0; start < data.products.length; start += 200) {
    const batch = data.products.slice(start, start + 200);
    const inserted = await db
      .insert(products)
      .values(
        batch.map((product, index): NewProductRow => {
          const typeId = typeIds.get(product.type)!;
          return {
            code: product.code,
            slug: product.slug ? slugify(product.slug) : slugify(product.name),
            name: product.name,
            synonyms: product.synonyms,
            casNumber: product.casNumber,
            chemicalFormula: product.chemicalFormula,
            typeId,
            subtypeId: product.subtype
              ? (subtypeIds.get(subtypeKey(typeId, product.subtype)) ?? null)
              : null,
            businessLineIds: [...new Set(product.businessLines.map((name) => lineIds.get(name)!))],
            applicationAreaIds: [
              ...new Set(product.applicationAreas.map((name) => areaIds.get(name)!)),
            ],
            ...productSaleColumns(product),
            // The opening stock, turned into the ledger's initial moves once loaded, and the
            // minimum, the first branch's once loaded.
            stock: product.stock,
            minimumStock: product.minimumStock,
            demo: true,
            description: product.description.trim(),
            ghsPictograms: [...new Set(product.ghs.pictograms)].sort(),
            signalWord: product.ghs.signalWord,
            hazardStatements: product.ghs.hazardStatements,
            publishedAt:
              product.status === 'published' ? new Date(now - (start + index) * 60_000) : null,
            // The file's order is the catalogue's "newest first" order.
            createdAt: new Date(now - (start + index) * 60_000),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, code: products.code });
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    const presentations = batch.flatMap((product) => {
      const productId = idByCode.get(product.code);
      if (!productId) return [];
      return product.presentations.map((presentation, position) => ({
        productId,
        position,
        label: presentation.label,
        size: presentation.size,
        unit: presentation.unit,
        priceCents: presentation.priceCents,
        saleMultiple: presentation.saleMultiple,
        priceBreaks: presentation.priceBreaks,
      }));
    });
    if (presentations.length) await db.insert(productPresentations).values(presentations);
    productCount += inserted.length;
  }

  const codes = [
    ...new Set(
      data.formulas.flatMap((formula) =>
        formula.ingredients
          .map((i) => i.productCode)
          .filter((code): code is string => Boolean(code)),
      ),
    ),
  ];
  const productIdByCode = new Map(
    codes.length
      ? (
          await db
            .select({ id: products.id, code: products.code })
            .from(products)
            .where(inArray(products.code, codes))
        ).map((row) => [row.code, row.id])
      : [],
  );
  let formulaCount = 0;
  for (const [index, formula] of data.formulas.entries()) {
    const when = new Date(now - index * 3_600_000);
    const [inserted] = await db
      .insert(formulas)
      .values({
        slug: formula.slug ? slugify(formula.slug) : slugify(formula.title),
        title: formula.title,
        typeId: formulaTypeIds.get(formula.formulaType)!,
        summary: formula.summary.trim(),
        contentHtml: sanitizeRichText(formula.contentHtml),
        batchYieldAmount: formula.batchYield?.amount ?? null,
        batchYieldUnit: formula.batchYield?.unit ?? null,
        steps: formula.steps,
        safetyNotes: formula.safetyNotes,
        ingredientsText: formula.ingredients.map((i) => i.name).join(' '),
        status: formula.status,
        demo: true,
        publishedAt: formula.status === 'published' ? when : null,
        createdAt: when,
        updatedAt: when,
      })
      .onConflictDoNothing()
      .returning({ id: formulas.id });
    if (!inserted) continue;
    formulaCount += 1;
    if (formula.ingredients.length) {
      await db.insert(formulaIngredients).values(
        formula.ingredients.map((ingredient, position) => ({
          formulaId: inserted.id,
          position,
          productId: ingredient.productCode
            ? (productIdByCode.get(ingredient.productCode) ?? null)
            : null,
          name: ingredient.name,
          amount: ingredient.amount,
          unit: ingredient.unit,
          percentage: ingredient.percentage ?? null,
          phase: ingredient.phase || null,
        })),
      );
    }
  }
  await refreshSearchWords(db);
  // What the file gives each product is its opening stock, as initial moves of the ledger: the
  // demo shop's shared among its branches; a test shop's at every branch (any can serve).
  const branches = await stockBranches(db);
  await recordOpeningStock(
    db,
    spreadStock
      ? branches.map((branch, index) => ({ id: branch.id, share: index === 0 ? 2 : 1 }))
      : branches,
    { each: !spreadStock },
  );
  if (branches[0]) await recordOpeningMinimums(db, branches[0].id);
  return { products: productCount, formulas: formulaCount };
}

/** The branches as the saved settings have them (each with its key), or a new shop's. */
async function stockBranches(db: Database): Promise<{ id: string }[]> {
  const [row] = await db
    .select({ settings: companySettings.settings })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  const saved = (row?.settings as { branches?: { id?: string; name: string }[] } | undefined)
    ?.branches;
  return saved?.length ? withBranchIds(saved) : DEFAULT_BRANCHES;
}

// Any fixed number: processes starting together take turns to seed.
const SEED_LOCK_ID = 727_274_002;

/**
 * Sets up a new database on its first start: the demo shop, or (`demo: false`) only its
 * categories, for an owner who starts empty. Runs once per database: the installation row it
 * writes keeps later starts from loading the demo into a shop that simply has no products yet.
 * A database set up before that row existed counts as set up when it holds any product.
 */
export async function seedDemoCatalogIfEmpty(
  db: Database,
  data: { products: unknown[]; formulas: unknown[] } = readDemoData(),
  { demo = true }: { demo?: boolean } = {},
): Promise<SeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [setUp] = await tx.select({ id: installation.id }).from(installation);
    if (setUp) return null;
    const [existing] = await tx.select({ n: count() }).from(products);
    const fresh = Number(existing?.n ?? 0) === 0;
    const seeded = fresh
      ? await seedCatalog(tx, data, { categoriesOnly: !demo, spreadStock: true })
      : null;
    await tx.insert(installation).values({}).onConflictDoNothing();
    return seeded;
  });
}

/**
 * What a start needs from the catalogue: the demo data (or the categories alone) on the very
 * first start, and on embedded PGlite, which has no autovacuum, fresh planner statistics and
 * merged GIN pending lists.
 */
export async function prepareCatalog(
  handle: DatabaseHandle,
  options: { demo?: boolean } = {},
): Promise<SeedResult | null> {
  const seeded = await seedDemoCatalogIfEmpty(handle.db, readDemoData(), options);
  if (seeded || handle.engine === 'pglite') await analyzeCatalog(handle.db);
  return seeded;
}
