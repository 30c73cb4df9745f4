import { sql, type SQL } from 'drizzle-orm';
import type { Category, CategoryKind } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';

/**
 * Where each kind lives and what uses it. Every query of this module is written once for the five
 * kinds from this table: they share their columns (`taxonomyColumns`).
 */
export const KIND_TABLES: Record<
  CategoryKind,
  {
    table: string;
    /** What uses a category (alias `c`): the products or formulas that carry it. */
    users: 'products' | 'formulas';
    /** The condition on a user row `u` carrying the category whose id is `id`. */
    carries: (id: SQL) => SQL;
  }
> = {
  businessLine: {
    table: 'business_lines',
    users: 'products',
    carries: (id) => sql`u.business_line_ids @> array[${id}]::int[]`,
  },
  productType: {
    table: 'product_types',
    users: 'products',
    carries: (id) => sql`u.type_id = ${id}`,
  },
  productSubtype: {
    table: 'product_subtypes',
    users: 'products',
    carries: (id) => sql`u.subtype_id = ${id}`,
  },
  applicationArea: {
    table: 'application_areas',
    users: 'products',
    carries: (id) => sql`u.application_area_ids @> array[${id}]::int[]`,
  },
  formulaType: {
    table: 'formula_types',
    users: 'formulas',
    carries: (id) => sql`u.type_id = ${id}`,
  },
};

/** A category as read: the contracts' shape, less the kind the caller already knows. */
export type CategoryRow = Omit<Category, 'kind'>;

export const table = (kind: CategoryKind) => sql.raw(KIND_TABLES[kind].table);

/** How many products (or formulas) carry the category `c.id`, drafts included. */
export function usageOf(kind: CategoryKind, id: SQL = sql`c.id`): SQL {
  const { users, carries } = KIND_TABLES[kind];
  return sql`(select count(*)::int from ${sql.raw(users)} u where ${carries(id)})`;
}

/** The categories of a kind (of one type, for subtypes), in their order, with their usage. */
export async function listCategories(
  db: Database,
  kind: CategoryKind,
  where: { id?: number; typeId?: number } = {},
): Promise<CategoryRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (where.id !== undefined) conditions.push(sql`c.id = ${where.id}`);
  if (where.typeId !== undefined && kind === 'productSubtype') {
    conditions.push(sql`c.type_id = ${where.typeId}`);
  }
  const rows = await queryRows<CategoryRow>(
    db,
    sql`select c.id, c.slug, c.name, c.description, c.sort_order as "sortOrder", c.hidden,
        ${kind === 'productSubtype' ? sql`c.type_id` : sql`null::int`} as "typeId",
        ${usageOf(kind)} as usage,
        ${kind === 'productType' ? sql`(select count(*)::int from product_subtypes s where s.type_id = c.id)` : sql`0`} as "subtypeCount",
        array(select o.slug from category_old_slugs o
          where o.kind = ${kind} and o.category_id = c.id order by o.created_at, o.slug) as "oldSlugs"
      from ${table(kind)} c
      where ${sql.join(conditions, sql` and `)}
      order by ${kind === 'productSubtype' ? sql`c.type_id, ` : sql``}c.sort_order, c.name, c.id`,
  );
  return rows.map((row) => ({
    ...row,
    usage: Number(row.usage),
    subtypeCount: Number(row.subtypeCount),
  }));
}

export async function findCategory(
  db: Database,
  kind: CategoryKind,
  id: number,
): Promise<CategoryRow | undefined> {
  const [row] = await listCategories(db, kind, { id });
  return row;
}

/** Old slug → current slug of the kinds whose slugs appear in the storefront's addresses. */
export type SlugRedirects = Record<CategoryKind, Map<string, string>>;

/** Every old slug with the current slug of the category it leads to. */
export async function loadSlugRedirects(db: Database): Promise<SlugRedirects> {
  const rows = await queryRows<{ kind: CategoryKind; slug: string; current: string }>(
    db,
    sql`select o.kind, o.slug, coalesce(l.slug, t.slug, s.slug, a.slug, f.slug) as current
      from category_old_slugs o
      left join business_lines l on o.kind = 'businessLine' and l.id = o.category_id
      left join product_types t on o.kind = 'productType' and t.id = o.category_id
      left join product_subtypes s on o.kind = 'productSubtype' and s.id = o.category_id
      left join application_areas a on o.kind = 'applicationArea' and a.id = o.category_id
      left join formula_types f on o.kind = 'formulaType' and f.id = o.category_id`,
  );
  const redirects = {
    businessLine: new Map(),
    productType: new Map(),
    productSubtype: new Map(),
    applicationArea: new Map(),
    formulaType: new Map(),
  } satisfies SlugRedirects;
  for (const row of rows) {
    if (row.current && row.current !== row.slug) redirects[row.kind]?.set(row.slug, row.current);
  }
  return redirects;
}
