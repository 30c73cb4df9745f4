import { eq } from 'drizzle-orm';
import type { InvoiceStatus, SriMessage } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { electronicDocuments } from '../../db/schema';
import { recordEvent, type DocumentRow } from './document-service';
import {
  askAuthorization,
  authorizedXml,
  sendDocument,
  SriUnavailableError,
  type AuthorizationAnswer,
} from './sri/sri-client';

/** The SRI's two services as this process reaches them. */
export type SriConnection = { reception: string; authorization: string; timeoutMs?: number };

/** Where a document stands after one step, and when to look at it again (null: never). */
export type SendOutcome = { status: InvoiceStatus; retryInMs: number | null; authorized: boolean };

/** The SRI down or slow: the first retry within 30 seconds, then twice as long, at most 15 minutes. */
export function unavailableDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 15 * 60_000);
}

/** Still being processed at the SRI: asked again after 3 seconds, then longer, at most 15 minutes. */
function processingDelayMs(rounds: number): number {
  return Math.min(3_000 * 2 ** Math.max(0, rounds - 1), 15 * 60_000);
}

/**
 * Answers of the reception that mean the SRI already has the document (43 clave de acceso
 * registrada, 45 secuencial registrado, 70 clave en procesamiento): its authorisation is asked
 * for instead of sending it again.
 */
const ALREADY_THERE = new Set(['43', '45', '70']);

type Answered = {
  authorization: AuthorizationAnswer['authorizations'][number] | null;
  pending: boolean;
};

/** The SRI's word on a document: authorised, not authorised, or not (yet) known. */
function readAuthorization(answer: AuthorizationAnswer): Answered {
  const all = answer.authorizations;
  const authorized = all.find((entry) => entry.state === 'AUTORIZADO');
  if (authorized) return { authorization: authorized, pending: false };
  const refused = all.find((entry) => entry.state === 'NO AUTORIZADO');
  if (refused) return { authorization: refused, pending: false };
  return { authorization: null, pending: true };
}

async function update(
  db: Database,
  id: string,
  values: Partial<typeof electronicDocuments.$inferInsert>,
) {
  await db
    .update(electronicDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(electronicDocuments.id, id));
}

async function settleAuthorization(
  db: Database,
  row: DocumentRow,
  answered: Answered,
): Promise<SendOutcome | null> {
  const entry = answered.authorization;
  if (!entry) return null;
  const messages: SriMessage[] = entry.messages;
  if (entry.state === 'AUTORIZADO') {
    const authorizedAt = entry.authorizedAt ? new Date(entry.authorizedAt) : new Date();
    await db.transaction(async (tx) => {
      await update(tx, row.id, {
        status: 'autorizada',
        authorizedXml: authorizedXml(entry, row.accessKey),
        authorizationNumber: entry.number ?? row.accessKey,
        authorizedAt: Number.isNaN(authorizedAt.getTime()) ? new Date() : authorizedAt,
        messages,
        failedAttempts: 0,
        nextAttemptAt: null,
      });
      await recordEvent(tx, row.id, {
        title: 'Autorizada por el SRI',
        status: 'autorizada',
        messages,
      });
    });
    return { status: 'autorizada', retryInMs: null, authorized: true };
  }
  await db.transaction(async (tx) => {
    await update(tx, row.id, {
      status: 'no_autorizada',
      messages,
      failedAttempts: 0,
      nextAttemptAt: null,
    });
    await recordEvent(tx, row.id, {
      title: 'El SRI no la autorizó',
      status: 'no_autorizada',
      messages,
    });
  });
  return { status: 'no_autorizada', retryInMs: null, authorized: false };
}

async function unavailable(
  db: Database,
  row: DocumentRow,
  error: SriUnavailableError,
): Promise<SendOutcome> {
  const failures = row.failedAttempts + 1;
  const delay = unavailableDelayMs(failures);
  await db.transaction(async (tx) => {
    await update(tx, row.id, {
      failedAttempts: failures,
      nextAttemptAt: new Date(Date.now() + delay),
    });
    // A long outage writes one line, not one per attempt.
    if (failures === 1) {
      await recordEvent(tx, row.id, {
        title: `${error.message}. Se reintentará solo, cada vez con más espera (hasta 15 minutos)`,
        status: row.status,
      });
    }
  });
  return { status: row.status, retryInMs: delay, authorized: false };
}

