import { sql } from 'drizzle-orm';
import { countOf, refusedImportResult, type ImportFileResult } from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { formatCents, readCents } from '../../../lib/money';
import { groupLineRows, type CsvLineDocument } from '../import-files/csv-line-documents';
import { readLineRows } from '../import-files/csv-line-rows';
import { buildCsvPreview, detectCsvKind, suggestMapping } from '../import-files/csv-mapping';
import { readPartyRows } from '../import-files/csv-party-rows';
import { CsvReadError, readCsvTable } from '../import-files/csv-reader';
import { decodeText } from '../import-files/text-decoding';
import { upsertParties, type CatalogueCodes } from './document-store';
import { ImportStoppedError, type ImportOptions } from './import-options';
import { emptyResult, rowsReport } from './import-results';
import { normalizeCode, type IncomingDocument } from './incoming-document';

// One CSV of an import: clients or suppliers stored as parties; sale or purchase lines grouped
// into documents, all of the file's in one transaction. Its kind and columns are the person's
// choice or read from its header.

/** What a CSV's import takes from the import it is part of (an `ImportSession`). */
export type CsvImportContext = {
  db: Database;
  options: Pick<ImportOptions, 'dryRun' | 'csvKind' | 'csvMapping'>;
  catalogueCodes(): Promise<CatalogueCodes>;
  /** Stores one of the file's documents in `db` (its transaction), or in a dry run examines it. */
  importDocument(document: IncomingDocument, db: Database): Promise<ImportFileResult>;
  /** Why the database did not store the file, logged with its error. */
  notStored(error: unknown): string;
};

/** Reads one CSV and imports (or, in a dry run, examines) its rows: one result for the file. */
export async function importCsvFile(
  context: CsvImportContext,
  name: string,
  bytes: Uint8Array,
): Promise<ImportFileResult> {
  try {
    const table = readCsvTable(decodeText(bytes));
    const kind = context.options.csvKind ?? detectCsvKind(table.headers);
    if (!kind) {
      return refusedImportResult(
        name,
        'No se reconocen las columnas del CSV: usa una de las plantillas (clientes, proveedores, ventas o compras)',
      );
    }
    const mapping = context.options.csvMapping ?? suggestMapping(kind, table.headers);
    // The dry run shows which column each field was taken from, to be corrected if wrong.
    const preview = context.options.dryRun ? buildCsvPreview(kind, table, mapping) : null;
    try {
      const result =
        kind === 'clientes' || kind === 'proveedores'
          ? await importPartyCsv(
              context,
              name,
              kind,
              readPartyRows(kind, table, mapping),
              table.rows.length,
            )
          : await importLineCsv(
              context,
              name,
              kind,
              table.rows.length,
              readLineRows(kind, table, mapping),
            );
      return { ...result, preview };
    } catch (error) {
      if (error instanceof ImportStoppedError) throw error;
      // Anything else is the database failing: the file says why, as an XML document does.
      const message = error instanceof CsvReadError ? error.message : context.notStored(error);
      return { ...refusedImportResult(name, message), kind, preview };
    }
  } catch (error) {
    if (error instanceof CsvReadError) return refusedImportResult(name, error.message);
    throw error;
  }
}

/** A CSV of clients or suppliers: new ones created, known ones completed. */
async function importPartyCsv(
  context: CsvImportContext,
  name: string,
  kind: 'clientes' | 'proveedores',
  read: ReturnType<typeof readPartyRows>,
  rowCount: number,
): Promise<ImportFileResult> {
  const identifications = read.rows.map((row) => row.identification);
  const known = new Set(
    (
      await queryRows<{ identification: string }>(
        context.db,
        sql`select identification from business_parties
             where identification = any(${sqlArray(identifications, 'text')})`,
      )
    ).map((row) => row.identification),
  );
  const created = new Set(identifications.filter((id) => !known.has(id))).size;
  const updated = new Set(identifications.filter((id) => known.has(id))).size;
  if (!context.options.dryRun && read.rows.length > 0) {
    const role = kind === 'clientes' ? 'sale' : 'purchase';
    await upsertParties(
      context.db,
      read.rows.map(({ row: _row, ...party }) => ({ party, role })),
    );
  }
  const parts = [
    kind === 'clientes'
      ? countOf(created, 'cliente nuevo', 'clientes nuevos')
      : countOf(created, 'proveedor nuevo', 'proveedores nuevos'),
    `${countOf(updated, 'ya registrado', 'ya registrados')} (se completan sus datos)`,
  ];
  if (read.refused.length)
    parts.push(countOf(read.refused.length, 'fila rechazada', 'filas rechazadas'));
  return {
    ...emptyResult(name),
    kind,
    outcome: read.rows.length === 0 ? 'refused' : created > 0 ? 'created' : 'updated',
    message: read.rows.length === 0 ? 'Ninguna fila se pudo leer' : parts.join(', '),
    rows: rowsReport(rowCount, read.refused),
  };
}

