import type { ImportFileResult, ImportOutcome, ImportResponse } from '@quimia/contracts';

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

/** The list in groups of `size`, in order. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/**
 * A result for a file refused before sending, shaped like the server's (asserted, so that it
 * stays valid while the contract gains fields the server fills, such as a CSV's preview).
 */
export function refusedResult(file: string, message: string): ImportFileResult {
  return {
    file,
    outcome: 'refused',
    message,
    kind: null,
    direction: null,
    number: null,
    partyName: null,
    totalCents: null,
    unmatchedLines: 0,
    rows: null,
    preview: null,
  } as ImportFileResult;
}

export type ImportCounts = Record<ImportOutcome, number>;

export const emptyCounts = (): ImportCounts => ({
  created: 0,
  duplicate: 0,
  refused: 0,
  updated: 0,
});

/** The results so far with one more answer added. */
export function mergeResponse(
  previous: { results: ImportFileResult[]; counts: ImportCounts },
  answer: Pick<ImportResponse, 'results' | 'counts'>,
): { results: ImportFileResult[]; counts: ImportCounts } {
  const counts = { ...previous.counts };
  for (const [outcome, count] of Object.entries(answer.counts) as [ImportOutcome, number][]) {
    counts[outcome] = (counts[outcome] ?? 0) + count;
  }
  return { results: [...previous.results, ...answer.results], counts };
}

/** Counts of results (those refused here, before sending). */
export function countResults(results: readonly ImportFileResult[]): ImportCounts {
  const counts = emptyCounts();
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}
