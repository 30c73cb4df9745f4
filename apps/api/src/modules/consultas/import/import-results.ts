import {
  countOf,
  refusedImportResult,
  TAX_DOCUMENT_KIND_LABELS,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import { formatCents } from '../../../lib/money';
import type { CsvRowRefusal } from '../import-files/csv-row-reader';
import type { IncomingDocument } from './incoming-document';

// An import's result for each file or document, in words for the person importing: what a
// document is and what became of it, a CSV's refused rows, why the database stored nothing.

/** A document's result, in words for the person importing. */
export function describeDocument(
  document: IncomingDocument,
  outcome: ImportOutcome,
  unmatchedLines: number,
  file = document.fileName,
): ImportFileResult {
  const label = `${TAX_DOCUMENT_KIND_LABELS[document.kind]} ${document.number}`;
  const side = document.direction === 'sale' ? 'de venta a' : 'de compra a';
  const waiting =
    unmatchedLines > 0
      ? `; ${countOf(unmatchedLines, 'línea espera', 'líneas esperan')} que asignes su producto`
      : '';
  return {
    ...emptyResult(file),
    outcome,
    kind: document.kind,
    direction: document.direction,
    number: document.number,
    partyName: document.party.name,
    totalCents: document.totalCents,
    unmatchedLines,
    message:
      outcome === 'duplicate'
        ? `${label} ya estaba importada`
        : `${label} ${side} ${document.party.name} por ${formatCents(document.totalCents)}${waiting}`,
  };
}

/** A result with every field empty, for the caller to fill in. */
export const emptyResult = (file: string): ImportFileResult => refusedImportResult(file, '');

/** PostgreSQL's code of an error, however the driver wraps it (or a network error's). */
function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Why a document could not be stored, in words for the person importing. */
export function storageFailure(error: unknown): string {
  const code = databaseErrorCode(error) ?? '';
  if (code === '22003' || code === '22P03') {
    return 'No se pudo guardar: alguna cifra pasa de lo que la base de datos admite';
  }
  if (['22001', '22021', '22P05', '54000'].includes(code)) {
    return 'No se pudo guardar: tiene un texto que la base de datos no admite';
  }
  if (code === '57014' || code === '55P03') {
    return 'No se pudo guardar: la base de datos tardó demasiado; impórtalo de nuevo';
  }
  if (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === '53300' ||
    /^E[A-Z]+$/.test(code)
  ) {
    return 'No se pudo guardar: la base de datos no respondió; impórtalo de nuevo en unos minutos';
  }
  return `No se pudo guardar por un error de la base de datos${code ? ` (${code})` : ''}; impórtalo de nuevo y, si se repite, avisa a soporte`;
}

/** Refusals listed per CSV file: the first ones say enough to fix the file. */
const LISTED_ROW_REFUSALS = 50;

/** A CSV's rows: how many were read, and the first refusals. */
export function rowsReport(read: number, refusals: CsvRowRefusal[]) {
  return { read, refused: refusals.slice(0, LISTED_ROW_REFUSALS) };
}
