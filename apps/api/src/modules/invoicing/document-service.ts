import { randomInt } from 'node:crypto';
import { and, eq, notInArray, sql, sum } from 'drizzle-orm';
import { buildAccessKey, type InvoiceStatus, type SriMessage } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { electronicDocumentEvents, electronicDocuments } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { HttpError } from '../../lib/errors';
import { inTurn } from '../../lib/in-turn';
import {
  DOCUMENT_CODE,
  ENVIRONMENT_CODE,
  documentNumber,
  type ElectronicDocument,
} from './electronic-document';
import type { SigningCertificate } from './signature/read-certificate';
import { signDocument } from './signature/sign-xades';
import { documentXml } from './xml/document-xml';
import { validateAgainstSchema } from './xml/validate-xml';

/** A document before it has a number: everything but its sequential and access key. */
export type DocumentDraft = Omit<ElectronicDocument, 'sequential' | 'accessKey'>;

export type DocumentRow = typeof electronicDocuments.$inferSelect;

/** Who did something to a document, for its timeline. */
export type DocumentActor = { userId: string | null; name: string | null };

/**
 * The next sequential of the draft's series. Call it inside the transaction that stores the
 * document: the counter row stays locked until it ends, so documents issued at once wait their
 * turn, and one that is not stored gives its number back (no gaps, no repeats).
 */
async function nextSequential(tx: Database, draft: DocumentDraft): Promise<number> {
  const [row] = await queryRows<{ last_sequential: number }>(
    tx,
    sql`insert into electronic_document_counters
      (kind, environment, establishment, emission_point, last_sequential)
      values (${draft.kind}, ${draft.environment}, ${draft.establishment}, ${draft.emissionPoint}, 1)
      on conflict (kind, environment, establishment, emission_point)
      do update set last_sequential = electronic_document_counters.last_sequential + 1
      returning last_sequential`,
  );
  const sequential = Number(row!.last_sequential);
  if (sequential > 999_999_999) {
    throw new HttpError(
      409,
      'CONFLICT',
      'La serie llegó a su último número (999999999): configura otro punto de emisión',
    );
  }
  return sequential;
}

const SCHEMA_OF = {
  factura: { '1.1.0': 'factura-1.1.0', '2.1.0': 'factura-2.1.0' },
  notaCredito: { '1.1.0': 'notaCredito-1.1.0' },
} as const;

/**
 * Checks the draft's XML against the official schema before it takes a number: what the schema
 * says of a document does not depend on the digits of its sequential and access key, and the
 * check (libxml2 in a worker, a few hundred milliseconds) must not hold the series' counter,
 * which every other document of the series waits for. A draft the schema refuses is never
 * numbered, signed nor sent: the answer says why, in the schema's words.
 */
async function checkDraft(draft: DocumentDraft): Promise<void> {
  const schema = (
    SCHEMA_OF[draft.kind] as Record<string, Parameters<typeof validateAgainstSchema>[1]>
  )[draft.version];
  if (!schema) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      `La versión ${draft.version} no sirve para este documento`,
    );
  }
  const sample = numbered(draft, '000000001');
  const validation = await validateAgainstSchema(documentXml(sample.document), schema);
  if (!validation.valid) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      `El documento no cumple el esquema del SRI y no se envió: ${validation.errors.slice(0, 3).join('; ')}`,
    );
  }
}

/** The draft with its sequential and access key (a new numeric code each time). */
function numbered(draft: DocumentDraft, sequential: string) {
  const accessKey = buildAccessKey({
    issueDate: draft.issueDate,
    documentCode: DOCUMENT_CODE[draft.kind],
    ruc: draft.issuer.ruc,
    environment: ENVIRONMENT_CODE[draft.environment],
    establishment: draft.establishment,
    emissionPoint: draft.emissionPoint,
    sequential,
    numericCode: String(randomInt(0, 100_000_000)).padStart(8, '0'),
    emissionType: '1',
  });
  const document: ElectronicDocument = { ...draft, sequential, accessKey };
  return { document, accessKey };
}

/** The numbered document's XML, signed. */
function prepareDocument(draft: DocumentDraft, sequential: string, signer: SigningCertificate) {
  const { document, accessKey } = numbered(draft, sequential);
  const signedXml = signDocument(documentXml(document), signer, {
    signingTime: new Date(),
    rootElement: draft.kind,
  });
  return { document, accessKey, signedXml };
}

/**
 * Numbers, builds, checks against the official schema and signs a document, and stores it to be
 * sent (`por_enviar`), in one transaction. A document that the schema refuses is not stored and
 * its number is given back; the answer says why, in the schema's words.
 */
export async function issueDocument(
  db: Database,
  input: {
    draft: DocumentDraft;
    signer: SigningCertificate;
    orderId: string | null;
    invoiceId?: string | null;
    customerId: string | null;
    reason?: string | null;
    actor: DocumentActor;
  },
): Promise<DocumentRow> {
  const { draft } = input;
  await checkDraft(draft);
  const series = [draft.kind, draft.environment, draft.establishment, draft.emissionPoint];
  return seriesTurn(series.join(':'), () => numberAndStore(db, input));
}

