import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productPresentations, products, type NewProductRow } from '../db/schema';
import { recordOpeningMinimums, recordOpeningStock } from '../modules/inventory';
import { FIRST_BRANCH } from './stock';

/** A presentation as a test writes it: the columns that price and size it. */
export type TestPresentation = {
  label: string;
  size: number;
  unit: NewProductRow['unit'];
  priceCents: number | null;
  saleMultiple?: number;
  priceBreaks?: { fromQuantity: number; unitPriceCents: number }[];
  /** «Peso de envío (kg)»; without it, derived from the size. */
  shippingWeightKg?: number;
};

/**
 * A product written straight into the catalogue (published unless told, its slug from its code)
 * with its presentations in order. Answers its id and its presentations' ids by label.
 */
export async function insertTestProduct(
  db: Database,
  product: Omit<NewProductRow, 'slug' | 'status'> & { status?: 'draft' },
  presentations: readonly TestPresentation[],
): Promise<{ id: string; presentations: Map<string, string> }> {
  const [row] = await db
    .insert(products)
    .values({ status: 'published', slug: product.code.toLowerCase(), ...product })
    .returning({ id: products.id });
  // Its stock, if given, is the ledger's initial move at the first branch.
  await recordOpeningStock(db, [{ id: FIRST_BRANCH }]);
  // Its minimum, if given, is the first branch's.
  await recordOpeningMinimums(db, FIRST_BRANCH);
  const ids = new Map<string, string>();
  if (presentations.length > 0) {
    const rows = await db
      .insert(productPresentations)
      .values(presentations.map((item, position) => ({ productId: row!.id, position, ...item })))
      .returning({ id: productPresentations.id, label: productPresentations.label });
    for (const item of rows) ids.set(item.label, item.id);
  }
  return { id: row!.id, presentations: ids };
}

/** The ids of products by their codes, under the names a test gives them. */
export async function productIdsByCode<K extends string>(
  db: Database,
  codes: Record<K, string>,
): Promise<Record<K, string>> {
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, Object.values<string>(codes)));
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return Object.fromEntries(
    Object.entries<string>(codes).map(([key, code]) => {
      const id = byCode.get(code);
      if (!id) throw new Error(`No product ${code}`);
      return [key, id];
    }),
  ) as Record<K, string>;
}
