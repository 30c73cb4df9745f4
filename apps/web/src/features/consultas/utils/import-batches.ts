import type {
  CsvImportKind,
  ImportFileResult,
  ImportOutcome,
  ImportResponse,
} from '@quimia/contracts';
import { fileKey, isCsvFile, type CsvChoice, type CsvColumns } from './csv-mapping';

// What the import page checks before sending, and how it sends: the server reads each request's
// files one by one, so a large set goes in batches and the page shows how far it got.

/** Files per request. */
export const IMPORT_BATCH_SIZE = 100;
/** Files one import takes at most. */
export const IMPORT_MAX_FILES = 20_000;
export const IMPORT_MAX_ZIP_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const IMPORT_ACCEPT = '.xml,.zip,.csv';

const EXTENSIONS = ['xml', 'zip', 'csv'] as const;

/** Why a file cannot be sent (its type or size), or null when it can. */
export function localRefusal(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension as (typeof EXTENSIONS)[number])) {
    return 'Solo se aceptan archivos .xml, .zip o .csv';
  }
  if (extension === 'zip') {
    return file.size > IMPORT_MAX_ZIP_BYTES ? 'El ZIP supera los 50 MB' : null;
  }
  return file.size > IMPORT_MAX_FILE_BYTES ? 'El archivo supera los 2 MB' : null;
}

/** One request of an import: its files, and for a CSV the kind and columns it is read with. */
export type ImportRequest<F> = { files: F[]; csvKind?: CsvImportKind; columns?: CsvColumns };

/**
 * The requests an import sends, in the files' order: each CSV alone, with the kind and columns
 * chosen for it (else the kind chosen for all CSV files), so that its preview and choice stay its
 * own; the other files in groups of `size`, with the kind chosen for all.
 */
export function planRequests<F extends { name: string; size: number }>(
  files: readonly F[],
  { csvKind, choices }: { csvKind?: CsvImportKind; choices: Readonly<Record<string, CsvChoice>> },
  size = IMPORT_BATCH_SIZE,
): ImportRequest<F>[] {
  const requests: ImportRequest<F>[] = [];
  let group: F[] = [];
  // The kind chosen for all CSV files also reads those inside a ZIP.
  const close = () => {
    if (group.length) requests.push({ files: group, ...(csvKind ? { csvKind } : {}) });
    group = [];
  };
  for (const file of files) {
    if (!isCsvFile(file)) {
      group.push(file);
      if (group.length === size) close();
      continue;
    }
    close();
    const choice = choices[fileKey(file)];
    const kind = choice?.kind ?? csvKind;
    requests.push({
      files: [file],
      ...(kind ? { csvKind: kind } : {}),
      ...(choice?.columns ? { columns: choice.columns } : {}),
    });
  }
  close();
  return requests;
}

export type ImportCounts = Record<ImportOutcome, number>;

export const emptyCounts = (): ImportCounts => ({
  created: 0,
  duplicate: 0,
  refused: 0,
  updated: 0,
});

export type ImportSoFar = {
  results: ImportFileResult[];
  counts: ImportCounts;
  /** The first answer's word on what to do before anything else. */
  notice: string | null;
};

/** The results so far with one more answer added. */
export function mergeResponse(
  previous: ImportSoFar,
  answer: Pick<ImportResponse, 'results' | 'counts'> & { notice?: string | null },
): ImportSoFar {
  const counts = { ...previous.counts };
  for (const [outcome, count] of Object.entries(answer.counts) as [ImportOutcome, number][]) {
    counts[outcome] = (counts[outcome] ?? 0) + count;
  }
  return {
    results: [...previous.results, ...answer.results],
    counts,
    notice: previous.notice ?? answer.notice ?? null,
  };
}

/** Counts of results (those refused here, before sending). */
export function countResults(results: readonly ImportFileResult[]): ImportCounts {
  const counts = emptyCounts();
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}
