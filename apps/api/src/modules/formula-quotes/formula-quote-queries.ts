import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formulaIngredients, productPresentations, products } from '../../db/schema';
import { ingredientColumns } from '../formulas';

/** A formula's ingredients in its order, with what quoting needs of their products. */
export async function loadIngredientRows(db: Database, formulaId: string) {
  return db
    .select({
      ...ingredientColumns,
      productUnit: products.unit,
      ivaCode: products.ivaCode,
      density: products.density,
      minimumOrder: products.minimumOrder,
    })
    .from(formulaIngredients)
    .leftJoin(products, eq(products.id, formulaIngredients.productId))
    .where(eq(formulaIngredients.formulaId, formulaId))
    .orderBy(asc(formulaIngredients.position));
}
export type IngredientRow = Awaited<ReturnType<typeof loadIngredientRows>>[number];

/** The priced presentations of these products, in each product's order. */
export async function loadPricedPresentations(db: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productPresentations.id,
      productId: productPresentations.productId,
      label: productPresentations.label,
      size: productPresentations.size,
      unit: productPresentations.unit,
      priceCents: productPresentations.priceCents,
      saleMultiple: productPresentations.saleMultiple,
      priceBreaks: productPresentations.priceBreaks,
    })
    .from(productPresentations)
    .where(
      and(
        inArray(productPresentations.productId, [...new Set(productIds)]),
        isNotNull(productPresentations.priceCents),
      ),
    )
    .orderBy(asc(productPresentations.productId), asc(productPresentations.position));
}
export type PresentationRow = Awaited<ReturnType<typeof loadPricedPresentations>>[number];
