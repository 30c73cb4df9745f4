import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  productPresentations,
  products,
  shippingRates,
  shippingTable,
  stockLevels,
} from '../../db/schema';

/**
 * The presentations of a sale with their products' selling data and stock: what every branch has
 * available together and what each branch has (on hand beyond what orders hold), by its key.
 */
export async function loadSaleRows(db: Database, presentationIds: readonly string[]) {
  if (presentationIds.length === 0) return [];
  return db
    .select({
      presentationId: productPresentations.id,
      label: productPresentations.label,
      size: productPresentations.size,
      presentationUnit: productPresentations.unit,
      priceCents: productPresentations.priceCents,
      saleMultiple: productPresentations.saleMultiple,
      priceBreaks: productPresentations.priceBreaks,
      shippingWeightKg: productPresentations.shippingWeightKg,
      productId: products.id,
      code: products.code,
      name: products.name,
      slug: products.slug,
      status: products.status,
      unit: products.unit,
      ivaCode: products.ivaCode,
      minimumOrder: products.minimumOrder,
      density: products.density,
      unNumber: products.unNumber,
      hazardClass: products.hazardClass,
      available: products.stock,
      soldToOrder: products.soldToOrder,
      // A branch without a level has none; JSON keeps the numeric's digits as a number.
      branchAvailable: sql<Record<string, number | string> | null>`(
        select json_object_agg(${stockLevels.branchId}, ${stockLevels.onHand} - ${stockLevels.reserved})
        from ${stockLevels} where ${stockLevels.productId} = ${products.id})`,
    })
    .from(productPresentations)
    .innerJoin(products, eq(products.id, productPresentations.productId))
    .where(inArray(productPresentations.id, [...new Set(presentationIds)]));
}
export type SaleRow = Awaited<ReturnType<typeof loadSaleRows>>[number];

/** The courier table, by province name. */
export async function loadShippingRates(db: Database) {
  return db.select().from(shippingRates).orderBy(asc(shippingRates.province));
}
export type ShippingRateRow = Awaited<ReturnType<typeof loadShippingRates>>[number];

/** The bands' limits and the courier's limit (the migration writes the one row). */
export async function loadShippingTable(db: Database) {
  const [row] = await db.select().from(shippingTable).limit(1);
  // Never missing after the migrations; the defaults keep a damaged install quoting.
  return row ?? { bandLimitsKg: [5, 30, 100], maxCourierKg: 500, updatedAt: null, updatedBy: null };
}
export type ShippingTableRow = Awaited<ReturnType<typeof loadShippingTable>>;
