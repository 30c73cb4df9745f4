import { sql } from 'drizzle-orm';
import { normalizeText } from '../../../lib/text';
import type {
  IngredientPrice,
  IngredientPriceUnit,
  IngredientPriceResponse,
  ProductUnit,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { ingredientPrices } from '../../../db/schema';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { badRequest, notFound } from '../../../lib/errors';
import { formatCents, readCents } from '../../../lib/money';
import { convertThrough } from '../../../lib/measures';

// Hand prices: what staff pay for an ingredient the catalogue does not sell, set once per name
// and used by every formula that writes it. The imported documents stay as they came; these
// are the one thing staff write in the consultas.

/** «Azúcar  Blanca» and «azucar blanca» are one ingredient: no case, accents or extra spaces. */
export function ingredientKey(name: string): string {
  return normalizeText(name).replace(/\s+/g, ' ').trim();
}

type PriceRow = IngredientPrice & { nameKey: string };

/** The hand prices of these ingredient names, by their key. */
export async function loadIngredientPrices(
  db: Database,
  names: readonly string[],
): Promise<Map<string, IngredientPrice>> {
  const keys = [...new Set(names.map(ingredientKey))];
  if (keys.length === 0) return new Map();
  const rows = await queryRows<PriceRow>(
    db,
    sql`select ip.name_key as "nameKey", ip.name, ip.unit, ip.unit_price_cents as "unitPriceCents",
               nullif(trim(u.first_name || ' ' || u.last_name), '') as "updatedBy",
               ip.updated_at as "updatedAt"
          from ingredient_prices ip left join users u on u.id = ip.updated_by
         where ip.name_key = any(${sqlArray(keys, 'text')})`,
  );
  return new Map(rows.map(({ nameKey, ...row }) => [nameKey, readPrice(row)]));
}

/** A row as the answer carries it: whole cents, the time as ISO text on both engines. */
function readPrice(row: IngredientPrice): IngredientPrice {
  return {
    ...row,
    unitPriceCents: readCents(row.unitPriceCents),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** «Precio manual: $1,30 por kg». */
export const handPriceText = (price: Pick<IngredientPrice, 'unitPriceCents' | 'unit'>) =>
  `Precio manual: ${formatCents(price.unitPriceCents)} por ${price.unit}`;

/**
 * Sets (or replaces) the hand price of an ingredient name. Only a name some formula writes
 * without a catalogue product may have one, and only in a unit its amount converts into.
 */
export async function setIngredientPrice(
  db: Database,
  input: { name: string; unit: IngredientPriceUnit; unitPriceCents: number; userId: string },
): Promise<IngredientPriceResponse> {
  const nameKey = ingredientKey(input.name);
  const name = input.name.replace(/\s+/g, ' ').trim();
  return db.transaction(async (tx) => {
    // A few thousand rows at most (formulas are a few hundred): compared here by the same key.
    const written = await queryRows<{ name: string; unit: ProductUnit; title: string }>(
      tx,
      sql`select distinct fi.name, fi.unit, f.title
            from formula_ingredients fi join formulas f on f.id = fi.formula_id
           where fi.product_id is null`,
    );
    const uses = written.filter((row) => ingredientKey(row.name) === nameKey);
    if (uses.length === 0) {
      throw notFound(`Ninguna fórmula tiene «${name}» como ingrediente sin producto del catálogo`);
    }
    if (!uses.some((use) => convertThrough(1, use.unit, input.unit, null))) {
      const use = uses[0]!;
      const message = `«${use.title}» escribe ${use.name} en ${use.unit}, que no se puede convertir a ${input.unit}: esa cantidad no tiene un tamaño fijo`;
      throw badRequest(message, [{ field: 'unit', message }]);
    }
    const [row] = await tx
      .insert(ingredientPrices)
      .values({
        nameKey,
        name,
        unit: input.unit,
        unitPriceCents: input.unitPriceCents,
        updatedBy: input.userId,
      })
      .onConflictDoUpdate({
        target: ingredientPrices.nameKey,
        set: {
          name,
          unit: input.unit,
          unitPriceCents: input.unitPriceCents,
          updatedBy: input.userId,
          updatedAt: sql`now()`,
        },
      })
      .returning({ nameKey: ingredientPrices.nameKey });
    const price = (await loadIngredientPrices(tx, [row!.nameKey])).get(nameKey)!;
    return {
      message: `${name}: ${formatCents(input.unitPriceCents)} por ${input.unit}, en todas las fórmulas que lo usan`,
      price,
    };
  });
}

/** Removes an ingredient name's hand price; removing it again changes nothing. */
export async function removeIngredientPrice(db: Database, name: string) {
  const removed = await db
    .delete(ingredientPrices)
    .where(sql`${ingredientPrices.nameKey} = ${ingredientKey(name)}`)
    .returning({ name: ingredientPrices.name });
  const shown = removed[0]?.name ?? name.trim();
  return {
    message: removed.length
      ? `Se quitó el precio manual de ${shown}`
      : `${shown} no tenía precio manual`,
  };
}
