import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STAFF_ROLES,
  type CompanySettingsValues,
  type CustomerBilling,
  type Delivery,
  type PaymentMethod,
  type PricedLine,
  type QuotationCustomer,
  type quotationCreateBodySchema,
  type quotationReviseBodySchema,
  type QuotationSource,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { nextDocumentNumber } from '../../db/document-numbers';
import {
  products,
  quotationLines,
  quotationMessages,
  quotationRevisions,
  quotations,
  type UserRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { personName } from '../../lib/person-name';
import {
  lineSubtotalCents,
  ON_REQUEST_MESSAGE,
  priceSale,
  summarizeWithinLimits,
} from '../pricing';
import { revisionPastLimits, type LoadedRevision, type QuotationRow } from './quotation-presenter';
import { addDays, shopDate } from '../../lib/shop-calendar';
import { acceptBlockers, effectiveStatus, isEditable } from './quotation-rules';

type CreateBody = z.output<typeof quotationCreateBodySchema>;
type ReviseBody = z.output<typeof quotationReviseBodySchema>;
type NewLine = Omit<typeof quotationLines.$inferInsert, 'revisionId' | 'unitPriceCents'> & {
  unitPriceCents: number | null;
};

/** What quoting reads of the company settings (the caller reads them: `readCompany`). */
export type QuotationSettings = Pick<
  CompanySettingsValues,
  | 'ivaRate'
  | 'consumidorFinalLimitCents'
  | 'freeShippingThresholdCents'
  | 'branches'
  | 'quotationValidityDays'
>;

/** Admins and sellers: they quote for anyone and skip the visitors' limit. */
export const isStaff = (user: UserRow | null) =>
  user !== null && (STAFF_ROLES as readonly string[]).includes(user.role);

/** The link's secret: 32 random bytes, unguessable and safe in a URL. */
export function newQuotationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The lines as the server prices them now. A presentation that no longer exists or whose product
 * is not for sale cannot be quoted: the request is refused naming it. A price on request stays
 * (quoted later by staff); a minimum or a multiple not met becomes the line's note.
 */
async function priceLines(
  tx: Database,
  items: readonly { presentationId: string; quantity: number; unitPriceCents?: number | null }[],
  settings: QuotationSettings,
): Promise<NewLine[]> {
  const quote = await priceSale(tx, { items, settings });
  const refused = quote.lines.flatMap((line, index) =>
    line.productId === '' || line.error?.endsWith('ya no está a la venta')
      ? [{ field: `items.${index}.presentationId`, message: line.error ?? '' }]
      : [],
  );
  if (refused.length > 0) {
    throw badRequest(refused.map((detail) => detail.message).join('. '), refused);
  }
  const extras = await productExtras(
    tx,
    quote.lines.map((line) => line.productId),
  );
  return quote.lines.map((line, position) =>
    lineValues(line, position, items[position]?.unitPriceCents ?? null, extras),
  );
}

function lineValues(
  line: PricedLine,
  position: number,
  staffPriceCents: number | null,
  extras: Map<string, { leadTimeDays: number; ghsPictograms: string[] }>,
): NewLine {
  const byStaff = staffPriceCents !== null;
  const unitPriceCents = byStaff ? staffPriceCents : line.unitPriceCents;
  const note = line.error === null || line.error === ON_REQUEST_MESSAGE ? null : line.error;
  const extra = extras.get(line.productId);
  return {
    position,
    presentationId: line.presentationId,
    productId: line.productId,
    productCode: line.productCode,
    productName: line.productName,
    productSlug: line.productSlug,
    presentationLabel: line.presentationLabel,
    quantity: line.quantity,
    ivaCode: line.ivaCode,
    listUnitPriceCents: line.listUnitPriceCents,
    unitPriceCents,
    breakFromQuantity: byStaff ? null : line.breakFromQuantity,
    priceByStaff: byStaff,
    subtotalCents: lineSubtotalCents(unitPriceCents, line.quantity),
    note,
    leadTimeDays: extra?.leadTimeDays ?? 0,
    ghsPictograms: extra?.ghsPictograms ?? [],
  };
}

/** Each product's lead time and GHS pictograms (the PDF's conditions and hazard note). */
async function productExtras(db: Database, ids: readonly string[]) {
  const wanted = [...new Set(ids.filter(Boolean))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            leadTimeDays: products.leadTimeDays,
            ghsPictograms: products.ghsPictograms,
          })
          .from(products)
          .where(inArray(products.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

function customerColumns(customer: QuotationCustomer) {
  return {
    customerName: customer.name,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerIdentificationType: customer.identificationType,
    customerIdentification: customer.identification,
    customerCity: customer.city,
    customerAddress: customer.address,
  };
}

async function insertRevision(
  tx: Database,
  values: {
    quotationId: string;
    revision: number;
    validUntil: string;
    notes: string;
    discountCents: number;
    ivaRate: number;
    createdBy: string | null;
    createdAt: Date;
    /** The request's field holding the lines, for the limits' messages. */
    linesField: 'items' | 'lines';
  },
  lines: NewLine[],
) {
  const summary = summarizeWithinLimits(
    lines,
    { shippingCents: 0, discountCents: values.discountCents, ivaRate: values.ivaRate },
    { document: 'la cotización', linesField: values.linesField },
  );
  const [revision] = await tx
    .insert(quotationRevisions)
    .values({
      quotationId: values.quotationId,
      revision: values.revision,
      validUntil: values.validUntil,
      notes: values.notes,
      summary,
      totalCents: summary.totalCents,
      createdBy: values.createdBy,
      createdAt: values.createdAt,
    })
    .returning();
  const saved = await tx
    .insert(quotationLines)
    .values(lines.map((line) => ({ ...line, revisionId: revision!.id })))
    .returning();
  saved.sort((a, b) => a.position - b.position);
  return { revision: revision!, summary, lines: saved };
}

/**
 * A new quotation, priced by the server: its number (consecutive per year), its link's token,
 * its validity (the company's days from today) and its first revision. Visitors' requests wait
 * for staff (the menu's counter); a signed-in client's belongs to their account.
 */
export async function createQuotation(
  tx: Database,
  {
    body,
    user,
    ip,
    settings,
    now = new Date(),
  }: {
    body: CreateBody;
    user: UserRow | null;
    ip: string;
    settings: QuotationSettings;
    now?: Date;
  },
) {
  const staff = isStaff(user);
  // Only staff write as staff; a visitor's request says where on the site it came from.
  const source: QuotationSource =
    staff && body.source === 'web'
      ? 'staff'
      : !staff && body.source === 'staff'
        ? 'web'
        : body.source;
  const lines = await priceLines(tx, body.items, settings);
  const validUntil = addDays(shopDate(now), settings.quotationValidityDays);
  const number = await nextDocumentNumber(tx, 'COT', now);
  const [row] = await tx
    .insert(quotations)
    .values({
      number,
      token: newQuotationToken(),
      source,
      revision: 1,
      validUntil,
      ...customerColumns(body.customer),
      notes: body.notes,
      customerUserId: user && !staff ? user.id : null,
      createdBy: staff ? user!.id : null,
      ip: staff ? null : ip,
      attention: staff ? null : 'request',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const { summary, lines: saved } = await insertRevision(
    tx,
    {
      quotationId: row!.id,
      revision: 1,
      validUntil,
      notes: '',
      discountCents: 0,
      ivaRate: settings.ivaRate,
      createdBy: staff ? user!.id : null,
      createdAt: now,
      linesField: 'items',
    },
    lines,
  );
  return { row: row!, lines: saved, summary };
}

/** The quotation, locked for the rest of the transaction (its changes come one at a time). */
export async function lockQuotation(tx: Database, where: { id: string } | { token: string }) {
  const [row] = await tx
    .select()
    .from(quotations)
    .where('id' in where ? eq(quotations.id, where.id) : eq(quotations.token, where.token))
    .for('update');
  if (!row) throw notFound('Cotización no encontrada');
  return row;
}

const LOCKED_MESSAGE =
  'La cotización ya fue aceptada: no se puede cambiar. Crea una nueva si hace falta.';

/**
 * A counter-offer: a new revision with staff's lines, prices, discount, notes and validity (the
 * earlier revisions stay as they were). A rejected quotation revised is new again.
 */
export async function reviseQuotation(
  tx: Database,
  {
    body,
    user,
    settings,
    now = new Date(),
  }: { body: ReviseBody; user: UserRow; settings: QuotationSettings; now?: Date },
) {
  const row = await lockQuotation(tx, { id: body.id });
  if (!isEditable(row.status)) throw conflict(LOCKED_MESSAGE);
  if (body.validUntil < shopDate(now)) {
    throw badRequest('La validez debe ser hoy o una fecha posterior', [
      { field: 'validUntil', message: 'Elige hoy o una fecha posterior' },
    ]);
  }
  const lines = await priceLines(tx, body.lines, settings);
  const goods = lines.reduce((sum, line) => sum + (line.subtotalCents ?? 0), 0);
  if (body.discountCents > goods) {
    throw badRequest('El descuento no puede superar el subtotal', [
      { field: 'discountCents', message: 'El descuento no puede superar el subtotal' },
    ]);
  }
  const revision = row.revision + 1;
  await insertRevision(
    tx,
    {
      quotationId: row.id,
      revision,
      validUntil: body.validUntil,
      notes: body.notes,
      discountCents: body.discountCents,
      ivaRate: settings.ivaRate,
      createdBy: user.id,
      createdAt: now,
      linesField: 'lines',
    },
    lines,
  );
  await tx
    .update(quotations)
    .set({
      revision,
      validUntil: body.validUntil,
      ...customerColumns(body.customer),
      status: row.status === 'rejected' ? 'new' : row.status,
      attention: null,
      updatedAt: now,
    })
    .where(eq(quotations.id, row.id));
  return row.id;
}

/**
 * Staff mark it sent (again, after a new revision) or rejected. Answers whether that changed it:
 * a repeat (a double click, two sellers at once) leaves it as it is, and sends no second mail.
 */
export async function setQuotationStatus(
  tx: Database,
  { id, status, now = new Date() }: { id: string; status: 'sent' | 'rejected'; now?: Date },
): Promise<boolean> {
  const row = await lockQuotation(tx, { id });
  if (!isEditable(row.status)) throw conflict(LOCKED_MESSAGE);
  const alreadySent = row.sentAt !== null && row.sentAt >= row.updatedAt;
  if (row.status === status && (status === 'rejected' || alreadySent)) return false;
  const shown = effectiveStatus(row.status, row.validUntil, shopDate(now));
  if (status === 'sent' && shown === 'expired') {
    throw conflict('La cotización venció: dale una nueva validez antes de enviarla.');
  }
  if (status === 'sent' && shown === 'rejected') {
    throw conflict('La cotización fue rechazada: revísala antes de enviarla de nuevo.');
  }
  await tx
    .update(quotations)
    .set({
      status,
      ...(status === 'sent' ? { sentAt: now } : {}),
      // Sent or rejected, a request has had its answer; a buyer's message still waits for one.
      attention: row.attention === 'request' ? null : row.attention,
      updatedAt: now,
    })
    .where(eq(quotations.id, row.id));
  return true;
}

/** The order a quotation became, as the quotation remembers it. */
type PlacedOrder = { id: string; number: string };

/** The buyer's order data: who the invoice names, how it arrives, how it is paid. */
export type OrderTerms = {
  billing: CustomerBilling;
  delivery: Delivery;
  payment: { method: PaymentMethod };
};

/**
 * Why the quotation cannot become an order now (expired, rejected, unpriced lines, lines past the
 * limits, staff's notes): each reason in Spanish, or none.
 */
export function orderBlockers(row: QuotationRow, latest: LoadedRevision, now: Date): string[] {
  const status = effectiveStatus(row.status, row.validUntil, shopDate(now));
  const unpriced = latest.lines.filter((line) => line.unitPriceCents === null).length;
  const blockers = acceptBlockers(status, row.validUntil, unpriced, revisionPastLimits(latest));
  for (const line of latest.lines) if (line.note) blockers.push(line.note);
  return blockers;
}

/**
 * The buyer accepted at the link: the quotation is converted when it became `order`, or waits
 * accepted for staff to settle one (a product left the catalogue since).
 */
export async function recordAcceptance(
  tx: Database,
  row: QuotationRow,
  { terms, order, now }: { terms: OrderTerms; order: PlacedOrder | null; now: Date },
): Promise<QuotationRow> {
  const [updated] = await tx
    .update(quotations)
    .set({
      status: order ? 'converted' : 'accepted',
      acceptance: terms,
      acceptedAt: now,
      // Already an order: it waits among the orders to confirm, not here; a question the buyer
      // asked before accepting still waits for its answer.
      attention: order ? (row.attention === 'message' ? 'message' : null) : 'accepted',
      orderId: order?.id ?? null,
      orderNumber: order?.number ?? null,
      updatedAt: now,
    })
    .where(eq(quotations.id, row.id))
    .returning();
  return updated!;
}

/** Staff converted it into `order` with the terms chosen: nothing of it waits for them now. */
export async function recordConversion(
  tx: Database,
  row: QuotationRow,
  { terms, order, now }: { terms: OrderTerms; order: PlacedOrder; now: Date },
): Promise<void> {
  await tx
    .update(quotations)
    .set({
      status: 'converted',
      acceptance: terms,
      acceptedAt: row.acceptedAt ?? now,
      attention: null,
      orderId: order.id,
      orderNumber: order.number,
      updatedAt: now,
    })
    .where(eq(quotations.id, row.id));
}

/**
 * A message from the buyer at the quotation's link (through the contact endpoint): it joins the
 * quotation's thread and staff see it in the counter.
 */
export async function addCustomerMessage(
  tx: Database,
  message: {
    token: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    ip: string;
    /** Now, unless the demo's year is being written. */
    at?: Date;
  },
): Promise<{ id: string; quotationId: string; number: string }> {
  const [row] = await tx
    .update(quotations)
    .set({ attention: 'message', updatedAt: message.at ?? sql`now()` })
    .where(eq(quotations.token, message.token))
    .returning({ id: quotations.id, number: quotations.number });
  if (!row) throw notFound('Cotización no encontrada');
  const [saved] = await tx
    .insert(quotationMessages)
    .values({
      quotationId: row.id,
      author: 'customer',
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
      ip: message.ip,
      ...(message.at ? { createdAt: message.at } : {}),
    })
    .returning({ id: quotationMessages.id });
  return { id: saved!.id, quotationId: row.id, number: row.number };
}

/** Staff's answer in the thread; answering is having seen it. */
export async function addStaffReply(
  tx: Database,
  { id, message, user, at }: { id: string; message: string; user: UserRow; at?: Date },
) {
  const row = await lockQuotation(tx, { id });
  await tx.insert(quotationMessages).values({
    quotationId: row.id,
    author: 'staff',
    userId: user.id,
    name: personName(user),
    message,
    ...(at ? { createdAt: at } : {}),
  });
  await tx
    .update(quotations)
    .set({ attention: null, updatedAt: at ?? sql`now()` })
    .where(eq(quotations.id, row.id));
}

/** Seen by staff: it leaves the menu's counter. Answers false when there is no such quotation. */
export async function markQuotationSeen(db: Database, id: string): Promise<boolean> {
  const updated = await db
    .update(quotations)
    .set({ attention: null })
    .where(eq(quotations.id, id))
    .returning({ id: quotations.id });
  return updated.length > 0;
}