/** A CSV of sale or purchase lines: its documents, all in one transaction. */
async function importLineCsv(
  context: CsvImportContext,
  name: string,
  kind: 'ventas' | 'compras',
  rowCount: number,
  read: ReturnType<typeof readLineRows>,
): Promise<ImportFileResult> {
  const grouped = groupLineRows(read.rows);
  const refusals = [...read.refused, ...grouped.refused].sort((a, b) => a.row - b.row);
  const direction = kind === 'ventas' ? 'sale' : 'purchase';
  const documents = grouped.documents.map((document) => incomingFromCsv(document, direction, name));
  const counts = { created: 0, duplicate: 0, unmatched: 0, totalCents: 0 };
  const run = async (db: Database) => {
    for (const document of documents) {
      const result = await context.importDocument(document, db);
      if (result.outcome === 'created') {
        counts.created += 1;
        counts.totalCents = readCents(counts.totalCents + document.totalCents);
        counts.unmatched += result.unmatchedLines;
      } else counts.duplicate += 1;
    }
  };
  // Read before the transaction: on the embedded database a query outside an open transaction
  // would wait for it.
  await context.catalogueCodes();
  if (context.options.dryRun || documents.length === 0) await run(context.db);
  else await context.db.transaction(run);

  const parts = [
    `${countOf(counts.created, 'documento nuevo', 'documentos nuevos')} por ${formatCents(counts.totalCents)}`,
    countOf(counts.duplicate, 'ya importado', 'ya importados'),
  ];
  if (counts.unmatched) {
    parts.push(
      countOf(counts.unmatched, 'línea sin producto asignado', 'líneas sin producto asignado'),
    );
  }
  if (refusals.length) parts.push(countOf(refusals.length, 'fila rechazada', 'filas rechazadas'));
  return {
    ...emptyResult(name),
    kind,
    direction,
    outcome: documents.length === 0 ? 'refused' : counts.created > 0 ? 'created' : 'duplicate',
    message: documents.length === 0 ? 'Ninguna fila se pudo leer' : parts.join(', '),
    totalCents: counts.totalCents,
    unmatchedLines: counts.unmatched,
    rows: rowsReport(rowCount, refusals),
  };
}

/**
 * A document of a CSV: the same one, imported again, is the one with the same direction, kind,
 * party and number (a CSV has no access key).
 */
export function incomingFromCsv(
  document: CsvLineDocument,
  direction: 'sale' | 'purchase',
  fileName: string,
): IncomingDocument {
  return {
    sourceKey: `csv:${direction}:${document.kind}:${document.identification}:${document.number}`,
    accessKey: null,
    kind: document.kind,
    direction,
    version: null,
    number: document.number,
    issueDate: document.issueDate,
    party: {
      identificationType: document.identificationType,
      identification: document.identification,
      name: document.name,
      tradeName: null,
      email: null,
      phone: null,
      address: null,
    },
    subtotalCents: document.subtotalCents,
    discountCents: document.discountCents,
    taxCents: document.taxCents,
    totalCents: document.totalCents,
    details: { rows: document.rows },
    authorizationNumber: null,
    authorizedAt: null,
    source: 'csv',
    fileName,
    lines: document.lines.map((line) => ({
      code: normalizeCode(line.code),
      auxiliaryCode: null,
      description: line.description,
      unit: null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountCents: line.discountCents,
      subtotalCents: line.subtotalCents,
      ivaRate: line.ivaRate,
      ivaCents: line.ivaCents,
    })),
  };
}
