import { sql } from 'drizzle-orm';
import {
  countOf,
  CATEGORY_KIND_LABELS,
  categoryUsersText as users,
  slugify,
  type CategoryKind,
  type CategorySaveData,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows, uniqueViolation } from '../../db/sql-helpers';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import { EVERYTHING, type PublicChange } from '../../plugins/app/public-cache';
import {
  findCategory,
  KIND_TABLES,
  listCategories,
  table,
  usageOf,
  type CategoryRow,
} from './category-queries';

/**
 * Categories appear in every list, filter, page and the sitemap of the storefront, and writes
 * are rare: each one drops every cached public read, in every process.
 */
const CHANGE: PublicChange = EVERYTHING;

/**
 * Category writes take turns: the checks (a name not taken, what uses a category) and the write
 * happen in one transaction that no other category write interleaves with.
 */
const CATEGORY_WRITE_LOCK = 7_345_001;

async function takeTurn(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_WRITE_LOCK})`);
}

/** The object pronoun of a kind's noun: "La línea … la usan", "El tipo … lo usan". */
const PRONOUN: Record<CategoryKind, 'la' | 'lo'> = {
  businessLine: 'la',
  productType: 'lo',
  productSubtype: 'lo',
  applicationArea: 'la',
  formulaType: 'lo',
};

const capitalize = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** "La línea Limpieza", "El tipo de fórmula Jabones". */
function named(kind: CategoryKind, name: string) {
  const label = CATEGORY_KIND_LABELS[kind];
  return `${capitalize(label.article)} ${label.singular} ${name}`;
}

/** "La línea Limpieza la usan 87 productos". */
export function usageMessage(kind: CategoryKind, name: string, count: number) {
  return `${named(kind, name)} ${PRONOUN[kind]} ${count === 1 ? 'usa' : 'usan'} ${users(kind, count)}`;
}

const NAME_TAKEN = (kind: CategoryKind) =>
  `Ya existe ${kind === 'businessLine' || kind === 'applicationArea' ? 'una' : 'un'} ${CATEGORY_KIND_LABELS[kind].singular} con ese nombre`;
const SLUG_TAKEN = 'Esa dirección web (slug) ya la usa otra categoría de la misma clase';

/** A slug not taken by another category of the kind: the one asked for, or one from the name. */
async function freeSlug(
  tx: Database,
  kind: CategoryKind,
  wanted: string | undefined,
  name: string,
  exceptId?: number,
): Promise<string> {
  const base = wanted ?? (slugify(name) || 'categoria');
  const others = exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`;
  const used = new Set(
    (
      await queryRows<{ slug: string }>(
        tx,
        sql`select slug from ${table(kind)}
          where (slug = ${base} or slug like ${`${base}-%`}) ${others}`,
      )
    ).map((row) => row.slug),
  );
  if (!used.has(base)) return base;
  if (wanted) throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** 409 when another category of the kind (of the type, for subtypes) has the name. */
