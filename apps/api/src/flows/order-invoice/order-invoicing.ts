// An order becomes an SRI-authorised invoice: issued (by staff, or on confirmation with
// `autoIssue`), sent by the job runner until the SRI answers, mailed to the buyer with its RIDE
// and XML, and counted in Consultas the moment it is authorised. Credit notes go the same way.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Order } from '@quimia/contracts';
import { formatCents } from '../../lib/money';
import { HttpError, notFound } from '../../lib/errors';
import { shopDate } from '../../lib/shop-calendar';
import { uniqueViolation } from '../../db/sql-helpers';
import { electronicDocumentMail } from '../../modules/mail';
import { ImportSession } from '../../modules/consultas';
import {
  advanceDocument,
  creditedCents,
  findDocument,
  findOrderInvoice,
  issueDocument,
  loadInvoicingState,
  openStoredCertificate,
  recordEvent,
  reissueDocument,
  renderRide,
  type DocumentActor,
  type DocumentRow,
  type ElectronicDocument,
} from '../../modules/invoicing';
import { loadOrder } from '../../modules/orders';
import { creditNoteDraft, issuerOf, orderInvoiceDraft, seriesByNumber } from './invoice-draft';

export const ADVANCE_JOB = 'invoicing.advance';

/** What one issue or retry answers: the document and whether it was there already. */
export type Issued = { row: DocumentRow; existing: boolean };

/** The settings and the opened certificate, or a 422 saying what is missing. */
async function issuingTools(app: FastifyInstance) {
  const state = await loadInvoicingState(app.db);
  const { settings: company } = await app.readCompany();
  const missing: string[] = [];
  if (!company.ruc) missing.push('el RUC de la empresa');
  if (!state.settings) missing.push('la configuración de facturación electrónica');
  if (!state.certificateSealed) missing.push('el certificado de firma electrónica');
  if (missing.length || !state.settings) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      `Para facturar falta ${missing.join(', ')}: complétalo en Empresa › Facturación electrónica`,
    );
  }
  let signer;
  try {
    signer = openStoredCertificate(app.invoicing.certificateKey, state.certificateSealed);
  } catch (error) {
    throw new HttpError(422, 'VALIDATION_ERROR', (error as Error).message);
  }
  return { settings: state.settings, company, signer: signer! };
}

/**
 * Puts the document's next step in the job runner (now, or after `delayMs`). No dedupe key: a
 * second job for one document finds its step done or rescheduled (see `runAdvance`).
 */
export async function scheduleAdvance(app: FastifyInstance, id: string, delayMs = 0) {
  await app.jobs.enqueue(ADVANCE_JOB, { id }, { delayMs });
}

const INVOICEABLE: readonly Order['status'][] = ['confirmed', 'shipped', 'ready', 'delivered'];

/** Issues an order's invoice once: asking again answers the same one. */
export async function issueOrderInvoice(
  app: FastifyInstance,
  orderId: string,
  actor: DocumentActor,
): Promise<Issued> {
  const existing = await findOrderInvoice(app.db, orderId);
  if (existing) return { row: existing, existing: true };
  const loaded = await loadOrder(app.db, orderId);
  if (!loaded) throw notFound('Pedido no encontrado');
  const { order, customerId } = loaded;
  if (!INVOICEABLE.includes(order.status)) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      order.status === 'cancelled'
        ? 'Un pedido cancelado no se factura'
        : 'Confirma el pedido antes de facturarlo',
    );
  }
  const { settings, company, signer } = await issuingTools(app);
  const draft = orderInvoiceDraft(order, company, settings);
  let row: DocumentRow;
  try {
    row = await issueDocument(app.db, { draft, signer, orderId, customerId, actor });
  } catch (error) {
    // Issued at the same moment by another request: that one is the order's invoice.
    if (uniqueViolation(error)?.constraint === 'electronic_documents_order_invoice_key') {
      const raced = await findOrderInvoice(app.db, orderId);
      if (raced) return { row: raced, existing: true };
    }
    throw error;
  }
  await scheduleAdvance(app, row.id);
  return { row, existing: false };
}

/** A returned or unauthorised document built again from today's data, and sent again. */
export async function retryDocument(
  app: FastifyInstance,
  id: string,
  actor: DocumentActor,
): Promise<Issued> {
  const row = await findDocument(app.db, id);
  if (!row) throw notFound('Documento no encontrado');
  if (row.status !== 'devuelta' && row.status !== 'no_autorizada') {
    throw new HttpError(
      409,
      'CONFLICT',
      row.status === 'autorizada'
        ? 'El documento ya está autorizado'
        : 'El documento se está enviando: el SRI aún no lo devolvió',
    );
  }
  const { settings, company, signer } = await issuingTools(app);
  // It keeps its number, so its series: the issuer's data (that series' address) are today's.
  const issuer = issuerOf(
    company,
    settings,
    seriesByNumber(settings, row.establishment, row.emissionPoint),
  );
  let draft;
  if (row.kind === 'factura' && row.orderId) {
    const loaded = await loadOrder(app.db, row.orderId);
    if (!loaded) throw notFound('El pedido de esta factura ya no existe');
    draft = { ...orderInvoiceDraft(loaded.order, company, settings), issuer };
  } else {
    // A credit note keeps its lines and reason; the date is today's.
    const stored = row.document as ElectronicDocument;
    const { sequential: _sequential, accessKey: _accessKey, ...rest } = stored;
    draft = { ...rest, issuer, issueDate: shopDate(new Date()) };
  }
  const updated = await reissueDocument(app.db, row, { draft, signer, actor });
  await scheduleAdvance(app, updated.id);
  return { row: updated, existing: false };
}

