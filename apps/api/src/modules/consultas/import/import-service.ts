import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import {
  TAX_DOCUMENT_KIND_LABELS,
  type CsvImportKind,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { CsvReadError, readCsvTable } from '../import-files/csv-reader';
import {
  buildCsvPreview,
  detectCsvKind,
  groupLineRows,
  readLineRows,
  readPartyRows,
  suggestMapping,
  type CsvLineDocument,
  type CsvMapping,
  type CsvRowRefusal,
} from '../import-files/csv-templates';
import { decodeText } from '../import-files/text-decoding';
import { readZip, ZipRefusedError } from '../import-files/zip-reader';
import { SriDocumentError } from '../sri/sri-document';
import { readSriXml } from '../sri/sri-xml-reader';
import {
  documentExists,
  findPartyId,
  loadCatalogueCodes,
  loadPartyMappings,
  matchLine,
  storeDocument,
  upsertParty,
  type CatalogueCodes,
} from './document-store';
import {
  ImportRefusal,
  incomingFromSri,
  normalizeCode,
  type IncomingDocument,
} from './incoming-document';

// One import: files in, one result per file out (per document for the files of a ZIP). Each
// file is read and stored on its own, in its own transaction, so a bad one stops nothing else;
// between files the import yields, so a large one never holds the server from other requests.

export type ImportOptions = {
  /** Nothing is written: the results say what would happen. */
  dryRun: boolean;
  /** The shop's RUC: it tells a sale (issued by it) from a purchase (addressed to it). */
  companyRuc: string | null;
  importedBy: string | null;
  /** A CSV's kind and columns when the person chose them; otherwise read from its header. */
  csvKind?: CsvImportKind;
  csvMapping?: CsvMapping;
};

const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
export const formatCents = (cents: number) => usd.format(cents / 100);

/** Refusals listed per CSV file: the first ones say enough to fix the file. */
const LISTED_ROW_REFUSALS = 50;

const emptyResult = (file: string): ImportFileResult => ({
  file,
  outcome: 'refused',
  message: '',
  kind: null,
  direction: null,
  number: null,
  partyName: null,
  totalCents: null,
  unmatchedLines: 0,
  rows: null,
  preview: null,
});

const refused = (file: string, message: string): ImportFileResult => ({
  ...emptyResult(file),
  message,
});

type FileType = 'xml' | 'zip' | 'csv' | null;

/** What a file is, from its first bytes (a ZIP, XML) and then its name. */
export function fileTypeOf(name: string, bytes: Uint8Array): FileType {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'zip';
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'zip') return 'zip';
  if (extension === 'xml') return 'xml';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  // An XML saved without its extension: it starts with `<` once a BOM and blanks are skipped.
  const start = Buffer.from(bytes.subarray(0, 64))
    .toString('utf8')
    .replace(/^\uFEFF?\s*/, '');
  return start.startsWith('<') ? 'xml' : null;
}

