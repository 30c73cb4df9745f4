import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ORDER_STATUS_LABELS,
  type Delivery,
  type Order,
  type OrderLineEdit,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, productPresentations, products } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { stockThousandths } from '../../lib/measures';
import { formatCents } from '../../lib/money';
import {
  lineSubtotalCents,
  priceSale,
  summarizeWithinLimits,
  type PricingSettings,
} from '../pricing';
import type { OrderActor } from './order-service';
import type { OrderLineRow, OrderRow } from './order-presenter';
import { presentFull } from './order-queries';
import { releaseStock, reserveStock, type StockChange } from './order-stock';

/** One line's change, as the timeline and the buyer's e-mail tell it. */
export type LineChange = {
  product: string;
  before: { label: string; quantity: number; subtotalCents: number } | null;
  after: { label: string; quantity: number; subtotalCents: number } | null;
};

/** «Saco 25 kg de Ácido cítrico: 10 → 6», «Quitado: …», «Presentación: Saco 25 kg → Funda 1 kg». */
export function lineChangeText({ product, before, after }: LineChange): string {
  if (!after) return `Quitado: ${before!.quantity} × ${before!.label} de ${product}`;
  if (before!.label !== after.label) {
    const quantities =
      before!.quantity === after.quantity ? '' : ` (${before!.quantity} → ${after.quantity})`;
    return `Presentación de ${product}: ${before!.label} → ${after.label}${quantities}`;
  }
  return `${after.label} de ${product}: ${before!.quantity} → ${after.quantity}`;
}

/** The statuses whose lines staff may still change: nothing has left the branch yet. */
const EDITABLE = new Set(['pending', 'confirmed']);

/** Why an order's lines cannot change now (a 409), or null. */
export function lineEditRefusal(row: OrderRow): string | null {
  if (EDITABLE.has(row.status) && !row.stockShippedAt) return null;
  return `El pedido está «${ORDER_STATUS_LABELS[row.status]}»: sus líneas ya no se pueden cambiar.`;
}

/**
 * How the order is received, as pricing reads it, when its shipping is priced by the courier
 * table (an order from the checkout sent by courier); otherwise undefined: a pickup costs
 * nothing, special transport and a quotation's shipping were agreed and stay as they were.
 */
function pricedDelivery(row: OrderRow): Delivery | undefined {
  if (row.source !== 'checkout' || row.deliveryMethod !== 'shipping') return undefined;
  return {
    method: 'shipping',
    province: row.shippingProvince ?? '',
    city: row.shippingCity ?? '',
    address: row.shippingAddress ?? '',
    reference: row.shippingReference ?? '',
    contactName: row.shippingContactName ?? '',
    phone: row.shippingPhone ?? '',
  } as Delivery;
}

type Wanted = { line: OrderLineRow; edit: OrderLineEdit; index: number };

/**
 * Checks the wanted lines against the order's: each names one of its lines, never asks for more
 * than it had (a swap may take more of a smaller presentation, up to the same amount of the
 * product), and swaps only to another presentation of the same product. Answers each kept line
 * with its edit; a 400 names the field.
 */
async function matchLines(tx: Database, current: OrderLineRow[], edits: readonly OrderLineEdit[]) {
  const byPosition = new Map(current.map((line) => [line.position, line]));
  const swapIds = edits.flatMap((edit, index) => {
    const line = byPosition.get(edit.position);
    return edit.presentationId && line && edit.presentationId !== line.presentationId
      ? [{ id: edit.presentationId, index }]
      : [];
  });
  const presentations = swapIds.length
    ? await tx
        .select({
          id: productPresentations.id,
          productId: productPresentations.productId,
          label: productPresentations.label,
          size: productPresentations.size,
          unit: productPresentations.unit,
          productUnit: products.unit,
          density: products.density,
        })
        .from(productPresentations)
        .innerJoin(products, eq(products.id, productPresentations.productId))
        .where(
          inArray(
            productPresentations.id,
            swapIds.map((swap) => swap.id),
          ),
        )
    : [];
  const presentationById = new Map(presentations.map((row) => [row.id, row]));

  const issues: { field: string; message: string }[] = [];
  const wanted: (Wanted & { swap: (typeof presentations)[number] | null })[] = [];
  edits.forEach((edit, index) => {
    const line = byPosition.get(edit.position);
    if (!line) {
      issues.push({ field: `lines.${index}.position`, message: 'Esa línea no está en el pedido' });
      return;
    }
    const swapping =
      edit.presentationId !== undefined && edit.presentationId !== line.presentationId;
    const swap = swapping ? (presentationById.get(edit.presentationId!) ?? null) : null;
    if (swapping && (!swap || swap.productId !== line.productId)) {
      issues.push({
        field: `lines.${index}.presentationId`,
        message: `Elige otra presentación de ${line.productName}`,
      });
      return;
    }
    if (swap) {
      // Up to the same amount of the product: 10 sacos of 25 kg may become 250 fundas of 1 kg.
      const had = stockThousandths(
        line.quantity,
        line.presentationSize,
        line.presentationUnit,
        swap.productUnit,
        swap.density,
      );
      const wants = stockThousandths(
        edit.quantity,
        swap.size,
        swap.unit,
        swap.productUnit,
        swap.density,
      );
      const more = had === null || wants === null ? edit.quantity > line.quantity : wants > had;
      if (more) {
        issues.push({
          field: `lines.${index}.quantity`,
          message: `No se puede pedir más de ${line.productName} que antes: para más, haz otro pedido`,
        });
        return;
      }
    } else if (edit.quantity > line.quantity) {
      issues.push({
        field: `lines.${index}.quantity`,
        message: `No se puede subir la cantidad (era ${line.quantity}): para más, haz otro pedido`,
      });
      return;
    }
    wanted.push({ line, edit, index, swap });
  });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return wanted;
}

