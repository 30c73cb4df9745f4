import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import {
  countOf,
  IMPORT_PROGRESS_BATCH,
  refusedImportResult,
  TAX_DOCUMENT_KIND_LABELS,
  type CsvImportKind,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { queryRows, sqlArray } from '../../../db/sql-helpers';
import { formatCents, readCents } from '../../../lib/money';
import { CsvReadError, readCsvTable } from '../import-files/csv-reader';
import { groupLineRows, type CsvLineDocument } from '../import-files/csv-line-documents';
import { readLineRows } from '../import-files/csv-line-rows';
import {
  buildCsvPreview,
  detectCsvKind,
  suggestMapping,
  type CsvMapping,
} from '../import-files/csv-mapping';
import { readPartyRows } from '../import-files/csv-party-rows';
import type { CsvRowRefusal } from '../import-files/csv-row-reader';
import { decodeText } from '../import-files/text-decoding';
import { openZip, ZipRefusedError } from '../import-files/zip-reader';
import { SriDocumentError } from '../sri/sri-document';
import { readSriXml } from '../sri/sri-xml-reader';
import {
  documentExists,
  findPartyId,
  loadCatalogueCodes,
  loadPartyMappings,
  matchLine,
  storeDocument,
  storeDocuments,
  upsertParties,
  type StoreOutcome,
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
  /** Told how far the import got, every hundred documents. */
  onProgress?: (progress: ImportProgress) => void;
  /** Where refusals and storage failures are logged (the request's logger). */
  log?: ImportLog;
  /**
   * Aborted when the person left: the import stops after the batch being stored (what was stored
   * stays) and `add` or `finish` throws `ImportStoppedError`.
   */
  signal?: AbortSignal;
};

/** The part of a pino logger the import uses. */
export type ImportLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type ImportProgress = {
  /** Documents (files, and each file of a ZIP) with their result. */
  done: number;
  /** Documents known so far: a ZIP's files count once it is opened. */
  total: number;
  counts: Record<ImportOutcome, number>;
};

/** The person importing left: the import stopped between two batches. */
export class ImportStoppedError extends Error {
  constructor() {
    super('La importación se detuvo');
  }
}

/** A document's result, in words for the person importing. */
function describeDocument(
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

/** Without the shop's RUC a document cannot be told a sale or a purchase. */
const NO_COMPANY_RUC =
  'Configura el RUC de la empresa en Empresa para saber qué es venta y qué es compra';
const NO_COMPANY_RUC_NOTICE =
  'Configura primero el RUC de la empresa en Empresa: sin él no se importa ningún comprobante del SRI, porque no se sabe qué es venta y qué es compra.';

/** Refusals listed per CSV file: the first ones say enough to fix the file. */
const LISTED_ROW_REFUSALS = 50;

const emptyResult = (file: string): ImportFileResult => refusedImportResult(file, '');

const refused = refusedImportResult;

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

/** Documents stored per transaction: a few statements for a hundred invoices. */
const BATCH_SIZE = 100;

/**
 * One import: `add` each uploaded file, then `finish` for the results, one per file (per
 * document for a ZIP's files), in the order added. Documents read from XML are stored a hundred
 * at a time in one transaction; should a batch fail, each of its documents is stored alone, so
 * one bad document never keeps the others out.
 */
export class ImportSession {
  private catalogue: CatalogueCodes | null = null;
  private readonly results: ImportFileResult[] = [];
  private pending: { slot: number; document: IncomingDocument }[] = [];
  private readonly progress: ImportProgress = {
    done: 0,
    total: 0,
    counts: { created: 0, duplicate: 0, refused: 0, updated: 0 },
  };
  private reported = 0;
  /** What must be done before anything else, said once above the results. */
  notice: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: ImportOptions,
  ) {}

  private async catalogueCodes() {
    this.catalogue ??= await loadCatalogueCodes(this.db);
    return this.catalogue;
  }

  /** Reads one uploaded file and imports (or, in a dry run, examines) what it holds. */
  async add(name: string, bytes: Uint8Array): Promise<void> {
    this.stopIfLeft();
    const type = fileTypeOf(name, bytes);
    if (type !== 'zip') this.progress.total += 1;
    if (type === 'zip') await this.addZip(name, bytes);
    else if (type === 'xml') await this.addXml(name, bytes);
    else if (type === 'csv') await this.addCsv(name, bytes);
    else {
      this.settle(
        refused(name, 'Tipo de archivo no admitido: sube XML del SRI, un ZIP de ellos o CSV'),
      );
    }
    this.reportEveryBatch();
  }

  /** Stores what is still waiting and answers every file's result. */
  async finish(): Promise<ImportFileResult[]> {
    this.stopIfLeft();
    await this.flush();
    return this.results;
  }

  private stopIfLeft() {
    if (this.options.signal?.aborted) throw new ImportStoppedError();
  }

  /** A file's final result: in its reserved slot (a document stored later) or next. */
  private settle(result: ImportFileResult, slot = this.results.length) {
    if (result.outcome === 'refused') {
      this.options.log?.warn(
        { file: result.file, reason: result.message, dryRun: this.options.dryRun },
        'consultas import: file refused',
      );
    }
    this.results[slot] = result;
    this.progress.done += 1;
    this.progress.counts[result.outcome] += 1;
  }

  /** Tells the progress once a hundred more documents have their result. */
  private reportEveryBatch() {
    const { onProgress } = this.options;
    if (!onProgress || this.progress.done - this.reported < IMPORT_PROGRESS_BATCH) return;
    this.reported = this.progress.done;
    onProgress({ ...this.progress, counts: { ...this.progress.counts } });
  }

  private async addZip(name: string, bytes: Uint8Array) {
    let archive;
    try {
      archive = await openZip(bytes);
    } catch (error) {
      if (error instanceof ZipRefusedError) {
        this.progress.total += 1;
        this.settle(refused(name, error.message));
        return;
      }
      throw error;
    }
    this.progress.total += archive.count || 1;
    if (archive.count === 0) this.settle(refused(name, 'El ZIP no contiene archivos'));
    try {
      // One entry in memory at a time: each is read, imported and let go before the next inflates.
      for await (const entry of archive.items()) {
        // Gone: what was stored stays, the rest of the ZIP is not read.
        this.stopIfLeft();
        const entryName = `${name}/${entry.name}`;
        if (!entry.data) {
          this.settle(refused(entryName, entry.message));
          this.reportEveryBatch();
          continue;
        }
        const type = fileTypeOf(entry.name, entry.data);
        if (type === 'xml') await this.addXml(entryName, entry.data);
        else if (type === 'csv') await this.addCsv(entryName, entry.data);
        else this.settle(refused(entryName, 'Tipo de archivo no admitido dentro del ZIP'));
        this.reportEveryBatch();
        // Reading is CPU work: other requests get their turn between files.
        await yieldToOthers();
      }
    } catch (error) {
      if (!(error instanceof ZipRefusedError)) throw error;
      // Past the total while inflating (its entries said less): the rest of it is not read.
      this.progress.total += 1;
      this.settle(refused(name, error.message));
    }
  }

  private async addXml(name: string, bytes: Uint8Array) {
    const { companyRuc } = this.options;
    if (!companyRuc) {
      this.notice = NO_COMPANY_RUC_NOTICE;
      this.settle(refused(name, NO_COMPANY_RUC));
      return;
    }
    let document: IncomingDocument;
    try {
      document = incomingFromSri(readSriXml(Buffer.from(bytes)), companyRuc, name);
    } catch (error) {
      if (error instanceof SriDocumentError || error instanceof ImportRefusal) {
        this.settle(refused(name, error.message));
        return;
      }
      throw error;
    }
    if (this.options.dryRun) {
      this.settle(await this.importDocument(name, document));
      return;
    }
    this.pending.push({ slot: this.results.length, document });
    this.results.push(refused(name, ''));
    if (this.pending.length >= BATCH_SIZE) await this.flush();
  }

  private async addCsv(name: string, bytes: Uint8Array) {
    // Files are imported in the order given: the XML read before this CSV goes first.
    await this.flush();
    this.settle(await this.importCsv(name, bytes));
  }

  private async flush() {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const options = { catalogue: await this.catalogueCodes(), importedBy: this.options.importedBy };
    let outcomes: (StoreOutcome | string)[];
    try {
      outcomes = await storeDocuments(
        this.db,
        batch.map((item) => item.document),
        options,
      );
    } catch {
      // Each document alone: the one that failed the batch says why; the others are stored.
      outcomes = [];
      for (const { document } of batch) {
        outcomes.push(
          await storeDocument(this.db, document, options).catch((error: unknown) =>
            this.notStored(document.fileName, error, document.sourceKey),
          ),
        );
      }
    }
    batch.forEach(({ slot, document }, index) => {
      const stored = outcomes[index]!;
      this.settle(
        typeof stored === 'string'
          ? refused(document.fileName, stored)
          : describeDocument(
              document,
              stored.outcome,
              stored.outcome === 'created' ? stored.unmatchedLines : 0,
            ),
        slot,
      );
    });
    this.reportEveryBatch();
    // A batch is a few heavy statements: other requests get their turn before the next one.
    await yieldToOthers();
  }

  /** Why the database did not store a file or document, logged with its error. */
  private notStored(file: string, error: unknown, sourceKey?: string): string {
    this.options.log?.error(
      { err: error, file, sourceKey },
      'consultas import: document not stored',
    );
    return storageFailure(error);
  }

  /** Stores one document (a CSV's, in the CSV's transaction), or in a dry run examines it. */
  private async importDocument(
    name: string,
    document: IncomingDocument,
    db: Database = this.db,
  ): Promise<ImportFileResult> {
    const catalogue = await this.catalogueCodes();
    if (this.options.dryRun) {
      if (await documentExists(db, document.sourceKey)) {
        return describeDocument(document, 'duplicate', 0);
      }
      const mappings = await loadPartyMappings(
        db,
        await findPartyId(db, document.party.identification),
      );
      const unmatched = document.lines.filter(
        (line) => matchLine(line.code, mappings, catalogue) === null,
      ).length;
      return describeDocument(document, 'created', unmatched);
    }
    const stored = await storeDocument(db, document, {
      catalogue,
      importedBy: this.options.importedBy,
    });
    return describeDocument(
      document,
      stored.outcome,
      stored.outcome === 'created' ? stored.unmatchedLines : 0,
      name,
    );
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
        if (error instanceof ImportStoppedError) throw error;
        // Anything else is the database failing: the file says why, as an XML document does.
        const message = error instanceof CsvReadError ? error.message : this.notStored(name, error);
        return { ...refused(name, message), kind, preview };
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
      await upsertParties(
        this.db,
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
          counts.totalCents = readCents(counts.totalCents + document.totalCents);
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
}

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
