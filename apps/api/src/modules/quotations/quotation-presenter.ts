import type {
  CustomerQuotation,
  QuotationLine,
  QuotationMessage,
  QuotationRevision,
  QuotationSummary,
  StaffQuotation,
} from '@quimia/contracts';
import type {
  quotationLines,
  quotationMessages,
  quotationRevisions,
  quotations,
} from '../../db/schema';
import { documentPastLimits, readCents, readNullableCents, readSummary } from '../../lib/money';
import { acceptBlockers, effectiveStatus, isEditable } from './quotation-rules';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationRevisionRow = typeof quotationRevisions.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;
export type QuotationMessageRow = typeof quotationMessages.$inferSelect;

export function presentLine(row: QuotationLineRow): QuotationLine {
  return {
    presentationId: row.presentationId,
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    productSlug: row.productSlug,
    presentationLabel: row.presentationLabel,
    quantity: row.quantity,
    ivaCode: row.ivaCode,
    listUnitPriceCents: row.listUnitPriceCents,
    unitPriceCents: row.unitPriceCents,
    breakFromQuantity: row.breakFromQuantity,
    priceByStaff: row.priceByStaff,
    subtotalCents: readNullableCents(row.subtotalCents),
    note: row.note,
    leadTimeDays: row.leadTimeDays,
    ghsPictograms: row.ghsPictograms,
  };
}

export function presentMessage(row: QuotationMessageRow): QuotationMessage {
  return {
    id: row.id,
    author: row.author,
    name: row.name,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A revision with its lines in order and the name of who made it. */
export type LoadedRevision = {
  row: QuotationRevisionRow;
  lines: QuotationLineRow[];
  createdByName: string | null;
};

/** Whether a revision's amounts are past a document's limits (stored before they held). */
export const revisionPastLimits = ({ row, lines }: Pick<LoadedRevision, 'row' | 'lines'>) =>
  documentPastLimits(row.totalCents, lines);

export function presentRevision({ row, lines, createdByName }: LoadedRevision): QuotationRevision {
  return {
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    createdBy: createdByName,
    validUntil: row.validUntil,
    notes: row.notes,
    lines: lines.map(presentLine),
    summary: readSummary(row.summary),
  };
}

/** The buyer as the quotation names them. */
export function customerOf(row: QuotationRow): CustomerQuotation['customer'] {
  return {
    name: row.customerName,
    email: row.customerEmail,
    phone: row.customerPhone,
    identificationType: row.customerIdentificationType,
    identification: row.customerIdentification,
    city: row.customerCity,
    address: row.customerAddress,
  };
}

/** The quotation at its link: the latest revision, its thread, and whether it can be accepted. */
export function presentCustomerQuotation(
  row: QuotationRow,
  latest: LoadedRevision,
  messages: QuotationMessageRow[],
  today: string,
  shippingWeightKg: number | null = null,
): CustomerQuotation {
  const status = effectiveStatus(row.status, row.validUntil, today);
  const unpriced = latest.lines.filter((line) => line.unitPriceCents === null).length;
  const blockers = acceptBlockers(status, row.validUntil, unpriced, revisionPastLimits(latest));
  return {
    id: row.id,
    number: row.number,
    token: row.token,
    status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    validUntil: row.validUntil,
    revision: row.revision,
    revisedAt: latest.row.createdAt.toISOString(),
    customer: customerOf(row),
    notes: row.notes,
    sellerNotes: latest.row.notes,
    lines: latest.lines.map(presentLine),
    summary: readSummary(latest.row.summary),
    shippingWeightKg,
    canAccept: blockers.length === 0,
    acceptBlockers: blockers,
    orderNumber: row.orderNumber,
    messages: messages.map(presentMessage),
  };
}

/** What staff see: the buyer's view, every revision (newest first) and the bookkeeping. */
export function presentStaffQuotation(
  row: QuotationRow,
  revisions: LoadedRevision[],
  messages: QuotationMessageRow[],
  names: { createdBy: string | null },
  today: string,
  shippingWeightKg: number | null = null,
): StaffQuotation {
  const latest = revisions[0]!;
  return {
    ...presentCustomerQuotation(row, latest, messages, today, shippingWeightKg),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    customerUserId: row.customerUserId,
    createdBy: names.createdBy,
    attention: row.attention,
    revisions: revisions.map(presentRevision),
    editable: isEditable(row.status),
    acceptance: (row.acceptance as StaffQuotation['acceptance']) ?? null,
    orderId: row.orderId,
  };
}

/** A row of a list, with its latest revision's total and how many lines wait for a price. */
export type QuotationListRow = {
  quotation: QuotationRow;
  totalCents: number;
  lineCount: number;
  unpricedLines: number;
};

export function presentQuotationSummary(
  { quotation: row, totalCents, lineCount, unpricedLines }: QuotationListRow,
  today: string,
): QuotationSummary {
  return {
    id: row.id,
    number: row.number,
    token: row.token,
    status: effectiveStatus(row.status, row.validUntil, today),
    source: row.source,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    validUntil: row.validUntil,
    revision: row.revision,
    totalCents: readCents(totalCents),
    lineCount,
    unpricedLines,
    attention: row.attention,
  };
}