/** Half up, in integers. */
const shareOf = (amount: number, part: number, whole: number) =>
  whole <= 0 ? 0 : Math.floor((amount * part * 2 + whole) / (whole * 2));

export type LinesEditResult = { changes: LineChange[]; stock: StockChange[] };

/**
 * Gives a locked order the wanted lines, in the caller's transaction: a swapped presentation is
 * priced now (volume prices included) by the pricing module, kept lines keep their frozen price;
 * shipping is priced again as the checkout priced it, a quotation's discount keeps its share of
 * the goods; the figures are recomputed. A confirmed order's reservation follows (released and
 * taken again at its branch: refused with what is left when the branch lacks a swap's need).
 * Writes a timeline entry naming each change. Changes nothing when the lines are already so.
 */
export async function applyLineEdits(
  tx: Database,
  row: OrderRow,
  edits: readonly OrderLineEdit[],
  context: {
    settings: PricingSettings;
    by: OrderActor;
    note: string | null;
    now: Date;
    /** The branch holding the order's reservation (its name for the refusal's message). */
    branchName?: string;
  },
): Promise<LinesEditResult> {
  const current = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  const wanted = await matchLines(tx, current, edits);

  const quote = await priceSale(tx, {
    items: wanted.flatMap(({ line, edit, swap }) => {
      const presentationId = swap?.id ?? line.presentationId;
      return presentationId ? [{ presentationId, quantity: edit.quantity }] : [];
    }),
    delivery: pricedDelivery(row),
    settings: context.settings,
  });
  const priced = new Map(quote.lines.map((line) => [line.presentationId, line]));

  const next = wanted.map(({ line, edit, swap, index }) => {
    if (!swap) {
      return {
        line,
        quantity: edit.quantity,
        presentationId: line.presentationId,
        label: line.presentationLabel,
        size: line.presentationSize,
        unit: line.presentationUnit,
        unitPriceCents: line.unitPriceCents,
      };
    }
    const price = priced.get(swap.id);
    // A product's minimum order is the buyer's matter at the checkout: staff lowering an order
    // below it is their decision. Any other reason (no price, not for sale, multiples) refuses.
    if (
      !price ||
      price.unitPriceCents === null ||
      (price.error !== null && !price.error.startsWith('El pedido mínimo'))
    ) {
      throw badRequest(price?.error ?? 'Esa presentación ya no está a la venta', [
        {
          field: `lines.${index}.presentationId`,
          message: price?.error ?? 'Esa presentación ya no está a la venta',
        },
      ]);
    }
    return {
      line,
      quantity: edit.quantity,
      presentationId: swap.id,
      label: swap.label,
      size: swap.size,
      unit: swap.unit,
      unitPriceCents: price.unitPriceCents,
    };
  });

  const kept = new Set(next.map(({ line }) => line.position));
  const changes: LineChange[] = [
    ...next.flatMap(({ line, quantity, label, unitPriceCents }) =>
      quantity === line.quantity && label === line.presentationLabel
        ? []
        : [
            {
              product: line.productName,
              before: {
                label: line.presentationLabel,
                quantity: line.quantity,
                subtotalCents: Number(line.subtotalCents),
              },
              after: {
                label,
                quantity,
                subtotalCents: lineSubtotalCents(unitPriceCents, quantity),
              },
            },
          ],
    ),
    ...current
      .filter((line) => !kept.has(line.position))
      .map((line) => ({
        product: line.productName,
        before: {
          label: line.presentationLabel,
          quantity: line.quantity,
          subtotalCents: Number(line.subtotalCents),
        },
        after: null,
      })),
  ];
  if (changes.length === 0) return { changes, stock: [] };

  // Shipping: priced again when the courier table priced it (a lighter or cheaper order may lose
  // its free shipping); a courier option the table no longer offers keeps what was charged.
  const courier = quote.deliveryOptions.find((option) => option.method === 'shipping');
  const shippingCents =
    pricedDelivery(row) && courier?.available && courier.cents !== null
      ? courier.cents
      : Number(row.shippingCents);
  const goodsBefore = current.reduce((sum, line) => sum + Number(line.subtotalCents), 0);
  const goodsAfter = next.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const summary = summarizeWithinLimits(
    next.map((line) => ({
      ivaCode: line.line.ivaCode,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      productName: line.line.productName,
    })),
    {
      shippingCents,
      // A quotation's discount was agreed on its goods: it keeps its share of what stays.
      discountCents: shareOf(Number(row.discountCents), goodsAfter, goodsBefore),
      ivaRate: row.ivaRate,
    },
    { document: 'el pedido', linesField: 'lines' },
  );

  const holding = row.stockTakenAt && row.stockBranchId && !row.stockShippedAt;
  const released = holding ? await releaseStock(tx, row.id, row.stockBranchId!) : [];

  const removed = current.filter((line) => !kept.has(line.position)).map((line) => line.position);
  if (removed.length > 0) {
    await tx
      .delete(orderLines)
      .where(and(eq(orderLines.orderId, row.id), inArray(orderLines.position, removed)));
  }
  for (const line of next) {
    if (line.quantity === line.line.quantity && line.label === line.line.presentationLabel)
      continue;
    await tx
      .update(orderLines)
      .set({
        quantity: line.quantity,
        presentationId: line.presentationId,
        presentationLabel: line.label,
        presentationSize: line.size,
        presentationUnit: line.unit,
        unitPriceCents: line.unitPriceCents,
        subtotalCents: lineSubtotalCents(line.unitPriceCents, line.quantity),
      })
      .where(and(eq(orderLines.orderId, row.id), eq(orderLines.position, line.line.position)));
  }

  const reserved = holding
    ? await reserveStock(tx, row.id, {
        id: row.stockBranchId!,
        name: context.branchName ?? row.stockBranchId!,
      })
    : [];

  await tx
    .update(orders)
    .set({
      subtotalTaxableCents: summary.subtotalTaxableCents,
      subtotalZeroCents: summary.subtotalZeroCents,
      subtotalExemptCents: summary.subtotalExemptCents,
      subtotalNotSubjectCents: summary.subtotalNotSubjectCents,
      discountCents: summary.discountCents,
      shippingCents: summary.shippingCents,
      // What the lines left weigh, as the freight was priced again from them.
      shippingWeightKg: quote.shippingWeight.kg,
      ivaCents: summary.ivaCents,
      totalCents: summary.totalCents,
      totalItems: summary.totalItems,
      updatedAt: context.now,
    })
    .where(eq(orders.id, row.id));
  const total = `Nuevo total: ${formatCents(summary.totalCents)}`;
  await tx.insert(orderEvents).values({
    orderId: row.id,
    kind: 'lines',
    status: row.status,
    userId: context.by.id,
    actorName: context.by.name,
    note: [`${changes.map(lineChangeText).join('. ')}. ${total}`, context.note]
      .filter(Boolean)
      .join('. '),
    createdAt: context.now,
  });

  const stock = new Map([...released, ...reserved].map((change) => [change.productId, change]));
  return { changes, stock: [...stock.values()] };
}

