import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  IMPORT_PROGRESS_BATCH,
  refusedImportResult,
  type ImportFileResult,
} from '@quimia/contracts';
import type { Database } from '../../../db/client';
import { openZip, ZipRefusedError } from '../import-files/zip-reader';
import { SriDocumentError } from '../sri/sri-document';
import { readSriXml } from '../sri/sri-xml-reader';
import { importCsvFile } from './csv-file-import';
import {
  documentExists,
  findPartyId,
  loadCatalogueCodes,
  loadPartyMappings,
  matchLine,
  storeDocument,
  storeDocuments,
  type CatalogueCodes,
  type StoreOutcome,
} from './document-store';
import { ImportStoppedError, type ImportOptions, type ImportProgress } from './import-options';
import { describeDocument, storageFailure } from './import-results';
import { ImportRefusal, incomingFromSri, type IncomingDocument } from './incoming-document';

// One import: files in, one result per file out (per document for the files of a ZIP). Each
// file is read and stored on its own, in its own transaction, so a bad one stops nothing else;
// between files the import yields, so a large one never holds the server from other requests.

/** Without the shop's RUC a document cannot be told a sale or a purchase. */
const NO_COMPANY_RUC =
  'Configura el RUC de la empresa en Empresa para saber qué es venta y qué es compra';
const NO_COMPANY_RUC_NOTICE =
  'Configura primero el RUC de la empresa en Empresa: sin él no se importa ningún comprobante del SRI, porque no se sabe qué es venta y qué es compra.';

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
        refusedImportResult(
          name,
          'Tipo de archivo no admitido: sube XML del SRI, un ZIP de ellos o CSV',
        ),
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
        this.settle(refusedImportResult(name, error.message));
        return;
      }
      throw error;
    }
    this.progress.total += archive.count || 1;
    if (archive.count === 0) this.settle(refusedImportResult(name, 'El ZIP no contiene archivos'));
    try {
      // One entry in memory at a time: each is read, imported and let go before the next inflates.
      for await (const entry of archive.items()) {
        // Gone: what was stored stays, the rest of the ZIP is not read.
        this.stopIfLeft();
        const entryName = `${name}/${entry.name}`;
        if (!entry.data) {
          this.settle(refusedImportResult(entryName, entry.message));
          this.reportEveryBatch();
          continue;
        }
        const type = fileTypeOf(entry.name, entry.data);
        if (type === 'xml') await this.addXml(entryName, entry.data);
        else if (type === 'csv') await this.addCsv(entryName, entry.data);
        else
          this.settle(refusedImportResult(entryName, 'Tipo de archivo no admitido dentro del ZIP'));
        this.reportEveryBatch();
        // Reading is CPU work: other requests get their turn between files.
        await yieldToOthers();
      }
    } catch (error) {
      if (!(error instanceof ZipRefusedError)) throw error;
      // Past the total while inflating (its entries said less): the rest of it is not read.
      this.progress.total += 1;
      this.settle(refusedImportResult(name, error.message));
    }
  }

  private async addXml(name: string, bytes: Uint8Array) {
    const { companyRuc } = this.options;
    if (!companyRuc) {
      this.notice = NO_COMPANY_RUC_NOTICE;
      this.settle(refusedImportResult(name, NO_COMPANY_RUC));
      return;
    }
    let document: IncomingDocument;
    try {
      document = incomingFromSri(readSriXml(Buffer.from(bytes)), companyRuc, name);
    } catch (error) {
      if (error instanceof SriDocumentError || error instanceof ImportRefusal) {
        this.settle(refusedImportResult(name, error.message));
        return;
      }
      throw error;
    }
    if (this.options.dryRun) {
      this.settle(await this.importDocument(name, document));
      return;
    }
    this.pending.push({ slot: this.results.length, document });
    this.results.push(refusedImportResult(name, ''));
    if (this.pending.length >= BATCH_SIZE) await this.flush();
  }

  private async addCsv(name: string, bytes: Uint8Array) {
    // Files are imported in the order given: the XML read before this CSV goes first.
    await this.flush();
    this.settle(
      await importCsvFile(
        {
          db: this.db,
          options: this.options,
          catalogueCodes: () => this.catalogueCodes(),
          importDocument: (document, db) => this.importDocument(name, document, db),
          notStored: (error) => this.notStored(name, error),
        },
        name,
        bytes,
      ),
    );
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
          ? refusedImportResult(document.fileName, stored)
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
}
