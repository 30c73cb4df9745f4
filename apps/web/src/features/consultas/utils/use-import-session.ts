import { useRef, useState } from 'react';
import {
  CSV_IMPORT_KINDS,
  refusedImportResult,
  type CsvImportKind,
  type CsvPreview,
  type ImportFileResult,
} from '@quimia/contracts';
import { errorMessage } from '@/lib/api-client';
import { countOf, formatNumber } from '@/lib/format';
import { importFiles, useInvalidateConsultas } from '../api/consultas';
import { fileKey, isCsvFile, missingRequired, type CsvChoice } from './csv-mapping';
import {
  countResults,
  IMPORT_MAX_FILES,
  localRefusal,
  mergeResponse,
  planRequests,
  type ImportSoFar,
} from './import-batches';
import type { ImportProgress, ImportProgressEvent } from './import-progress';

/** What the last run (a dry run or the import) answered so far, file by file. */
export type ImportReport = ImportSoFar & { dryRun: boolean };

/** Nothing run since the files changed; a run going; a dry run finished; the import finished. */
export type ImportPhase = 'idle' | 'running' | 'checked' | 'done';

/**
 * One import on the import page: the files chosen (and those refused before sending), the CSVs'
 * kind and columns, a dry run, then the import in batches with its progress, and what each file
 * became. The page draws it; every change of files or columns asks for a new dry run.
 */
export function useImportSession() {
  const [files, setFiles] = useState<File[]>([]);
  const [refusedHere, setRefusedHere] = useState<ImportFileResult[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [csvKind, setCsvKind] = useState<CsvImportKind | undefined>(undefined);
  // Per CSV file (by `fileKey`): its last dry run's preview, and the kind and columns chosen.
  const [previews, setPreviews] = useState<Record<string, CsvPreview>>({});
  const [choices, setChoices] = useState<Record<string, CsvChoice>>({});
  // The CSV columns changed since the last dry run.
  const [stale, setStale] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidateConsultas();
  const running = phase === 'running';

  const add = (chosen: File[]) => {
    if (running) return;
    const accepted: File[] = [];
    const refused: ImportFileResult[] = [];
    const known = new Set(files.map(fileKey));
    for (const file of chosen) {
      const reason = localRefusal(file);
      if (reason) refused.push(refusedImportResult(file.name, reason));
      else if (!known.has(fileKey(file))) {
        known.add(fileKey(file));
        accepted.push(file);
      }
    }
    const all = [...files, ...accepted];
    if (all.length > IMPORT_MAX_FILES) {
      setProblem(
        `Se admiten hasta ${formatNumber(IMPORT_MAX_FILES)} archivos por importación; se tomaron los primeros.`,
      );
    } else setProblem(null);
    setFiles(all.slice(0, IMPORT_MAX_FILES));
    setRefusedHere([...refusedHere, ...refused]);
    setReport(null);
    setPhase('idle');
  };

  const clear = () => {
    setFiles([]);
    setRefusedHere([]);
    setReport(null);
    setProblem(null);
    setPreviews({});
    setChoices({});
    setStale(false);
    setPhase('idle');
  };

  // Another kind or other columns read the CSV another way: the dry run must be done again.
  const choose = (key: string, choice: CsvChoice) => {
    setChoices({ ...choices, [key]: choice });
    setStale(true);
    if (phase === 'checked' || phase === 'done') setPhase('idle');
  };

  /** The kind every CSV is read as (`null`: told by its columns). */
  const chooseCsvKind = (value: string | null) => {
    setCsvKind(CSV_IMPORT_KINDS.find((kind) => kind === value));
    // Another kind reads the CSVs another way: their columns are chosen again.
    setChoices({});
    if (phase === 'checked') {
      setPhase('idle');
      setStale(true);
    }
  };

  const remove = (key: string) => {
    setFiles(files.filter((file) => fileKey(file) !== key));
    const { [key]: _preview, ...otherPreviews } = previews;
    const { [key]: _choice, ...otherChoices } = choices;
    setPreviews(otherPreviews);
    setChoices(otherChoices);
    setReport(null);
    setPhase('idle');
  };

  const run = async (dryRun: boolean) => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    setProblem(null);
    setStale(false);
    let sofar: ImportSoFar = {
      results: refusedHere,
      counts: countResults(refusedHere),
      notice: null,
    };
    setReport({ dryRun, ...sofar });
    let doneFiles = 0;
    const show = (sending: number, current: ImportProgressEvent | null) =>
      setProgress({
        doneFiles,
        totalFiles: files.length,
        sending,
        current,
        counts: current
          ? mergeResponse(sofar, { results: [], counts: current.counts }).counts
          : sofar.counts,
      });
    const seen: Record<string, CsvPreview> = {};
    const settled: Record<string, CsvChoice> = {};
    try {
      for (const request of planRequests(files, { csvKind, choices })) {
        show(request.files.length, null);
        try {
          const answer = await importFiles(request.files, dryRun, {
            csvKind: request.csvKind,
            columns: request.columns,
            signal: controller.signal,
            onProgress: (event) => show(request.files.length, event),
          });
          sofar = mergeResponse(sofar, answer);
          // A CSV goes alone: its answer's preview is its own, and its columns become the choice.
          const preview = answer.results[0]?.preview;
          const [file] = request.files;
          if (dryRun && preview && file && request.files.length === 1 && isCsvFile(file)) {
            seen[fileKey(file)] = preview;
            settled[fileKey(file)] = { kind: preview.kind, columns: preview.mapping };
          }
        } catch (error) {
          if (controller.signal.aborted) throw error;
          // One failed request leaves the others going; its files say why.
          const failed = request.files.map((file) =>
            refusedImportResult(file.name, errorMessage(error)),
          );
          sofar = mergeResponse(sofar, { results: failed, counts: countResults(failed) });
        }
        doneFiles += request.files.length;
        show(0, null);
        setReport({ dryRun, ...sofar });
      }
      setPhase(dryRun ? 'checked' : 'done');
    } catch {
      setReport({ dryRun, ...sofar });
      setProblem(
        `Se detuvo después de ${formatNumber(doneFiles)} de ${countOf(files.length, 'archivo', 'archivos')}.` +
          (dryRun
            ? ''
            : ' Lo guardado hasta ese momento se conserva: al importar de nuevo los mismos archivos, aparecerá como «Ya importado».'),
      );
      setPhase('idle');
    } finally {
      abort.current = null;
      setProgress(null);
      if (dryRun) {
        setPreviews((previous) => ({ ...previous, ...seen }));
        setChoices((previous) => ({ ...previous, ...settled }));
      } else void invalidate();
    }
  };

  const stop = () => abort.current?.abort();

  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const toImport = report ? report.counts.created + report.counts.updated : 0;
  const csvFiles = files.filter((file) => previews[fileKey(file)]);
  // A required field without its column: the file cannot be read, so nothing is imported yet.
  const unmapped = csvFiles.flatMap((file) => {
    const key = fileKey(file);
    const preview = previews[key]!;
    const choice = choices[key];
    if (choice && choice.kind !== preview.kind) return [];
    const missing = missingRequired(preview, choice?.columns ?? preview.mapping);
    return missing.length ? [`${file.name} (${missing.join(', ')})`] : [];
  });

  return {
    files,
    refusedHere,
    phase,
    running,
    progress,
    report,
    problem,
    csvKind,
    previews,
    choices,
    stale,
    totalBytes,
    toImport,
    csvFiles,
    unmapped,
    add,
    clear,
    choose,
    chooseCsvKind,
    remove,
    run,
    stop,
  };
}