export class ImportSession {
  private catalogue: CatalogueCodes | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: ImportOptions,
  ) {}

  private async catalogueCodes() {
    this.catalogue ??= await loadCatalogueCodes(this.db);
    return this.catalogue;
  }

  /** Imports (or, in a dry run, examines) one uploaded file. */
  async importFile(name: string, bytes: Uint8Array): Promise<ImportFileResult[]> {
    const type = fileTypeOf(name, bytes);
    if (type === 'zip') return this.importZip(name, bytes);
    if (type === 'xml') return [await this.importXml(name, bytes)];
    if (type === 'csv') return [await this.importCsv(name, bytes)];
    return [refused(name, 'Tipo de archivo no admitido: sube XML del SRI, un ZIP de ellos o CSV')];
  }

  private async importZip(name: string, bytes: Uint8Array): Promise<ImportFileResult[]> {
    let contents;
    try {
      contents = readZip(bytes);
    } catch (error) {
      if (error instanceof ZipRefusedError) return [refused(name, error.message)];
      throw error;
    }
    const results = contents.refused.map((entry) =>
      refused(`${name}/${entry.name}`, entry.message),
    );
    for (const entry of contents.entries) {
      const entryName = `${name}/${entry.name}`;
      const type = fileTypeOf(entry.name, entry.data);
      if (type === 'xml') results.push(await this.importXml(entryName, entry.data));
      else if (type === 'csv') results.push(await this.importCsv(entryName, entry.data));
      else results.push(refused(entryName, 'Tipo de archivo no admitido dentro del ZIP'));
      await yieldToOthers();
    }
    if (results.length === 0) return [refused(name, 'El ZIP no contiene archivos')];
    return results;
  }

  private async importXml(name: string, bytes: Uint8Array): Promise<ImportFileResult> {
    const { companyRuc } = this.options;
    if (!companyRuc) {
      return refused(
        name,
        'Configura el RUC de la empresa (Ajustes › Empresa) para saber qué es venta y qué es compra',
      );
    }
    let document: IncomingDocument;
    try {
      document = incomingFromSri(readSriXml(Buffer.from(bytes)), companyRuc, name);
    } catch (error) {
      if (error instanceof SriDocumentError || error instanceof ImportRefusal) {
        return refused(name, error.message);
      }
      throw error;
    }
    return this.importDocument(name, document);
  }

  /** Stores the document, or in a dry run says whether it would be new. */
  private async importDocument(
    name: string,
    document: IncomingDocument,
    db: Database = this.db,
  ): Promise<ImportFileResult> {
    const catalogue = await this.catalogueCodes();
    const label = `${TAX_DOCUMENT_KIND_LABELS[document.kind]} ${document.number}`;
    const side = document.direction === 'sale' ? 'de venta a' : 'de compra a';
    const described = {
      ...emptyResult(name),
      kind: document.kind,
      direction: document.direction,
      number: document.number,
      partyName: document.party.name,
      totalCents: document.totalCents,
    };

    let outcome: ImportOutcome;
    let unmatchedLines = 0;
    if (this.options.dryRun) {
      if (await documentExists(db, document.sourceKey)) outcome = 'duplicate';
      else {
        outcome = 'created';
        const mappings = await loadPartyMappings(
          db,
          await findPartyId(db, document.party.identification),
        );
        unmatchedLines = document.lines.filter(
          (line) => matchLine(line.code, mappings, catalogue) === null,
        ).length;
      }
    } else {
      const stored = await storeDocument(db, document, {
        catalogue,
        importedBy: this.options.importedBy,
      });
      outcome = stored.outcome;
      if (stored.outcome === 'created') unmatchedLines = stored.unmatchedLines;
    }

    const amount = formatCents(document.totalCents);
    const message =
      outcome === 'duplicate'
        ? `${label} ya estaba importada`
        : `${label} ${side} ${document.party.name} por ${amount}${
            unmatchedLines > 0
              ? `; ${unmatchedLines} ${unmatchedLines === 1 ? 'línea espera' : 'líneas esperan'} que asignes su producto`
              : ''
          }`;
    return { ...described, outcome, message, unmatchedLines };
  }

  private async importCsv(name: string, bytes: Uint8Array): Promise<ImportFileResult> {
    try {
      const table = readCsvTable(decodeText(bytes));
      const kind = this.options.csvKind ?? detectCsvKind(table.headers);
      if (!kind) {
        return refused(
          name,
          'No se reconocen las columnas del CSV: usa una de las plantillas (clientes, proveedores, ventas o compras)',
        );
      }
      const mapping = this.options.csvMapping ?? suggestMapping(kind, table.headers);
      // The dry run shows which column each field was taken from, to be corrected if wrong.
      const preview = this.options.dryRun ? buildCsvPreview(kind, table, mapping) : null;
      try {
        const result =
          kind === 'clientes' || kind === 'proveedores'
            ? await this.importPartyCsv(
                name,
                kind,
                readPartyRows(kind, table, mapping),
                table.rows.length,
              )
            : await this.importLineCsv(
                name,
                kind,
                table.rows.length,
                readLineRows(kind, table, mapping),
              );
        return { ...result, preview };
      } catch (error) {
        if (error instanceof CsvReadError)
          return { ...refused(name, error.message), kind, preview };
        throw error;
      }
    } catch (error) {
      if (error instanceof CsvReadError) return refused(name, error.message);
      throw error;
    }
  }

  private async importPartyCsv(
    name: string,
    kind: 'clientes' | 'proveedores',
    read: ReturnType<typeof readPartyRows>,
    rowCount: number,
  ): Promise<ImportFileResult> {
    const identifications = read.rows.map((row) => row.identification);
    const known = new Set(
      (
        await queryRows<{ identification: string }>(
          this.db,
          sql`select identification from business_parties
               where identification = any(${sqlArray(identifications, 'text')})`,
        )
      ).map((row) => row.identification),
    );
    const created = new Set(identifications.filter((id) => !known.has(id))).size;
    const updated = new Set(identifications.filter((id) => known.has(id))).size;
    if (!this.options.dryRun && read.rows.length > 0) {
      const role = kind === 'clientes' ? 'sale' : 'purchase';
      await this.db.transaction(async (tx) => {
        for (const { row: _row, ...party } of read.rows) await upsertParty(tx, party, role);
      });
    }
    const noun = kind === 'clientes' ? 'clientes' : 'proveedores';
    const parts = [
      `${created} ${noun} nuevos`,
      `${updated} ya registrados (se completan sus datos)`,
    ];
    if (read.refused.length) parts.push(`${read.refused.length} filas rechazadas`);
    return {
      ...emptyResult(name),
      kind,
      outcome: read.rows.length === 0 ? 'refused' : created > 0 ? 'created' : 'updated',
      message: read.rows.length === 0 ? 'Ninguna fila se pudo leer' : parts.join(', '),
      rows: rowsReport(rowCount, read.refused),
    };
  }

  /** A CSV of sale or purchase lines: its documents, all in one transaction. */
  private async importLineCsv(
    name: string,
    kind: 'ventas' | 'compras',
    rowCount: number,
    read: ReturnType<typeof readLineRows>,
  ): Promise<ImportFileResult> {
    const grouped = groupLineRows(read.rows);
    const refusals = [...read.refused, ...grouped.refused].sort((a, b) => a.row - b.row);
    const direction = kind === 'ventas' ? 'sale' : 'purchase';
    const documents = grouped.documents.map((document) =>
      incomingFromCsv(document, direction, name),
    );
    const counts = { created: 0, duplicate: 0, unmatched: 0, totalCents: 0 };
    const run = async (db: Database) => {
      for (const document of documents) {
        const result = await this.importDocument(name, document, db);
        if (result.outcome === 'created') {
          counts.created += 1;
          counts.totalCents += document.totalCents;
          counts.unmatched += result.unmatchedLines;
        } else counts.duplicate += 1;
      }
    };
    // Read before the transaction: on the embedded database a query outside an open transaction
    // would wait for it.
    await this.catalogueCodes();
    if (this.options.dryRun || documents.length === 0) await run(this.db);
    else await this.db.transaction(run);

    const parts = [
      `${counts.created} documentos nuevos por ${formatCents(counts.totalCents)}`,
      `${counts.duplicate} ya importados`,
    ];
    if (counts.unmatched) parts.push(`${counts.unmatched} líneas sin producto asignado`);
    if (refusals.length) parts.push(`${refusals.length} filas rechazadas`);
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
}

function rowsReport(read: number, refusals: CsvRowRefusal[]) {
  return { read, refused: refusals.slice(0, LISTED_ROW_REFUSALS) };
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
