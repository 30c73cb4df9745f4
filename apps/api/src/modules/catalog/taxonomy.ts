import { asc, count, eq, sql } from 'drizzle-orm';
import type { ProductType, TaxonomyItem, TaxonomyRef } from '@quimia/contracts';
import type { Database } from '../../db/client';
import {
  applicationAreas,
  businessLines,
  categoryOldSlugs,
  products,
  productSubtypes,
  productTypes,
} from '../../db/schema';

export type TaxonomyRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  sortOrder: number;
  /** Left out of the storefront's lists; staff still see and assign it. */
  hidden: boolean;
};
export type SubtypeRow = TaxonomyRow & { typeId: number };

class Vocabulary<T extends TaxonomyRow> {
  readonly byId = new Map<number, T>();
  readonly bySlug = new Map<string, T>();
  /**
   * `oldSlugs`: addresses values had before a slug change (old slug → id). A read by an old slug
   * answers the value it leads to, as its current slug would: links shared before keep working
   * (the storefront's pages redirect them). A current slug always wins over an old one.
   */
  constructor(
    readonly rows: T[],
    oldSlugs: ReadonlyMap<string, number> = new Map(),
  ) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const [slug, id] of oldSlugs) {
      const row = this.byId.get(id);
      if (row) this.bySlug.set(slug, row);
    }
    for (const row of rows) this.bySlug.set(row.slug, row);
  }
  /** What the storefront lists: all of them for staff, the ones not hidden for anyone else. */
  listed(staff = false): T[] {
    return staff ? this.rows : this.rows.filter((row) => !row.hidden);
  }
  /** The value as an item names it; a hidden one for staff only. */
  ref(id: number, staff = true): TaxonomyRef | null {
    const row = this.byId.get(id);
    return row && (staff || !row.hidden) ? { id: row.id, slug: row.slug, name: row.name } : null;
  }
  refs(ids: readonly number[], staff = true): TaxonomyRef[] {
    return ids.map((id) => this.ref(id, staff)).filter((ref): ref is TaxonomyRef => ref !== null);
  }
  /** Ids of the given slugs; unknown slugs are dropped. */
  idsOf(slugs: readonly string[]): number[] {
    return slugs.map((slug) => this.bySlug.get(slug)?.id).filter((id) => id !== undefined);
  }
}

/** Business lines, product types and subtypes, application areas: small, read on every list. */
export type Taxonomy = {
  lines: Vocabulary<TaxonomyRow>;
  types: Vocabulary<TaxonomyRow>;
  subtypes: Vocabulary<SubtypeRow>;
  areas: Vocabulary<TaxonomyRow>;
};

const columns = {
  id: sql<number>`id`,
  slug: sql<string>`slug`,
  name: sql<string>`name`,
  description: sql<string | null>`description`,
  sortOrder: sql<number>`sort_order`,
  hidden: sql<boolean>`hidden`,
};

export async function loadTaxonomy(db: Database): Promise<Taxonomy> {
  const [lines, types, subtypes, areas, oldSlugs] = await Promise.all([
    db
      .select(columns)
      .from(businessLines)
      .orderBy(asc(businessLines.sortOrder), asc(businessLines.name)),
    db
      .select(columns)
      .from(productTypes)
      .orderBy(asc(productTypes.sortOrder), asc(productTypes.name)),
    db
      .select({ ...columns, typeId: productSubtypes.typeId })
      .from(productSubtypes)
      .orderBy(asc(productSubtypes.sortOrder), asc(productSubtypes.name)),
    db
      .select(columns)
      .from(applicationAreas)
      .orderBy(asc(applicationAreas.sortOrder), asc(applicationAreas.name)),
    db
      .select({
        kind: categoryOldSlugs.kind,
        slug: categoryOldSlugs.slug,
        id: categoryOldSlugs.categoryId,
      })
      .from(categoryOldSlugs),
  ]);
  const old = (kind: string) =>
    new Map(oldSlugs.filter((row) => row.kind === kind).map((row) => [row.slug, row.id]));
  return {
    lines: new Vocabulary(lines, old('businessLine')),
    types: new Vocabulary(types, old('productType')),
    subtypes: new Vocabulary(subtypes, old('productSubtype')),
    areas: new Vocabulary(areas, old('applicationArea')),
  };
}

export type PublishedCounts = {
  lines: Map<number, number>;
  types: Map<number, number>;
  subtypes: Map<number, number>;
  areas: Map<number, number>;
};

/** How many published products carry each value. */
export async function publishedCounts(db: Database): Promise<PublishedCounts> {
  const published = eq(products.status, 'published');
  const toMap = (rows: { id: number | null; n: number | string }[]) =>
    new Map(rows.filter((r) => r.id !== null).map((r) => [Number(r.id), Number(r.n)]));
  const [lines, types, subtypes, areas] = await Promise.all([
    db
      .select({ id: sql<number>`unnest(${products.businessLineIds})`, n: count() })
      .from(products)
      .where(published)
      .groupBy(sql`1`),
    db
      .select({ id: products.typeId, n: count() })
      .from(products)
      .where(published)
      .groupBy(products.typeId),
    db
      .select({ id: products.subtypeId, n: count() })
      .from(products)
      .where(published)
      .groupBy(products.subtypeId),
    db
      .select({ id: sql<number>`unnest(${products.applicationAreaIds})`, n: count() })
      .from(products)
      .where(published)
      .groupBy(sql`1`),
  ]);
  return {
    lines: toMap(lines),
    types: toMap(types),
    subtypes: toMap(subtypes),
    areas: toMap(areas),
  };
}

export function taxonomyItems(
  rows: readonly TaxonomyRow[],
  counts: Map<number, number>,
): TaxonomyItem[] {
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    productCount: counts.get(row.id) ?? 0,
  }));
}

/** Product types with their subtypes; hidden ones only for staff. */
export function productTypeItems(
  taxonomy: Taxonomy,
  counts: PublishedCounts,
  only?: (row: TaxonomyRow) => boolean,
  staff = false,
): ProductType[] {
  return taxonomy.types
    .listed(staff)
    .filter(only ?? (() => true))
    .map((type) => ({
      id: type.id,
      slug: type.slug,
      name: type.name,
      description: type.description,
      productCount: counts.types.get(type.id) ?? 0,
      subtypes: taxonomy.subtypes
        .listed(staff)
        .filter((subtype) => subtype.typeId === type.id)
        .map((subtype) => ({
          id: subtype.id,
          typeId: subtype.typeId,
          slug: subtype.slug,
          name: subtype.name,
          description: subtype.description,
          productCount: counts.subtypes.get(subtype.id) ?? 0,
        })),
    }));
}
