import type { ImportEvent } from '@quimia/contracts';
import { countOf, formatNumber } from '@/lib/format';
import type { ImportCounts } from './import-batches';

// How far an import got, for its progress bar: the files whose request answered, and within the
// request under way (a ZIP of thousands of files) the documents the server has reported.

export type ImportProgressEvent = Extract<ImportEvent, { type: 'progress' }>;

export type ImportProgress = {
  /** Files whose request has answered. */
  doneFiles: number;
  totalFiles: number;
  /** Files in the request under way. */
  sending: number;
  /** What the request under way has reported (a ZIP's documents one by one). */
  current: ImportProgressEvent | null;
  /** Outcomes so far, the request under way included. */
  counts: ImportCounts;
};

/** How far the import got, 0 to 100: answered files, and the share of the request under way. */
export function progressValue(progress: ImportProgress): number {
  if (!progress.totalFiles) return 0;
  const { current } = progress;
  const share =
    current && current.total > 0 ? (current.done / current.total) * progress.sending : 0;
  return Math.min(100, ((progress.doneFiles + share) / progress.totalFiles) * 100);
}

/** The progress in words: files, and the documents of a large request (a ZIP) as they go. */
export function progressText({ doneFiles, totalFiles, current, counts }: ImportProgress): string {
  const files = `${formatNumber(doneFiles)} de ${countOf(totalFiles, 'archivo', 'archivos')}`;
  if (!current) return files;
  return (
    `${files} · este envío: ${formatNumber(current.done)} de ` +
    `${countOf(current.total, 'documento', 'documentos')} · hasta ahora ` +
    `${countOf(counts.created + counts.updated, 'nuevo', 'nuevos')}, ` +
    `${countOf(counts.duplicate, 'ya importado', 'ya importados')}, ` +
    `${countOf(counts.refused, 'rechazado', 'rechazados')}`
  );
}

/** The files chosen, in words: «1 archivo listo, 5 KB · 1 no admitido». */
export function chosenFilesText(count: number, size: string, refused: number): string {
  const chosen = count
    ? `${countOf(count, 'archivo listo', 'archivos listos')}, ${size}`
    : 'Ningún archivo elegido';
  return refused > 0 ? `${chosen} · ${countOf(refused, 'no admitido', 'no admitidos')}` : chosen;
}

/** What a dry run found to import, in words. */
export function dryRunText(toImport: number): string {
  return toImport
    ? `Simulación lista: ${countOf(toImport, 'documento se importará', 'documentos se importarán')}. Nada se ha guardado todavía; pulsa «Importar» para hacerlo.`
    : 'Simulación lista: no hay nada nuevo que importar.';
}

/** What an import stored, in words. */
export function importDoneText(counts: Pick<ImportCounts, 'created' | 'updated'>): string {
  return `Importación terminada: ${countOf(counts.created, 'creado', 'creados')}, ${countOf(counts.updated, 'actualizado', 'actualizados')}.`;
}
