import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMMENT_STATUSES,
  IVA_CODES,
  PRODUCT_UNITS,
  PUBLISH_STATUSES,
  SIGNAL_WORDS,
  type PriceBreak,
} from '@quimia/contracts';
import { users } from './accounts';

// Search columns are computed by the database from SQL functions of migration 0001_search:
// `quimia_normalize` (lower case, accents removed) and `quimia_join` (text array → text).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Binary data (uploaded files). Written as base64 text that the database decodes: PGlite turns a
 * binary parameter into its wire form byte by byte, about 10 s for a 10 MB PDF on the one event
 * loop of the shop, against half a second for the same bytes as text. Read it with `readBytes`,
 * for the same reason; PGlite answers Uint8Array and node-postgres Buffer, the app sees Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A bytea column read as base64 text and turned back into bytes (see `bytea`). */
export function readBytes(column: AnyPgColumn) {
  return sql<Buffer>`encode(${column}, 'base64')`.mapWith((value: string) =>
    Buffer.from(value, 'base64'),
  );
}

export const publishStatus = pgEnum('publish_status', PUBLISH_STATUSES);
export const productUnit = pgEnum('product_unit', PRODUCT_UNITS);
export const ghsSignalWord = pgEnum('ghs_signal_word', SIGNAL_WORDS);
export const commentStatus = pgEnum('comment_status', COMMENT_STATUSES);
export const ivaCode = pgEnum('iva_code', IVA_CODES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const taxonomyColumns = {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Left out of the storefront (filters, home, sitemap, its own page); staff still assign it. */
  hidden: boolean('hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const businessLines = pgTable('business_lines', taxonomyColumns, (table) => [
  uniqueIndex('business_lines_slug_key').on(table.slug),
]);

export const productTypes = pgTable('product_types', taxonomyColumns, (table) => [
  uniqueIndex('product_types_slug_key').on(table.slug),
]);

export const productSubtypes = pgTable(
  'product_subtypes',
  {
    ...taxonomyColumns,
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'cascade' }),
  },
  // Slugs are unique across types, so `?subtipo=` needs no type.
  (table) => [
    uniqueIndex('product_subtypes_slug_key').on(table.slug),
    index('product_subtypes_type_idx').on(table.typeId),
  ],
);

export const applicationAreas = pgTable('application_areas', taxonomyColumns, (table) => [
  uniqueIndex('application_areas_slug_key').on(table.slug),
]);

export const formulaTypes = pgTable('formula_types', taxonomyColumns, (table) => [
  uniqueIndex('formula_types_slug_key').on(table.slug),
]);

