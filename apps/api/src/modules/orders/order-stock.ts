import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { ProductUnit } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { orderLines, products } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { convertAmount } from '../../lib/measures';

/** A container holds `size` of the product's own unit ("Caneca 20 L": a caneca of size 20). */
const CONTAINERS: ReadonlySet<ProductUnit> = new Set(['caneca', 'tambor', 'saco']);

/**
 * How much `quantity` presentations of `size` `unit` take from a product counted in
 * `productUnit`, in thousandths (the stock column keeps three decimals): converted between mass
 * and volume units (through the density, kg/L, when it is known); null when they cannot be
 * compared (litres of a product counted in kg without a density, kilograms of one counted in
 * sacos).
 */
export function stockThousandths(
  quantity: number,
  size: number,
  unit: ProductUnit,
  productUnit: ProductUnit,
  density: number | null,
): number | null {
  const sizeThousandths = Math.round(size * 1000);
  if (unit === productUnit || CONTAINERS.has(unit)) return quantity * sizeThousandths;
  const converted = convertAmount(quantity * sizeThousandths, unit, productUnit, density);
  return converted === null ? null : Math.round(converted);
}

const decimal = (thousandths: number) => (thousandths / 1000).toFixed(3);

/** "3 kg", "2,5 L": the amount as staff read it. */
function amountText(amount: number, unit: string): string {
  return `${amount.toLocaleString('es-EC', { maximumFractionDigits: 3 })} ${unit}`;
}

/** A product whose stock an order changed: its public pages show the stock. */
export type StockChange = { productId: string; slug: string };

/**
 * Takes from the stock what the order's lines need, all or nothing: each product's row is
 * decreased only while it has enough (a conditional update, so two confirmations racing for the
 * last units cannot both pass: the second waits for the first's row lock, then finds too
 * little). Products are visited in id order so two orders never wait for each other in turn.
 * Throws 409 naming the product that lacks stock; the caller's transaction then undoes the rest.
 */
export async function takeStock(tx: Database, orderId: string): Promise<StockChange[]> {
  const lines = await tx
    .select({
      position: orderLines.position,
      productId: orderLines.productId,
      productName: orderLines.productName,
      presentationLabel: orderLines.presentationLabel,
      size: orderLines.presentationSize,
      unit: orderLines.presentationUnit,
      quantity: orderLines.quantity,
      productUnit: products.unit,
      density: products.density,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId), asc(orderLines.position));

  const needs = new Map<string, { name: string; unit: ProductUnit; thousandths: number }>();
  const taken: { position: number; thousandths: number }[] = [];
  for (const line of lines) {
    const thousandths = stockThousandths(
      line.quantity,
      line.size,
      line.unit,
      line.productUnit,
      line.density,
    );
    if (thousandths === null) {
      throw conflict(
        `No se puede descontar el stock de ${line.productName}: la presentación «${line.presentationLabel}» está en ${line.unit} y el stock en ${line.productUnit}. Indica la densidad del producto o corrige la presentación.`,
      );
    }
    const need = needs.get(line.productId!) ?? {
      name: line.productName,
      unit: line.productUnit,
      thousandths: 0,
    };
    need.thousandths += thousandths;
    needs.set(line.productId!, need);
    taken.push({ position: line.position, thousandths });
  }

  const changes: StockChange[] = [];
  for (const [productId, need] of needs) {
    const amount = decimal(need.thousandths);
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${amount}::numeric` })
      .where(and(eq(products.id, productId), gte(products.stock, sql`${amount}::numeric`)))
      .returning({ slug: products.slug });
    if (!updated) {
      const [current] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      throw conflict(
        `No hay stock suficiente de ${need.name}: quedan ${amountText(Number(current?.stock ?? 0), need.unit)} y el pedido necesita ${amountText(need.thousandths / 1000, need.unit)}.`,
      );
    }
    changes.push({ productId, slug: updated.slug });
  }
  for (const { position, thousandths } of taken) {
    await tx
      .update(orderLines)
      .set({ stockTaken: sql`${decimal(thousandths)}::numeric` })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.position, position)));
  }
  return changes;
}

/** Gives back what confirming the order took (a product removed since is left alone). */
export async function giveBackStock(tx: Database, orderId: string): Promise<StockChange[]> {
  const lines = await tx
    .select({ productId: orderLines.productId, stockTaken: orderLines.stockTaken })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        isNotNull(orderLines.stockTaken),
        isNotNull(orderLines.productId),
      ),
    )
    .orderBy(asc(orderLines.productId));
  const back = new Map<string, number>();
  for (const line of lines) {
    back.set(
      line.productId!,
      (back.get(line.productId!) ?? 0) + Math.round(Number(line.stockTaken) * 1000),
    );
  }
  const changes: StockChange[] = [];
  for (const [productId, thousandths] of back) {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${decimal(thousandths)}::numeric` })
      .where(eq(products.id, productId))
      .returning({ slug: products.slug });
    if (updated) changes.push({ productId, slug: updated.slug });
  }
  await tx.update(orderLines).set({ stockTaken: null }).where(eq(orderLines.orderId, orderId));
  return changes;
}