/** Thrown to undo a dry run's writes while keeping what it computed. */
class DryRun extends Error {
  constructor(readonly result: LinesEditOutcome) {
    super('dry run');
  }
}

export type LinesEdit = {
  id: string;
  lines: readonly OrderLineEdit[];
  note: string | null;
  by: OrderActor;
  settings: PricingSettings;
  /** Computes the outcome and writes nothing (the stock check included). */
  dryRun?: boolean;
  /** Why the order may no longer change though its status allows it (an issued invoice). */
  blockedBy?: (tx: Database, orderId: string) => Promise<string | null>;
};

export type LinesEditOutcome = LinesEditResult & { order: Order; before: Order };

/**
 * Staff change an order's lines before it leaves, in one transaction with its row locked (an edit
 * and a confirmation, or two edits, wait for each other). 409 when its status or an issued
 * invoice forbids it.
 */
export async function editOrderLines(db: Database, edit: LinesEdit): Promise<LinesEditOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, edit.id)).for('update');
      if (!row) throw notFound('Pedido no encontrado');
      const refusal = lineEditRefusal(row) ?? (await edit.blockedBy?.(tx, row.id)) ?? null;
      if (refusal) throw conflict(refusal);
      const before = await presentFull(tx, row);
      const branch = edit.settings.branches.find((item) => item.id === row.stockBranchId);
      const result = await applyLineEdits(tx, row, edit.lines, {
        settings: edit.settings,
        by: edit.by,
        note: edit.note,
        now: new Date(),
        branchName: branch?.name,
      });
      const [updated] = await tx.select().from(orders).where(eq(orders.id, row.id));
      const outcome = { ...result, before, order: await presentFull(tx, updated!) };
      if (edit.dryRun) throw new DryRun(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof DryRun) return { ...error.result, stock: [] };
    throw error;
  }
}