/** A credit note of an authorised invoice, whole or for the returned lines. */
export async function issueCreditNote(
  app: FastifyInstance,
  input: { invoiceId: string; reason: string; lines?: { line: number; quantity: number }[] },
  actor: DocumentActor,
): Promise<Issued> {
  const invoice = await findDocument(app.db, input.invoiceId);
  if (!invoice || invoice.kind !== 'factura') throw notFound('Factura no encontrada');
  if (invoice.status !== 'autorizada') {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      'Solo una factura autorizada admite nota de crédito',
    );
  }
  const { signer } = await issuingTools(app);
  const credited = await creditedCents(app.db, invoice.id);
  const draft = creditNoteDraft(
    invoice.document as ElectronicDocument,
    invoice.number,
    input.reason,
    input.lines,
    credited,
  );
  const row = await issueDocument(app.db, {
    draft,
    signer,
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    customerId: invoice.customerId,
    reason: input.reason,
    actor,
  });
  await scheduleAdvance(app, row.id);
  return { row, existing: false };
}

/**
 * An authorised document reaches the buyer (e-mail with its RIDE and XML) and Consultas (a sale,
 * or its credit, through the same import as a staff upload: importing the XML again later is a
 * duplicate). Each is done once; a failure is logged and does not undo the authorisation.
 */
export async function deliverAuthorized(app: FastifyInstance, id: string, log: FastifyBaseLogger) {
  const row = await findDocument(app.db, id);
  if (!row || row.status !== 'autorizada' || !row.authorizedXml || !row.authorizedAt) return;
  const document = row.document as ElectronicDocument;
  const label = row.kind === 'factura' ? 'Factura electrónica' : 'Nota de crédito electrónica';
  const base = `${row.kind === 'factura' ? 'factura' : 'nota-credito'}-${row.number}`;
  try {
    const { settings: company } = await app.readCompany();
    const session = new ImportSession(app.db, {
      dryRun: false,
      companyRuc: company.ruc,
      importedBy: null,
    });
    await session.add(`${base}.xml`, Buffer.from(row.authorizedXml, 'utf8'));
    const [result] = await session.finish();
    await recordEvent(app.db, row.id, {
      title:
        result?.outcome === 'created'
          ? 'Registrada en Consultas como venta'
          : result?.outcome === 'duplicate'
            ? 'Ya estaba en Consultas'
            : `No se pudo registrar en Consultas: ${result?.message ?? 'sin detalle'}`,
      status: 'autorizada',
    });
  } catch (error) {
    log.error({ err: error, documentId: row.id }, 'authorised document not recorded in consultas');
  }
  if (!row.buyerEmail) return;
  try {
    const pdf = await renderRide(document, {
      number: row.authorizationNumber ?? row.accessKey,
      authorizedAt: row.authorizedAt.toISOString(),
      environment: row.environment,
    });
    const orderNumber =
      document.additionalInfo.find((field) => field.name === 'Pedido')?.value ?? null;
    await app.mail.send(
      row.buyerEmail,
      electronicDocumentMail({
        name: document.buyer.name,
        documentLabel: label,
        number: row.number,
        orderNumber,
        total: formatCents(row.totalCents),
        accessKey: row.accessKey,
        attachments: [
          { fileName: `${base}.pdf`, contentType: 'application/pdf', content: pdf },
          {
            fileName: `${base}.xml`,
            contentType: 'application/xml',
            content: Buffer.from(row.authorizedXml, 'utf8'),
          },
        ],
      }),
    );
    await recordEvent(app.db, row.id, {
      title: `Enviada por correo a ${row.buyerEmail}`,
      status: 'autorizada',
    });
  } catch (error) {
    log.error({ err: error, documentId: row.id }, 'authorised document not mailed');
  }
}

/** One step of a document in the job runner, and the next one scheduled when the SRI asks to wait. */
export async function runAdvance(app: FastifyInstance, id: string, signal: AbortSignal) {
  const row = await findDocument(app.db, id);
  if (!row) return;
  // Another job already put the next step later (two jobs for one document): that one goes on.
  if (row.nextAttemptAt && row.nextAttemptAt.getTime() > Date.now() + 5_000) return;
  const outcome = await advanceDocument(
    app.db,
    row,
    app.invoicing.connection(row.environment),
    signal,
  );
  if (outcome.authorized && row.status !== 'autorizada') await deliverAuthorized(app, id, app.log);
  if (outcome.retryInMs !== null) await scheduleAdvance(app, id, outcome.retryInMs);
}

/**
 * With `autoIssue`, an order confirmed by staff gets its invoice at once. A failure (no
 * certificate, an order the schema refuses) is logged and never stops the confirmation: staff
 * then see the order without an invoice and issue it by hand.
 */
export async function issueOnConfirmation(
  app: FastifyInstance,
  order: Pick<Order, 'id' | 'status'>,
  actor: DocumentActor,
  log: FastifyBaseLogger,
) {
  if (order.status !== 'confirmed') return;
  try {
    const { settings } = await loadInvoicingState(app.db);
    if (!settings?.autoIssue) return;
    const issued = await issueOrderInvoice(app, order.id, actor);
    log.info(
      { event: 'invoicing.auto_issued', documentId: issued.row.id, orderId: order.id },
      'invoice issued on confirmation',
    );
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, 'invoice not issued on confirmation');
  }
}