async function assertNameFree(
  tx: Database,
  kind: CategoryKind,
  name: string,
  { exceptId, typeId }: { exceptId?: number; typeId?: number | null },
) {
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${table(kind)}
      where quimia_normalize(name) = quimia_normalize(${name})
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}
      ${kind === 'productSubtype' ? sql`and type_id = ${typeId ?? null}` : sql``}
      limit 1`,
  );
  if (taken) throw conflict(NAME_TAKEN(kind), [{ field: 'name', message: NAME_TAKEN(kind) }]);
}

/** The category's row, locked until the transaction ends; 404 when it does not exist. */
async function lockCategory(tx: Database, kind: CategoryKind, id: number, field = 'id') {
  const [row] = await queryRows<{ id: number; slug: string; name: string; typeId: number | null }>(
    tx,
    sql`select id, slug, name, ${kind === 'productSubtype' ? sql`type_id` : sql`null::int`} as "typeId"
      from ${table(kind)} where id = ${id} for update`,
  );
  if (!row) {
    const message = field === 'id' ? 'La categoría no existe' : 'La categoría de destino no existe';
    throw field === 'id' ? notFound(message) : badRequest(message, [{ field, message }]);
  }
  return row;
}

/** The current slug always wins: an old slug equal to it is forgotten. */
function forgetOldSlug(kind: CategoryKind, slug: string) {
  return sql`delete from category_old_slugs where kind = ${kind} and slug = ${slug}`;
}

async function reload(db: Database, kind: CategoryKind, id: number): Promise<CategoryRow> {
  const row = await findCategory(db, kind, id);
  if (!row) throw notFound('La categoría no existe');
  return row;
}

/**
 * Creates (no id) or renames a category. A rename keeps the slug unless another one is sent;
 * then the previous slug is kept as an old one, so its links lead to the category.
 */
export async function saveCategory(
  db: Database,
  data: CategorySaveData,
): Promise<{ row: CategoryRow; created: boolean; change: PublicChange }> {
  const { kind } = data;
  try {
    const { id, created } = await db.transaction(async (tx) => {
      await takeTurn(tx);
      if (data.id === undefined) {
        let typeId: number | null = null;
        if (kind === 'productSubtype') {
          const message = 'Elige el tipo de producto del subtipo';
          if (!data.typeId) throw badRequest(message, [{ field: 'typeId', message }]);
          typeId = (await lockCategory(tx, 'productType', data.typeId, 'typeId')).id;
        }
        await assertNameFree(tx, kind, data.name, { typeId });
        const slug = await freeSlug(tx, kind, data.slug, data.name);
        const [inserted] = await queryRows<{ id: number }>(
          tx,
          sql`insert into ${table(kind)} (slug, name, description, hidden, sort_order
              ${kind === 'productSubtype' ? sql`, type_id` : sql``})
            values (${slug}, ${data.name}, ${data.description}, ${data.hidden ?? false},
              (select coalesce(max(sort_order) + 1, 0) from ${table(kind)})
              ${kind === 'productSubtype' ? sql`, ${typeId}` : sql``})
            returning id`,
        );
        await tx.execute(forgetOldSlug(kind, slug));
        return { id: inserted!.id, created: true };
      }
      const current = await lockCategory(tx, kind, data.id);
      await assertNameFree(tx, kind, data.name, { exceptId: current.id, typeId: current.typeId });
      const slug =
        data.slug === undefined || data.slug === current.slug
          ? current.slug
          : await freeSlug(tx, kind, data.slug, data.name, current.id);
      await tx.execute(
        sql`update ${table(kind)} set name = ${data.name}, description = ${data.description},
          slug = ${slug} ${data.hidden === undefined ? sql`` : sql`, hidden = ${data.hidden}`}
          where id = ${current.id}`,
      );
      if (slug !== current.slug) {
        await tx.execute(forgetOldSlug(kind, slug));
        await tx.execute(
          sql`insert into category_old_slugs (kind, slug, category_id)
            values (${kind}, ${current.slug}, ${current.id})
            on conflict (kind, slug) do update set category_id = excluded.category_id`,
        );
      }
      return { id: current.id, created: false };
    });
    return { row: await reload(db, kind, id), created, change: CHANGE };
  } catch (error) {
    // A slug taken between the check and the write (the lock makes it rare: another process
    // writing the table outside this module).
    if (uniqueViolation(error)) {
      throw conflict(SLUG_TAKEN, [{ field: 'slug', message: SLUG_TAKEN }]);
    }
    throw error;
  }
}

/** Shows or hides a category in the storefront. */
export async function setCategoryHidden(
  db: Database,
  kind: CategoryKind,
  id: number,
  hidden: boolean,
): Promise<{ row: CategoryRow; change: PublicChange }> {
  const [updated] = await queryRows<{ id: number }>(
    db,
    sql`update ${table(kind)} set hidden = ${hidden} where id = ${id} returning id`,
  );
  if (!updated) throw notFound('La categoría no existe');
  return { row: await reload(db, kind, id), change: CHANGE };
}

/**
 * Puts the given categories first, in the given order, and the others of the kind after them as
 * they were. Subtypes are ordered within their type: the ids must all be of one type.
 */
export async function reorderCategories(
  db: Database,
  kind: CategoryKind,
  ids: readonly number[],
): Promise<{ rows: CategoryRow[]; typeId?: number; change: PublicChange }> {
  const typeId = await db.transaction(async (tx) => {
    await takeTurn(tx);
    const all = await queryRows<{ id: number; typeId: number | null }>(
      tx,
      sql`select id, ${kind === 'productSubtype' ? sql`type_id` : sql`null::int`} as "typeId"
        from ${table(kind)} order by sort_order, name, id`,
    );
    const byId = new Map(all.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      const message = 'Alguna categoría ya no existe: vuelve a cargar la lista';
      throw badRequest(message, [{ field: 'ids', message }]);
    }
    const typeIds = new Set(ids.map((id) => byId.get(id)!.typeId));
    if (typeIds.size > 1) {
      const message = 'Ordena los subtipos de un tipo a la vez';
      throw badRequest(message, [{ field: 'ids', message }]);
    }
    const [groupType] = typeIds;
    const wanted = new Set(ids);
    const order = [
      ...ids,
      ...all.filter((row) => row.typeId === groupType && !wanted.has(row.id)).map((row) => row.id),
    ];
    await tx.execute(
      sql`update ${table(kind)} c set sort_order = v.position
        from (values ${sql.join(
          order.map((id, position) => sql`(${id}::int, ${position}::int)`),
          sql`, `,
        )}) as v(id, position)
        where c.id = v.id`,
    );
    return groupType ?? undefined;
  });
  return {
    rows: await listCategories(db, kind, { typeId }),
    typeId,
    change: CHANGE,
  };
}

/**
 * Moves what carries category `from` to category `to` (same kind). A product with both lines
 * (or areas) keeps one; a product moved to a subtype takes that subtype's type.
 */
async function moveUsers(
  tx: Database,
  kind: CategoryKind,
  from: number,
  to: { id: number; typeId: number | null },
): Promise<number> {
  const arrayColumn =
    kind === 'businessLine'
      ? 'business_line_ids'
      : kind === 'applicationArea'
        ? 'application_area_ids'
        : null;
  const { users: usersTable, carries } = KIND_TABLES[kind];
  const set = arrayColumn
    ? sql.raw(`${arrayColumn} = case when ${Number(to.id)} = any(${arrayColumn})
        then array_remove(${arrayColumn}, ${Number(from)})
        else array_replace(${arrayColumn}, ${Number(from)}, ${Number(to.id)}) end`)
    : kind === 'productSubtype'
      ? sql`subtype_id = ${to.id}, type_id = ${to.typeId}`
      : sql`type_id = ${to.id}`;
  const moved = await queryRows<{ id: string }>(
    tx,
    sql`update ${sql.raw(usersTable)} u set ${set}, updated_at = now()
      where ${carries(sql`${from}::int`)} returning u.id`,
  );
  return moved.length;
}

/**
 * Removes a category. When products (or formulas) use it, they move to `moveTo` in the same
 * transaction, or the removal is refused (409) saying how many use it. A product type's subtypes
 * move along with its products to the target type; without a target, a type with subtypes is
 * refused too. The removed category's addresses then lead to the target.
 */
export async function removeCategory(
  db: Database,
  kind: CategoryKind,
  id: number,
  moveTo: number | null,
): Promise<{ name: string; moved: number; target?: string; change: PublicChange }> {
  try {
    return await db.transaction(async (tx) => {
      await takeTurn(tx);
      const row = await lockCategory(tx, kind, id);
      const target = moveTo ? await lockCategory(tx, kind, moveTo, 'moveTo') : null;
      const [counts] = await queryRows<{ usage: number; subtypes: number }>(
        tx,
        sql`select ${usageOf(kind, sql`${id}::int`)} as usage,
          ${kind === 'productType' ? sql`(select count(*)::int from product_subtypes where type_id = ${id})` : sql`0`} as subtypes`,
      );
      const usage = Number(counts!.usage);
      const subtypes = Number(counts!.subtypes);
      if (!target && usage > 0) {
        const hint = `Elige a qué ${CATEGORY_KIND_LABELS[kind].singular} pasan sus ${users(kind, usage)}`;
        throw conflict(usageMessage(kind, row.name, usage), [{ field: 'moveTo', message: hint }]);
      }
      if (!target && subtypes > 0) {
        const message = `El tipo ${row.name} tiene ${countOf(subtypes, 'subtipo', 'subtipos')}: elige a qué tipo pasan para eliminarlo`;
        throw conflict(message, [{ field: 'moveTo', message }]);
      }
      let moved = 0;
      if (target) {
        if (kind === 'productType' && subtypes > 0) {
          // Subtype names are unique within a type: two of the same name cannot meet.
          const [clash] = await queryRows<{ name: string }>(
            tx,
            sql`select s.name from product_subtypes s
              where s.type_id = ${id} and exists (select 1 from product_subtypes t
                where t.type_id = ${target.id} and quimia_normalize(t.name) = quimia_normalize(s.name))
              limit 1`,
          );
          if (clash) {
            const message = `El tipo ${target.name} ya tiene un subtipo ${clash.name}: renómbralo o elimínalo antes`;
            throw conflict(message, [{ field: 'moveTo', message }]);
          }
          await tx.execute(
            sql`update product_subtypes set type_id = ${target.id},
              sort_order = sort_order + (select coalesce(max(sort_order) + 1, 0)
                from product_subtypes where type_id = ${target.id})
              where type_id = ${id}`,
          );
        }
        moved = await moveUsers(tx, kind, id, target);
        // Links to the removed category now lead to the one that took its products.
        await tx.execute(
          sql`update category_old_slugs set category_id = ${target.id}
            where kind = ${kind} and category_id = ${id}`,
        );
        await tx.execute(
          sql`insert into category_old_slugs (kind, slug, category_id)
            values (${kind}, ${row.slug}, ${target.id})
            on conflict (kind, slug) do update set category_id = excluded.category_id`,
        );
      } else {
        await tx.execute(
          sql`delete from category_old_slugs where kind = ${kind} and category_id = ${id}`,
        );
      }
      await tx.execute(sql`delete from ${table(kind)} where id = ${id}`);
      return { name: row.name, moved, target: target?.name, change: CHANGE };
    });
  } catch (error) {
    // A product or formula saved with the category between the count and the removal.
    if (isForeignKeyViolation(error)) {
      throw conflict('Acaban de asignar esta categoría a otro producto: vuelve a intentarlo');
    }
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof HttpError) return false;
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
}