/** Uploaded pictures: metadata here, the WebP renditions in `image_variants`. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alt: text('alt'),
    /** Size of the picture as uploaded, after applying its EXIF orientation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalFormat: text('original_format').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_created_at_idx').on(table.createdAt)],
);

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
);

/** Uploaded PDFs: technical sheets and safety data sheets. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    etag: text('etag').notNull(),
    data: bytea('data').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_created_at_idx').on(table.createdAt)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always upper case. */
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    casNumber: text('cas_number'),
    chemicalFormula: text('chemical_formula'),
    typeId: integer('type_id')
      .notNull()
      .references(() => productTypes.id, { onDelete: 'restrict' }),
    subtypeId: integer('subtype_id').references(() => productSubtypes.id, {
      onDelete: 'set null',
    }),
    // Arrays with GIN indexes: filters (`@>`) and facet counts (`unnest`) stay one table scan.
    businessLineIds: integer('business_line_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    applicationAreaIds: integer('application_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    unit: productUnit('unit').notNull(),
    /** Lowest presentation price (cents, without IVA), kept by the app for sorting by price. */
    priceFromCents: integer('price_from_cents'),
    /** The IVA treatment as the SRI codes it: only `iva` pays the general rate. */
    ivaCode: ivaCode('iva_code').notNull().default('iva'),
    stock: numeric('stock', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    minimumOrder: numeric('minimum_order', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** Reorder point in the product's unit: stock at or below it is low; null: none set. */
    minimumStock: numeric('minimum_stock', { precision: 14, scale: 3, mode: 'number' }),
    leadTimeDays: integer('lead_time_days').notNull().default(0),
    /** Sold to order («Bajo pedido»): bought in beyond what is in stock, in `leadTimeDays`. */
    soldToOrder: boolean('sold_to_order').notNull().default(false),
    /** Kilograms per litre, to turn mass into volume; null when unknown. */
    density: numeric('density', { precision: 8, scale: 4, mode: 'number' }),
    /** Dangerous goods for transport ('UN1789', class '8'): both set or both null. */
    unNumber: text('un_number'),
    hazardClass: text('hazard_class'),
    /** What a quotation of the product states beside it. */
    quoteNotes: text('quote_notes').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    status: publishStatus('status').notNull().default('draft'),
    description: text('description').notNull().default(''),
    ghsPictograms: text('ghs_pictograms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    signalWord: ghsSignalWord('signal_word'),
    hazardStatements: text('hazard_statements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Uploaded images in display order; the first is the cover. */
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    technicalSheetId: uuid('technical_sheet_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    safetyDataSheetId: uuid('safety_data_sheet_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Loaded with the demo shop and never saved by staff: removed with the demo data. */
    demo: boolean('demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    /** Normalised name: accent-insensitive sorting and similarity. */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`quimia_normalize("name")`),
    /** What typo-tolerant (trigram) search looks at. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`quimia_normalize("name" || ' ' || quimia_join("synonyms") || ' ' || "code" || ' ' || coalesce("cas_number", '') || ' ' || coalesce("chemical_formula", ''))`,
      ),
    /**
     * Name, synonyms and formula only: small enough to stay inline, so ranking the matches never
     * has to decompress the full text below.
     */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('spanish', quimia_normalize("name")), 'A') || setweight(to_tsvector('spanish', quimia_normalize(quimia_join("synonyms") || ' ' || coalesce("chemical_formula", ''))), 'B')`,
      ),
    /** Spanish full text: name first, then synonyms and formula, then description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('spanish', quimia_normalize("name")), 'A') || setweight(to_tsvector('spanish', quimia_normalize(quimia_join("synonyms") || ' ' || coalesce("chemical_formula", ''))), 'B') || setweight(to_tsvector('spanish', quimia_normalize("description")), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('products_code_key').on(table.code),
    uniqueIndex('products_slug_key').on(table.slug),
    index('products_status_name_idx').on(table.status, table.nameSearch),
    index('products_status_price_idx').on(table.status, table.priceFromCents),
    index('products_status_created_idx').on(table.status, table.createdAt),
    index('products_featured_idx')
      .on(table.featured, table.nameSearch)
      .where(sql`${table.featured} and ${table.status} = 'published'`),
    index('products_type_idx').on(table.typeId),
    index('products_subtype_idx').on(table.subtypeId),
    index('products_cas_idx').on(table.casNumber),
    index('products_lines_idx').using('gin', table.businessLineIds),
    index('products_areas_idx').using('gin', table.applicationAreaIds),
    index('products_image_ids_idx').using('gin', table.imageIds),
    index('products_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    check('products_minimum_stock_check', sql`${table.minimumStock} >= 0`),
    check(
      'products_dangerous_goods_check',
      sql`(${table.unNumber} is null) = (${table.hazardClass} is null)`,
    ),
  ],
);

export const productPresentations = pgTable(
  'product_presentations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    size: numeric('size', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: productUnit('unit').notNull(),
    /** US dollar cents without IVA; null: "Precio a consultar". */
    priceCents: integer('price_cents'),
    /** "Se vende en múltiplos de": a line's quantity is a multiple of it; null: any quantity. */
    saleMultiple: integer('sale_multiple'),
    /** Volume prices by ascending quantity, each lower than the one before (checked on save). */
    priceBreaks: jsonb('price_breaks')
      .$type<PriceBreak[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** «Peso de envío (kg)» as staff gave it; null: derived from the size and the density. */
    shippingWeightKg: numeric('shipping_weight_kg', { precision: 10, scale: 3, mode: 'number' }),
  },
  (table) => [
    index('product_presentations_product_idx').on(table.productId, table.position),
    check(
      'product_presentations_shipping_weight_check',
      sql`${table.shippingWeightKg} is null or ${table.shippingWeightKg} > 0`,
    ),
  ],
);

export const formulas = pgTable(
  'formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => formulaTypes.id, { onDelete: 'restrict' }),
    summary: text('summary').notNull().default(''),
    /** Sanitised on the way in (allow-list), so it is safe to render. */
    contentHtml: text('content_html').notNull().default(''),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    batchYieldAmount: numeric('batch_yield_amount', { precision: 14, scale: 3, mode: 'number' }),
    batchYieldUnit: productUnit('batch_yield_unit'),
    steps: text('steps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    safetyNotes: text('safety_notes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ingredient names, kept by the app so searching "glicerina" finds the formulas using it. */
    ingredientsText: text('ingredients_text').notNull().default(''),
    status: publishStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Loaded with the demo shop and never saved by staff: removed with the demo data. */
    demo: boolean('demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql`quimia_normalize("title")`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`quimia_normalize("title" || ' ' || "ingredients_text")`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('spanish', quimia_normalize("title")), 'A') || setweight(to_tsvector('spanish', quimia_normalize("summary" || ' ' || "ingredients_text")), 'B') || setweight(to_tsvector('spanish', quimia_normalize("content_html")), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex('formulas_slug_key').on(table.slug),
    index('formulas_status_published_idx').on(table.status, table.publishedAt),
    index('formulas_type_idx').on(table.typeId),
    index('formulas_search_text_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('formulas_search_vector_idx').using('gin', table.searchVector),
  ],
);

export const formulaIngredients = pgTable(
  'formula_ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: productUnit('unit').notNull(),
    percentage: numeric('percentage', { precision: 6, scale: 3, mode: 'number' }),
    phase: text('phase'),
  },
  (table) => [
    index('formula_ingredients_formula_idx').on(table.formulaId, table.position),
    index('formula_ingredients_product_idx').on(table.productId),
  ],
);

export const formulaComments = pgTable(
  'formula_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => formulas.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    /** Plain text. */
    body: text('body').notNull(),
    status: commentStatus('status').notNull().default('pending'),
    ip: text('ip'),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('formula_comments_formula_idx').on(table.formulaId, table.status, table.createdAt),
    index('formula_comments_status_idx').on(table.status, table.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type FormulaRow = typeof formulas.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

/**
 * Distinct words of product names, synonyms and descriptions (normalised). Typo tolerance looks
 * up similar words here (a few thousand rows) instead of comparing trigrams with every product.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
