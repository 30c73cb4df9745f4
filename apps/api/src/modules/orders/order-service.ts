import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  DELIVERY_METHOD_LABELS,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  type KeyedBranch,
  type CustomerBilling,
  type Delivery,
  type IvaCode,
  type Order,
  type OrderLineEdit,
  type OrderDelivery,
  type OrderSource,
  type OrderStatus,
  type PaymentMethod,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { nextDocumentNumber } from '../../db/document-numbers';
import {
  orderEvents,
  orderLines,
  orders,
  productPresentations,
  type UserRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lineSubtotalCents, summarizeWithinLimits, type PricingSettings } from '../pricing';
import { applyLineEdits, type LineChange } from './order-lines';
import { presentFull } from './order-queries';
import { presentOrder, type OrderRow } from './order-presenter';
import {
  releaseStock,
  reserveStock,
  shipStock,
  type ServingBranch,
  type StockChange,
} from './order-stock';
import { personName } from '../../lib/person-name';

/** Who made a change: a signed-in user, named as the timeline shows them. */
export type OrderActor = { id: string; name: string };

/** A user as the timeline names them: their name, or their e-mail when they gave none. */
export function orderActorOf(
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
): OrderActor {
  return { id: user.id, name: personName(user) };
}

/** A line as an order keeps it: the product as it was, and its unit price (without IVA) frozen. */
export type NewOrderLine = {
  presentationId: string;
  productId: string;
  productCode: string;
  productName: string;
  presentationLabel: string;
  quantity: number;
  ivaCode: IvaCode;
  unitPriceCents: number;
};

/**
 * A priced line (the price list's now, or a quotation's frozen one) as an order keeps it. A line
 * without a price, or whose product left the catalogue, cannot be ordered (409).
 */
export function orderLineOf(line: {
  presentationId: string | null;
  productId: string | null;
  productCode: string;
  productName: string;
  presentationLabel: string;
  quantity: number;
  ivaCode: IvaCode;
  unitPriceCents: number | null;
}): NewOrderLine {
  const { presentationId, productId, unitPriceCents } = line;
  if (!presentationId || !productId || unitPriceCents === null) {
    throw conflict(
      `${line.productName} (${line.presentationLabel}) no se puede pedir: no tiene precio o ya no está en el catálogo.`,
    );
  }
  return {
    presentationId,
    productId,
    productCode: line.productCode,
    productName: line.productName,
    presentationLabel: line.presentationLabel,
    quantity: line.quantity,
    ivaCode: line.ivaCode,
    unitPriceCents,
  };
}

export type NewOrder = {
  /** Priced by the server: from the price list (checkout) or as quoted (a quotation). */
  lines: NewOrderLine[];
  billing: CustomerBilling;
  /** See `orderDeliveryOf`. */
  delivery: OrderDelivery;
  payment: { method: PaymentMethod };
  shippingCents: number;
  /** What the order weighs for its freight (kg), as priced (`priceSale`'s `shippingWeight`). */
  shippingWeightKg?: number | null;
  discountCents: number;
  /** The general IVA rate, in percent: the company's now, or the one a quotation was made with. */
  ivaRate: number;
  /** The account the order belongs to (Mis pedidos); null for a guest. */
  customerId: string | null;
  /** Written by the demo's year of selling (removed with the demo data). */
  demo?: boolean;
  source: OrderSource;
  quotationId?: string | null;
  /** Who placed it (null: a guest at the checkout). */
  placedBy: OrderActor | null;
  /** A note on the timeline's first entry ("Desde la cotización COT-2026-000012"). */
  note?: string | null;
  /** When it was placed: now, unless the demo's year of orders is being written. */
  placedAt?: Date;
};

/**
 * How an order will be received, as it is stored: a pickup names its branch as the company
 * settings name it now (a branch renamed or removed later does not change the order).
 */
