import { nextOrderStatuses, type Order, type OrderSummary } from '@quimia/contracts';
import type { orderEvents, orderLines, orders } from '../../db/schema';
import { readCents, readSummary } from '../../lib/money';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** An order in a list. */
export function presentOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    customerName: row.billingName,
    identification: row.billingIdentification,
    email: row.billingEmail,
    deliveryMethod: row.deliveryMethod,
    paymentMethod: row.paymentMethod,
    totalCents: readCents(row.totalCents),
    totalItems: row.totalItems,
  };
}

/** An order with its lines (in their order) and its timeline (oldest first). */
export function presentOrder(row: OrderRow, lines: OrderLineRow[], events: OrderEventRow[]): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    billing: {
      identificationType: row.billingIdentificationType,
      identification: row.billingIdentification,
      name: row.billingName,
      address: row.billingAddress,
      email: row.billingEmail,
      phone: row.billingPhone,
    },
    delivery: {
      method: row.deliveryMethod,
      branch:
        row.deliveryMethod === 'pickup'
          ? { id: row.branchId, name: row.branchName ?? '', address: row.branchAddress ?? '' }
          : null,
      address:
        row.deliveryMethod === 'pickup'
          ? null
          : {
              province: row.shippingProvince ?? '',
              city: row.shippingCity ?? '',
              address: row.shippingAddress ?? '',
              reference: row.shippingReference ?? '',
              contactName: row.shippingContactName ?? '',
              phone: row.shippingPhone ?? '',
            },
    },
    payment: { method: row.paymentMethod },
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      presentationId: line.presentationId,
      productCode: line.productCode,
      productName: line.productName,
      presentationLabel: line.presentationLabel,
      quantity: line.quantity,
      ivaCode: line.ivaCode,
      unitPriceCents: line.unitPriceCents,
      subtotalCents: readCents(line.subtotalCents),
    })),
    summary: readSummary({
      subtotalTaxableCents: row.subtotalTaxableCents,
      subtotalZeroCents: row.subtotalZeroCents,
      subtotalExemptCents: row.subtotalExemptCents,
      subtotalNotSubjectCents: row.subtotalNotSubjectCents,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      ivaRate: row.ivaRate,
      ivaCents: row.ivaCents,
      totalCents: row.totalCents,
      totalItems: row.totalItems,
    }),
    shippingWeightKg: row.shippingWeightKg,
    carrier: row.carrier,
    guideNumber: row.guideNumber,
    events: events.map((event) => ({
      kind: event.kind,
      status: event.status,
      at: event.createdAt.toISOString(),
      by: event.actorName,
      note: event.note,
    })),
    nextStatuses: nextOrderStatuses(row.status, row.deliveryMethod),
  };
}