async function waitForProcessing(db: Database, row: DocumentRow): Promise<SendOutcome> {
  const rounds = row.failedAttempts + 1;
  const delay = processingDelayMs(rounds);
  await update(db, row.id, { failedAttempts: rounds, nextAttemptAt: new Date(Date.now() + delay) });
  return { status: row.status, retryInMs: delay, authorized: false };
}

/**
 * Takes a document one step on: sends it (`por_enviar`), or asks for its authorisation
 * (`recibida`, or a document that may already have arrived). Never throws for the SRI being
 * down: the outcome says when to try again.
 */
export async function advanceDocument(
  db: Database,
  row: DocumentRow,
  sri: SriConnection,
  signal?: AbortSignal,
): Promise<SendOutcome> {
  if (row.status !== 'por_enviar' && row.status !== 'recibida') {
    return { status: row.status, retryInMs: null, authorized: row.status === 'autorizada' };
  }
  const options = { signal, timeoutMs: sri.timeoutMs };
  try {
    // Received, or handed over before without hearing the answer: first ask (it may be there).
    if (row.status === 'recibida' || row.sentAt) {
      const answered = readAuthorization(
        await askAuthorization(sri.authorization, row.accessKey, options),
      );
      const settled = await settleAuthorization(db, row, answered);
      if (settled) return settled;
      if (row.status === 'recibida') return waitForProcessing(db, row);
    }
    await update(db, row.id, { sentAt: new Date() });
    const reception = await sendDocument(sri.reception, row.signedXml, options);
    if (reception.state === 'RECIBIDA') {
      await db.transaction(async (tx) => {
        await update(tx, row.id, {
          status: 'recibida',
          messages: [],
          failedAttempts: 0,
          nextAttemptAt: null,
        });
        await recordEvent(tx, row.id, { title: 'Recibida por el SRI', status: 'recibida' });
      });
      const answered = readAuthorization(
        await askAuthorization(sri.authorization, row.accessKey, options),
      );
      const settled = await settleAuthorization(db, { ...row, status: 'recibida' }, answered);
      return settled ?? waitForProcessing(db, { ...row, status: 'recibida', failedAttempts: 0 });
    }
    const messages = reception.messages;
    if (messages.some((message) => ALREADY_THERE.has(message.identifier))) {
      const answered = readAuthorization(
        await askAuthorization(sri.authorization, row.accessKey, options),
      );
      const settled = await settleAuthorization(db, row, answered);
      if (settled) return settled;
      await update(db, row.id, { status: 'recibida', messages });
      return waitForProcessing(db, { ...row, status: 'recibida' });
    }
    await db.transaction(async (tx) => {
      await update(tx, row.id, {
        status: 'devuelta',
        messages,
        failedAttempts: 0,
        nextAttemptAt: null,
      });
      await recordEvent(tx, row.id, { title: 'Devuelta por el SRI', status: 'devuelta', messages });
    });
    return { status: 'devuelta', retryInMs: null, authorized: false };
  } catch (error) {
    if (error instanceof SriUnavailableError) return unavailable(db, row, error);
    throw error;
  }
}

/** What staff can do about the SRI's answer, in Spanish. */
export function adviceFor(status: InvoiceStatus, messages: SriMessage[]): string | null {
  const codes = new Set(messages.map((message) => message.identifier));
  if (status === 'devuelta' || status === 'no_autorizada') {
    if (codes.has('39')) {
      return 'Firma inválida: sube en Empresa › Facturación electrónica un certificado de firma electrónica vigente del RUC de la empresa y pulsa «Reintentar».';
    }
    if (codes.has('35')) {
      return 'El SRI no aceptó la estructura del XML: revisa los datos del comprador y de los productos (nombres, identificación) y pulsa «Reintentar».';
    }
    if (codes.has('65')) {
      return 'La fecha de emisión es extemporánea: «Reintentar» emite el documento con la fecha de hoy.';
    }
    return 'Corrige lo que indica el SRI (en los datos de la empresa, del pedido o del cliente) y pulsa «Reintentar»: el documento se vuelve a firmar con los datos actuales y el mismo número.';
  }
  return null;
}
