import type { CsvImportKind, ImportOutcome } from '@quimia/contracts';
import type { CsvMapping } from '../import-files/csv-mapping';

// What an import is told (dry run, the shop's RUC, a CSV's kind and columns), what it tells back
// as it goes (progress, the log), and how it stops when the person importing leaves.

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