export function orderDeliveryOf(
  delivery: Delivery,
  branches: readonly KeyedBranch[],
): OrderDelivery {
  if (delivery.method === 'pickup') {
    const branch = branches[delivery.branchIndex];
    if (!branch) {
      throw badRequest('La sucursal elegida no existe', [
        { field: 'delivery.branchIndex', message: 'Elige una de las sucursales' },
      ]);
    }
    return {
      method: 'pickup',
      branch: { id: branch.id, name: branch.name, address: branch.address },
      address: null,
    };
  }
  const { method, province, city, address, reference, contactName, phone } = delivery;
  return {
    method,
    branch: null,
    address: { province, city, address, reference, contactName, phone },
  };
}

/**
 * Places an order in one transaction: its number (consecutive, taken last so the counter is
 * held briefly), its lines with their prices frozen, the figures (`summarizeSale`) and the
 * timeline's first entry. `db` may be a caller's transaction (the checkout's submission, a
 * quotation converted): the order is then written in a savepoint. A repeated submission never
 * reaches here (the checkout runs in `app.once`; a quotation is locked while it converts).
 */
export async function createOrder(db: Database, input: NewOrder): Promise<Order> {
  return db.transaction(async (tx) => {
    const presentations = await tx
      .select({
        id: productPresentations.id,
        size: productPresentations.size,
        unit: productPresentations.unit,
      })
      .from(productPresentations)
      .where(
        inArray(
          productPresentations.id,
          input.lines.map((line) => line.presentationId),
        ),
      );
    const byId = new Map(presentations.map((row) => [row.id, row]));
    const lines = input.lines.map((line) => {
      const presentation = byId.get(line.presentationId);
      if (!presentation) {
        throw conflict(
          `${line.productName} (${line.presentationLabel}) ya no está en el catálogo: quítalo del pedido.`,
        );
      }
      return {
        ...line,
        presentationSize: presentation.size,
        presentationUnit: presentation.unit,
        subtotalCents: lineSubtotalCents(line.unitPriceCents, line.quantity),
      };
    });
    const summary = summarizeWithinLimits(
      lines,
      {
        shippingCents: input.shippingCents,
        discountCents: input.discountCents,
        ivaRate: input.ivaRate,
      },
      { document: 'el pedido', linesField: 'items' },
    );

    const now = input.placedAt ?? new Date();
    const { billing, delivery } = input;
    const [inserted] = await tx
      .insert(orders)
      .values({
        // Its number is taken last (below): a stand-in until then, never committed.
        number: `PED-${randomUUID()}`,
        source: input.source,
        quotationId: input.quotationId ?? null,
        demo: input.demo ?? false,
        customerId: input.customerId,
        billingIdentificationType: billing.identificationType,
        billingIdentification: billing.identification,
        billingName: billing.name,
        billingAddress: billing.address,
        billingEmail: billing.email,
        billingPhone: billing.phone,
        deliveryMethod: delivery.method,
        branchName: delivery.branch?.name ?? null,
        branchAddress: delivery.branch?.address ?? null,
        branchId: delivery.branch?.id ?? null,
        shippingProvince: delivery.address?.province ?? null,
        shippingCity: delivery.address?.city ?? null,
        shippingAddress: delivery.address?.address ?? null,
        shippingReference: delivery.address?.reference ?? null,
        shippingContactName: delivery.address?.contactName ?? null,
        shippingPhone: delivery.address?.phone ?? null,
        paymentMethod: input.payment.method,
        subtotalTaxableCents: summary.subtotalTaxableCents,
        subtotalZeroCents: summary.subtotalZeroCents,
        subtotalExemptCents: summary.subtotalExemptCents,
        subtotalNotSubjectCents: summary.subtotalNotSubjectCents,
        discountCents: summary.discountCents,
        shippingCents: summary.shippingCents,
        shippingWeightKg: input.shippingWeightKg ?? null,
        ivaRate: summary.ivaRate,
        ivaCents: summary.ivaCents,
        totalCents: summary.totalCents,
        totalItems: summary.totalItems,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const row = inserted!;
    const lineRows = await tx
      .insert(orderLines)
      .values(
        lines.map((line, position) => ({
          orderId: row.id,
          position,
          productId: line.productId,
          presentationId: line.presentationId,
          productCode: line.productCode,
          productName: line.productName,
          presentationLabel: line.presentationLabel,
          presentationSize: line.presentationSize,
          presentationUnit: line.presentationUnit,
          quantity: line.quantity,
          ivaCode: line.ivaCode,
          unitPriceCents: line.unitPriceCents,
          subtotalCents: line.subtotalCents,
        })),
      )
      .returning();
    const eventRows = await tx
      .insert(orderEvents)
      .values({
        orderId: row.id,
        status: 'pending',
        userId: input.placedBy?.id ?? null,
        actorName: input.placedBy?.name ?? null,
        note: input.note ?? null,
        createdAt: now,
      })
      .returning();
    // The counter's row stays locked until the commit: taken last, concurrent orders wait
    // for each other only for this update and the commit.
    const number = await nextDocumentNumber(tx, 'PED', now);
    const [numbered] = await tx
      .update(orders)
      .set({ number })
      .where(eq(orders.id, row.id))
      .returning();
    const inOrder = [...lineRows].sort((a, b) => a.position - b.position);
    return presentOrder(numbered!, inOrder, eventRows);
  });
}

const quoted = (status: OrderStatus) => `«${ORDER_STATUS_LABELS[status]}»`;

/** Why an order cannot move from `from` to `to` (the API answers it with a 409). */
function refusal(from: OrderStatus, to: OrderStatus, row: OrderRow): string {
  if (from === to) return `El pedido ya está ${quoted(to)}.`;
  if (from === 'confirmed' && to === 'shipped' && row.deliveryMethod === 'pickup') {
    return `El pedido se retira en sucursal: márcalo ${quoted('ready')} en lugar de ${quoted('shipped')}.`;
  }
  if (from === 'confirmed' && to === 'ready' && row.deliveryMethod !== 'pickup') {
    return `El pedido es para ${DELIVERY_METHOD_LABELS[row.deliveryMethod].toLowerCase()}: márcalo ${quoted('shipped')} en lugar de ${quoted('ready')}.`;
  }
  if (from === 'delivered' || from === 'cancelled') {
    return `El pedido está ${quoted(from)}: ya no cambia de estado.`;
  }
  return `Un pedido ${quoted(from)} no puede pasar a ${quoted(to)}.`;
}

export type StatusChange = {
  id: string;
  status: OrderStatus;
  carrier: string | null;
  guideNumber: string | null;
  note: string | null;
  by: OrderActor;
  /** When it changed: now, unless the demo's year of orders is being written. */
  at?: Date;
  /** Confirming: the branch whose stock serves it (a pickup's own branch when not given). */
  branchId?: string | null;
  /** The company's branches now. */
  branches: readonly KeyedBranch[];
  /** Confirming part of it: the lines it keeps (see `applyLineEdits`). */
  lines?: readonly OrderLineEdit[];
  /** What pricing reads of the company settings: needed with `lines`. */
  settings?: PricingSettings;
};

/**
 * The branch whose stock serves an order being confirmed: the one staff chose, else the pickup
 * branch (by its key, or by its name on orders older than keys), else the first branch.
 */
export function servingBranch(
  row: Pick<OrderRow, 'deliveryMethod' | 'branchId' | 'branchName'>,
  chosenId: string | null | undefined,
  branches: readonly KeyedBranch[],
): ServingBranch {
  if (chosenId) {
    const chosen = branches.find((branch) => branch.id === chosenId);
    if (!chosen) {
      throw badRequest('La sucursal elegida no existe', [
        { field: 'branchId', message: 'Elige una de las sucursales' },
      ]);
    }
    return chosen;
  }
  const own =
    row.deliveryMethod === 'pickup'
      ? (branches.find((branch) => branch.id === row.branchId) ??
        branches.find((branch) => branch.name === row.branchName))
      : undefined;
  return own ?? branches[0]!;
}

/**
 * Moves an order on, in one transaction with its row locked (two staff members acting at once
 * see each other's change): confirming reserves the stock at the branch that serves it,
 * cancelling a confirmed order releases it, shipping (or a pickup's delivery) takes the goods out
 * as a sale move, shipping records the carrier and guide number; each change is a timeline entry with who
 * made it. Answers the order and the products whose stock changed.
 */
export async function changeOrderStatus(
  db: Database,
  change: StatusChange,
): Promise<{ order: Order; stock: StockChange[]; changes: LineChange[]; before: Order | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, change.id)).for('update');
    if (!row) throw notFound('Pedido no encontrado');
    const to = change.status;
    if (!nextOrderStatuses(row.status, row.deliveryMethod).includes(to)) {
      throw conflict(refusal(row.status, to, row));
    }
    if (to === 'shipped') {
      const missing = [
        ...(change.carrier
          ? []
          : [{ field: 'carrier', message: 'Indica la transportista (p. ej. Servientrega)' }]),
        ...(change.guideNumber
          ? []
          : [{ field: 'guideNumber', message: 'Indica el número de guía' }]),
      ];
      if (missing.length > 0) {
        throw badRequest(
          'Para marcarlo enviado indica la transportista y el número de guía',
          missing,
        );
      }
    }

    if (change.lines && (to !== 'confirmed' || !change.settings)) {
      throw badRequest('Las líneas solo se cambian al confirmar el pedido', [
        { field: 'lines', message: 'Las líneas solo se cambian al confirmar el pedido' },
      ]);
    }

    const now = change.at ?? new Date();
    let changes: LineChange[] = [];
    let before: Order | null = null;
    if (change.lines && change.settings) {
      // Confirming part of it: the lines change first, then the reservation takes what stays.
      before = await presentFull(tx, row);
      ({ changes } = await applyLineEdits(tx, row, change.lines, {
        settings: change.settings,
        by: change.by,
        note: null,
        // Just before the confirmation: the timeline reads the edit, then «Confirmado».
        now: new Date(now.getTime() - 1),
      }));
    }
    let stock: StockChange[] = [];
    let { stockTakenAt, stockBranchId, stockShippedAt } = row;
    if (to === 'confirmed') {
      const branch = servingBranch(row, change.branchId, change.branches);
      stock = await reserveStock(tx, row.id, branch);
      stockTakenAt = now;
      stockBranchId = branch.id;
    } else if (to === 'cancelled' && row.stockTakenAt && row.stockBranchId) {
      stock = await releaseStock(tx, row.id, row.stockBranchId);
      stockTakenAt = null;
    } else if (
      (to === 'shipped' || (to === 'delivered' && row.deliveryMethod === 'pickup')) &&
      row.stockTakenAt &&
      row.stockBranchId &&
      !row.stockShippedAt
    ) {
      // Shipped, or picked up: the held goods leave the branch.
      await shipStock(tx, row, row.stockBranchId, change.by.id);
      stockShippedAt = now;
    }

    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        stockTakenAt,
        stockBranchId,
        stockShippedAt,
        updatedAt: now,
        ...(to === 'shipped' ? { carrier: change.carrier, guideNumber: change.guideNumber } : {}),
      })
      .where(eq(orders.id, row.id))
      .returning();
    const shippedNote =
      to === 'shipped' ? `${change.carrier}, guía ${change.guideNumber}` : undefined;
    await tx.insert(orderEvents).values({
      orderId: row.id,
      status: to,
      userId: change.by.id,
      actorName: change.by.name,
      note: [shippedNote, change.note].filter(Boolean).join('. ') || null,
      createdAt: now,
    });
    return { order: await presentFull(tx, updated!), stock, changes, before };
  });
}