/**
 * Documents of one series are numbered one at a time in this process (the counter's row lock
 * does it across processes): the others wait their turn without holding a connection.
 */
const seriesTurn = inTurn();

async function numberAndStore(
  db: Database,
  input: Parameters<typeof issueDocument>[1],
): Promise<DocumentRow> {
  const { draft, signer, actor } = input;
  return db.transaction(async (tx) => {
    const sequential = String(await nextSequential(tx, draft)).padStart(9, '0');
    const { document, accessKey, signedXml } = prepareDocument(draft, sequential, signer);
    const [row] = await tx
      .insert(electronicDocuments)
      .values({
        kind: draft.kind,
        orderId: input.orderId,
        invoiceId: input.invoiceId ?? null,
        customerId: input.customerId,
        environment: draft.environment,
        establishment: draft.establishment,
        emissionPoint: draft.emissionPoint,
        sequential: Number(sequential),
        number: documentNumber(document),
        accessKey,
        issueDate: draft.issueDate,
        status: 'por_enviar',
        document,
        signedXml,
        buyerName: draft.buyer.name,
        buyerIdentification: draft.buyer.identification,
        buyerEmail: draft.buyer.email,
        totalCents: draft.totalCents,
        reason: input.reason ?? null,
        createdBy: actor.userId,
      })
      .returning();
    await recordEvent(tx, row!.id, {
      title:
        draft.kind === 'factura'
          ? 'Factura emitida y firmada'
          : 'Nota de crédito emitida y firmada',
      status: 'por_enviar',
      actor,
    });
    return row!;
  });
}

/**
 * A returned or unauthorised document built again from today's data (the corrections staff
 * made), with the same sequential, a new access key and a new signature, to be sent again.
 */
export async function reissueDocument(
  db: Database,
  row: DocumentRow,
  input: { draft: DocumentDraft; signer: SigningCertificate; actor: DocumentActor },
): Promise<DocumentRow> {
  const { draft, signer, actor } = input;
  const sequential = String(row.sequential).padStart(9, '0');
  await checkDraft(draft);
  const { document, accessKey, signedXml } = prepareDocument(
    {
      ...draft,
      establishment: row.establishment,
      emissionPoint: row.emissionPoint,
      environment: row.environment,
    },
    sequential,
    signer,
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(electronicDocuments)
      .set({
        status: 'por_enviar',
        accessKey,
        issueDate: draft.issueDate,
        document,
        signedXml,
        messages: [],
        failedAttempts: 0,
        sentAt: null,
        nextAttemptAt: null,
        buyerName: draft.buyer.name,
        buyerIdentification: draft.buyer.identification,
        buyerEmail: draft.buyer.email,
        totalCents: draft.totalCents,
        updatedAt: new Date(),
      })
      .where(eq(electronicDocuments.id, row.id))
      .returning();
    await recordEvent(tx, row.id, {
      title: 'Corregida y firmada de nuevo, con el mismo número',
      status: 'por_enviar',
      actor,
    });
    return updated!;
  });
}

/** Adds a step to a document's timeline. */
export async function recordEvent(
  db: Database,
  documentId: string,
  event: {
    title: string;
    status: InvoiceStatus;
    messages?: SriMessage[];
    actor?: DocumentActor;
  },
): Promise<void> {
  await db.insert(electronicDocumentEvents).values({
    documentId,
    title: event.title,
    status: event.status,
    messages: event.messages ?? [],
    userId: event.actor?.userId ?? null,
    actorName: event.actor?.name ?? null,
  });
}

/** The invoice of an order, if it has one. */
export async function findOrderInvoice(
  db: Database,
  orderId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(electronicDocuments)
    .where(and(eq(electronicDocuments.orderId, orderId), eq(electronicDocuments.kind, 'factura')));
  return row;
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(electronicDocuments).where(eq(electronicDocuments.id, id));
  return row;
}

/** What the credit notes of an invoice take off it (those not refused by the SRI). */
export async function creditedCents(db: Database, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(electronicDocuments.totalCents) })
    .from(electronicDocuments)
    .where(
      and(
        eq(electronicDocuments.invoiceId, invoiceId),
        notInArray(electronicDocuments.status, ['no_autorizada', 'anulada']),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Documents whose next step is due but has no job (the process stopped between storing them and
 * scheduling them): the sweep at start and every minute puts them back in the job runner.
 */
export async function documentsDue(db: Database): Promise<DocumentRow[]> {
  return db
    .select()
    .from(electronicDocuments)
    .where(
      and(
        sql`${electronicDocuments.status} in ('por_enviar', 'recibida')`,
        sql`coalesce(${electronicDocuments.nextAttemptAt}, ${electronicDocuments.updatedAt}) < now() - interval '1 minute'`,
      ),
    )
    .limit(100);
}
