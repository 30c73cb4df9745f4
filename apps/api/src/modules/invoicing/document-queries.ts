import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  INVOICE_STATUSES,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@quimia/contracts';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { electronicDocumentEvents, electronicDocuments, orders } from '../../db/schema';
import { escapeLike } from '../../db/sql-helpers';
import { adviceFor } from './document-sending';
import type { DocumentRow } from './document-service';
import type { ElectronicDocument } from './electronic-document';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

const summaryColumns = {
  row: electronicDocuments,
  orderNumber: orders.number,
};

function presentSummary(row: DocumentRow, orderNumber: string | null): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    accessKey: row.accessKey,
    status: row.status,
    environment: row.environment,
    issueDate: row.issueDate,
    buyerName: row.buyerName,
    buyerIdentification: row.buyerIdentification,
    totalCents: row.totalCents,
    orderId: row.orderId,
    orderNumber,
    invoiceId: row.invoiceId,
    authorizedAt: row.authorizedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function filtersOf(query: ListQuery, withStatus: boolean): SQL[] {
  const filters: SQL[] = [];
  if (withStatus && query.status) filters.push(eq(electronicDocuments.status, query.status));
  if (query.orderId) filters.push(eq(electronicDocuments.orderId, query.orderId));
  if (query.kind) filters.push(eq(electronicDocuments.kind, query.kind));
  if (query.desde) filters.push(gte(electronicDocuments.issueDate, query.desde));
  if (query.hasta) filters.push(lte(electronicDocuments.issueDate, query.hasta));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(electronicDocuments.number, pattern),
        ilike(electronicDocuments.buyerName, pattern),
        ilike(electronicDocuments.buyerIdentification, pattern),
        ilike(electronicDocuments.accessKey, pattern),
        ilike(orders.number, pattern),
      )!,
    );
  }
  return filters;
}

/** Staff's list: newest first, with how many of each status match the other filters. */
export async function listDocuments(db: Database, query: ListQuery) {
  const where = and(...filtersOf(query, true));
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select(summaryColumns)
      .from(electronicDocuments)
      .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
      .where(where)
      .orderBy(desc(electronicDocuments.createdAt), desc(electronicDocuments.sequential))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(electronicDocuments)
      .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
      .where(where),
    db
      .select({ status: electronicDocuments.status, total: count() })
      .from(electronicDocuments)
      .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
      .where(and(...filtersOf(query, false)))
      .groupBy(electronicDocuments.status),
  ]);
  const counts = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, 0])) as Record<
    InvoiceStatus,
    number
  >;
  for (const entry of byStatus) counts[entry.status] = Number(entry.total);
  return {
    items: rows.map(({ row, orderNumber }) => presentSummary(row, orderNumber)),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

const TAX_LABELS: Record<string, string> = {
  '0': 'IVA 0 %',
  '6': 'No objeto de IVA',
  '7': 'Exento de IVA',
};

function taxLabel(rateCode: string, rate: number): string {
  return TAX_LABELS[rateCode] ?? `IVA ${rate} %`;
}

/** A document with its lines, figures, timeline and credit notes, for staff. */
export async function loadDocumentDetail(db: Database, id: string): Promise<InvoiceDetail | null> {
  const [found] = await db
    .select(summaryColumns)
    .from(electronicDocuments)
    .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
    .where(eq(electronicDocuments.id, id));
  if (!found) return null;
  const { row, orderNumber } = found;
  const [events, notes] = await Promise.all([
    db
      .select()
      .from(electronicDocumentEvents)
      .where(eq(electronicDocumentEvents.documentId, id))
      .orderBy(asc(electronicDocumentEvents.createdAt)),
    db
      .select(summaryColumns)
      .from(electronicDocuments)
      .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
      .where(eq(electronicDocuments.invoiceId, id))
      .orderBy(asc(electronicDocuments.createdAt)),
  ]);
  const document = row.document as ElectronicDocument;
  const credited = notes
    .filter((note) => note.row.status !== 'anulada' && note.row.status !== 'no_autorizada')
    .reduce((sum, note) => sum + note.row.totalCents, 0);
  return {
    ...presentSummary(row, orderNumber),
    lines: document.lines.map((line) => ({
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountCents: line.discountCents,
      subtotalCents: line.subtotalCents,
      taxRate: line.tax.rate,
      taxLabel: taxLabel(line.tax.rateCode, line.tax.rate),
    })),
    subtotalCents: document.subtotalCents,
    discountCents: document.discountCents,
    taxes: document.taxes.map((tax) => ({
      label: taxLabel(tax.rateCode, tax.rate),
      baseCents: tax.baseCents,
      amountCents: tax.amountCents,
    })),
    buyerEmail: row.buyerEmail,
    messages: row.messages,
    advice: adviceFor(row.status, row.messages),
    events: events.map((event) => ({
      at: event.createdAt.toISOString(),
      title: event.title,
      status: event.status,
      messages: event.messages,
      actorName: event.actorName,
    })),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    creditNotes: notes.map((note) => presentSummary(note.row, note.orderNumber)),
    reason: row.reason,
    modifiedNumber: document.modifies?.number ?? null,
    canRetry: row.status === 'devuelta' || row.status === 'no_autorizada',
    canCreditNote:
      row.kind === 'factura' && row.status === 'autorizada' && credited < row.totalCents,
  };
}

/** A buyer's authorised documents, newest first. */
export async function listCustomerDocuments(db: Database, customerId: string) {
  const rows = await db
    .select(summaryColumns)
    .from(electronicDocuments)
    .leftJoin(orders, eq(orders.id, electronicDocuments.orderId))
    .where(
      and(
        eq(electronicDocuments.customerId, customerId),
        eq(electronicDocuments.status, 'autorizada'),
      ),
    )
    .orderBy(desc(electronicDocuments.createdAt))
    .limit(500);
  return {
    items: rows.map(({ row, orderNumber }) => {
      const summary = presentSummary(row, orderNumber);
      return {
        id: summary.id,
        kind: summary.kind,
        number: summary.number,
        issueDate: summary.issueDate,
        totalCents: summary.totalCents,
        orderId: summary.orderId,
        orderNumber: summary.orderNumber,
      };
    }),
  };
}
