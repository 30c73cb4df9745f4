import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { createOrder, orderActorOf, orderDeliveryOf } from '../../modules/orders';
import { priceSale, summarizeSale } from '../../modules/pricing';
import {
  loadLatestRevision,
  lockQuotation,
  orderBlockers,
  recordAcceptance,
  recordConversion,
  type OrderTerms,
  type QuotationRow,
  type QuotationSettings,
} from '../../modules/quotations';

/**
 * The order a quotation becomes: its latest revision's lines at their quoted prices, its discount
 * and IVA rate, shipping as the table prices it now for the chosen delivery. Written in the
 * caller's transaction, with the quotation locked: it becomes one order at most.
 */
async function placeOrder(
  tx: Database,
  row: QuotationRow,
  terms: OrderTerms,
  settings: QuotationSettings,
  placedBy: UserRow | null,
  placedAt: Date,
) {
  const latest = await loadLatestRevision(tx, row);
  const missing = latest.lines.filter(
    (line) => line.presentationId === null || line.productId === null,
  );
  if (missing.length > 0) {
    throw conflict(
      `${missing.map((line) => `${line.productName} (${line.presentationLabel})`).join(', ')} ya no está en el catálogo: hay que revisar la cotización.`,
    );
  }
  const quote = await priceSale(tx, {
    items: latest.lines.map((line) => ({
      presentationId: line.presentationId!,
      quantity: line.quantity,
    })),
    delivery: terms.delivery,
    identificationType: terms.billing.identificationType,
    settings,
  });
  // Line prices are the quoted ones; what still matters of today's quote is the delivery.
  const lineMessages = new Set(quote.lines.flatMap((line) => (line.error ? [line.error] : [])));
  const deliveryErrors = quote.errors.filter(
    (message) => !lineMessages.has(message) && !message.startsWith('Como consumidor final'),
  );
  if (deliveryErrors.length > 0) throw conflict(deliveryErrors.join(' '));
  const shippingCents = quote.summary.shippingCents;
  const figures = summarizeSale(latest.lines, {
    shippingCents,
    discountCents: latest.row.summary.discountCents,
    ivaRate: latest.row.summary.ivaRate,
  });
  if (
    terms.billing.identificationType === 'consumidor_final' &&
    figures.totalCents > settings.consumidorFinalLimitCents
  ) {
    throw badRequest(
      'Como consumidor final el total no puede pasar del límite: ingresa tu cédula o RUC',
      [{ field: 'billing.identificationType', message: 'Ingresa tu cédula o RUC' }],
    );
  }
  return createOrder(tx, {
    lines: latest.lines.map((line) => ({
      presentationId: line.presentationId!,
      productId: line.productId!,
      productCode: line.productCode,
      productName: line.productName,
      presentationLabel: line.presentationLabel,
      quantity: line.quantity,
      ivaCode: line.ivaCode,
      unitPriceCents: line.unitPriceCents!,
    })),
    billing: terms.billing,
    delivery: orderDeliveryOf(terms.delivery, settings.branches),
    payment: terms.payment,
    shippingCents,
    shippingWeightKg: quote.shippingWeight.kg,
    discountCents: latest.row.summary.discountCents,
    ivaRate: latest.row.summary.ivaRate,
    customerId: row.customerUserId,
    source: 'quotation',
    quotationId: row.id,
    placedBy: placedBy ? orderActorOf(placedBy) : null,
    note: `Desde la cotización ${row.number} (revisión ${row.revision})`,
    placedAt,
  });
}

/**
 * "Aceptar" at the link: while the quotation is valid and fully priced, it becomes an order with
 * the quoted prices (and staff see the acceptance). Accepting twice answers the first outcome.
 */
export async function acceptQuotation(
  tx: Database,
  {
    token,
    terms,
    settings,
    now = new Date(),
  }: { token: string; terms: OrderTerms; settings: QuotationSettings; now?: Date },
): Promise<{ row: QuotationRow; orderNumber: string | null; changed: boolean }> {
  const row = await lockQuotation(tx, { token });
  if (row.status === 'accepted' || row.status === 'converted') {
    return { row, orderNumber: row.orderNumber, changed: false };
  }
  const latest = await loadLatestRevision(tx, row);
  const blockers = orderBlockers(row, latest, now);
  if (blockers.length > 0) throw conflict(blockers.join(' '));
  // A product removed from the catalogue since: the acceptance stands, staff settle the order.
  const order = latest.lines.some((line) => line.presentationId === null)
    ? null
    : await placeOrder(tx, row, terms, settings, null, now);
  const updated = await recordAcceptance(tx, row, { terms, order, now });
  return { row: updated, orderNumber: order?.number ?? null, changed: true };
}

/**
 * "Convertir en pedido" by staff: an accepted quotation, or a valid priced one the buyer
 * confirmed another way (a call, WhatsApp), with the order data given or the buyer's.
 */
export async function convertQuotation(
  tx: Database,
  {
    id,
    terms,
    user,
    settings,
    now = new Date(),
  }: {
    id: string;
    terms: Partial<OrderTerms>;
    user: UserRow;
    settings: QuotationSettings;
    now?: Date;
  },
) {
  const row = await lockQuotation(tx, { id });
  if (row.status === 'converted') {
    throw conflict(`La cotización ya es el pedido ${row.orderNumber ?? ''}`.trim());
  }
  const accepted = (row.acceptance as OrderTerms | null) ?? null;
  const chosen = {
    billing: terms.billing ?? accepted?.billing,
    delivery: terms.delivery ?? accepted?.delivery,
    payment: terms.payment ?? accepted?.payment,
  };
  if (!chosen.billing || !chosen.delivery || !chosen.payment) {
    throw badRequest('Indica la facturación, la entrega y el pago del pedido', [
      ...(chosen.billing ? [] : [{ field: 'billing', message: 'Indica los datos de facturación' }]),
      ...(chosen.delivery ? [] : [{ field: 'delivery', message: 'Indica la entrega' }]),
      ...(chosen.payment ? [] : [{ field: 'payment', message: 'Indica la forma de pago' }]),
    ]);
  }
  const orderTerms = chosen as OrderTerms;
  if (row.status !== 'accepted') {
    const blockers = orderBlockers(row, await loadLatestRevision(tx, row), now);
    if (blockers.length > 0) throw conflict(blockers.join(' '));
  }
  const order = await placeOrder(tx, row, orderTerms, settings, user, now);
  await recordConversion(tx, row, { terms: orderTerms, order, now });
  return order;
}
