import { useMemo, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import {
  CSV_IMPORT_KIND_LABELS,
  CSV_IMPORT_KINDS,
  TAX_DOCUMENT_KIND_LABELS,
  refusedImportResult,
  type CsvImportKind,
  type CsvPreview,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { FileInputButton } from '@/components/file-input-button';
import { SelectFilter } from '@/components/table/select-filter';
import { errorMessage } from '@/lib/api-client';
import { countOf, formatFileSize, formatNumber, inSentence } from '@/lib/format';
import { downloadCsvTemplate, importFiles, useInvalidateConsultas } from '../api/consultas';
import {
  fileKey,
  isCsvFile,
  missingRequired,
  withColumn,
  type CsvChoice,
} from '../utils/csv-mapping';
import {
  countResults,
  IMPORT_ACCEPT,
  IMPORT_MAX_FILES,
  localRefusal,
  mergeResponse,
  planRequests,
  type ImportSoFar,
} from '../utils/import-batches';
import {
  chosenFilesText,
  dryRunText,
  importDoneText,
  progressText,
  progressValue,
  type ImportProgress,
  type ImportProgressEvent,
} from '../utils/import-progress';
import { useLocalTableState } from '../utils/use-list-state';
import { SecondLine } from './consulta-page';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { CsvColumnsEditor } from './csv-columns-editor';
import { DIRECTION_LABELS } from './document-columns';
import { UnmatchedCodesSection } from './unmatched-codes-section';

type Report = ImportSoFar & { dryRun: boolean };
type Phase = 'idle' | 'running' | 'checked' | 'done';

const OUTCOME_LABELS: Record<'dry' | 'real', Record<ImportOutcome, string>> = {
  dry: {
    created: 'Se creará',
    updated: 'Se actualizará',
    duplicate: 'Ya importado',
    refused: 'Rechazado',
  },
  real: {
    created: 'Creado',
    updated: 'Actualizado',
    duplicate: 'Ya importado',
    refused: 'Rechazado',
  },
};
const OUTCOME_COLORS: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = {
  created: 'success',
  updated: 'info',
  duplicate: 'default',
  refused: 'error',
};
const OUTCOMES: readonly ImportOutcome[] = ['created', 'updated', 'duplicate', 'refused'];

function kindLabel(result: ImportFileResult): string | null {
  if (!result.kind) return null;
  if (!(result.kind in TAX_DOCUMENT_KIND_LABELS)) {
    return `CSV: ${inSentence(CSV_IMPORT_KIND_LABELS[result.kind as CsvImportKind])}`;
  }
  const kind = TAX_DOCUMENT_KIND_LABELS[result.kind as keyof typeof TAX_DOCUMENT_KIND_LABELS];
  return result.direction ? `${kind} de ${inSentence(DIRECTION_LABELS[result.direction])}` : kind;
}

function resultColumns(dryRun: boolean): ConsultaColumn<ImportFileResult>[] {
  const labels = OUTCOME_LABELS[dryRun ? 'dry' : 'real'];
  return [
    {
      label: 'Archivo',
      value: (row) => row.file,
      render: (row) => <Box sx={{ wordBreak: 'break-all' }}>{row.file}</Box>,
    },
    {
      label: 'Resultado',
      value: (row) => labels[row.outcome],
      render: (row) => (
        <Chip size="small" color={OUTCOME_COLORS[row.outcome]} label={labels[row.outcome]} />
      ),
    },
    {
      label: 'Detalle',
      value: (row) =>
        [
          row.message,
          ...(row.rows?.refused.map((refused) => `Fila ${refused.row}: ${refused.message}`) ?? []),
        ].join(' | '),
      render: (row) => (
        <>
          {row.message}
          {row.rows && (
            <SecondLine variant="caption">
              {countOf(row.rows.read, 'fila leída', 'filas leídas')}
              {row.rows.refused.length > 0 &&
                `, ${countOf(row.rows.refused.length, 'rechazada', 'rechazadas')}`}
            </SecondLine>
          )}
          <CsvColumns result={row} />
          {row.rows?.refused.slice(0, 5).map((refused) => (
            <SecondLine key={refused.row} color="error" variant="caption">
              Fila {refused.row}: {refused.message}
            </SecondLine>
          ))}
        </>
      ),
    },
    { label: 'Tipo', value: kindLabel },
    { label: 'Número', value: (row) => row.number },
    { label: 'Cliente o proveedor', value: (row) => row.partyName },
    { label: 'Total', kind: 'usd', value: (row) => row.totalCents },
    { label: 'Líneas sin asignar', kind: 'number', value: (row) => row.unmatchedLines },
  ];
}

/** A CSV's columns as the dry run read them: each field and the column taken for it. */
function CsvColumns({ result }: { result: ImportFileResult }) {
  // The preview comes with dry runs of CSV files only.
  const preview = (result as { preview?: CsvPreview | null }).preview;
  if (!preview) return null;
  return (
    <SecondLine variant="caption">
      {CSV_IMPORT_KIND_LABELS[preview.kind]}:{' '}
      {preview.fields.map((field, index) => {
        const column = preview.mapping[field.key];
        const header = column === null || column === undefined ? null : preview.headers[column];
        return (
          <Box
            component="span"
            key={field.key}
            sx={{ color: header === null && field.required ? 'error.onPaper' : undefined }}
          >
            {index > 0 && ' · '}
            {field.label} ← {header ?? 'sin columna'}
          </Box>
        );
      })}
    </SecondLine>
  );
}

/** The import page: files dropped or chosen, a dry run, the import in batches, and the codes left. */
export function ImportView() {
  const [files, setFiles] = useState<File[]>([]);
  const [refusedHere, setRefusedHere] = useState<ImportFileResult[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [csvKind, setCsvKind] = useState<CsvImportKind | undefined>(undefined);
  // Per CSV file (by `fileKey`): its last dry run's preview, and the kind and columns chosen.
  const [previews, setPreviews] = useState<Record<string, CsvPreview>>({});
  const [choices, setChoices] = useState<Record<string, CsvChoice>>({});
  // The CSV columns changed since the last dry run.
  const [stale, setStale] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidateConsultas();
  const { enqueueSnackbar } = useSnackbar();
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

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

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

  return (
    <Stack spacing={3}>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Archivos
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Facturas y notas de crédito electrónicas del SRI (.xml, también dentro de un .zip) y
          archivos .csv de clientes, proveedores, ventas o compras. Límites: ZIP de hasta 50 MB,
          hasta 20.000 archivos por importación, cada XML o CSV de hasta 2 MB.
        </Typography>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          role="group"
          aria-label="Zona para soltar archivos"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: { xs: 2, md: 4 },
            textAlign: 'center',
          }}
        >
          <CloudUploadOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography sx={{ mb: 1.5 }}>Arrastra aquí los archivos o</Typography>
          <FileInputButton
            label="Elegir archivos"
            accept={IMPORT_ACCEPT}
            multiple
            onFiles={add}
            disabled={running}
          />
        </Box>
        <SelectFilter
          label="Los archivos CSV son"
          value={csvKind}
          onChange={(value) => {
            setCsvKind(CSV_IMPORT_KINDS.find((kind) => kind === value));
            // Another kind reads the CSVs another way: their columns are chosen again.
            setChoices({});
            if (phase === 'checked') {
              setPhase('idle');
              setStale(true);
            }
          }}
          allLabel="Detectar por sus columnas"
          options={CSV_IMPORT_KINDS.map((kind) => ({
            value: kind,
            label: CSV_IMPORT_KIND_LABELS[kind],
          }))}
          sx={{ mt: 2, width: { xs: '100%', sm: 320 } }}
        />
        {csvFiles.length > 0 && (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <Typography variant="subtitle2" component="h3">
              Columnas de los CSV
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Revisa de qué columna se toma cada dato y cómo se leen las primeras filas. Si una no
              es la correcta, elige otra y vuelve a pulsar «Revisar (simulación)».
            </Typography>
            {csvFiles.map((file) => {
              const key = fileKey(file);
              const preview = previews[key]!;
              const choice = choices[key] ?? { kind: preview.kind, columns: preview.mapping };
              return (
                <CsvColumnsEditor
                  key={key}
                  fileName={file.name}
                  preview={preview}
                  choice={choice}
                  disabled={running}
                  onKindChange={(kind) =>
                    choose(key, {
                      kind,
                      // The preview's own kind keeps its columns; another kind is suggested anew.
                      columns: kind === preview.kind ? preview.mapping : null,
                    })
                  }
                  onColumnChange={(field, column) =>
                    choose(key, {
                      kind: choice.kind,
                      columns: withColumn(choice.columns ?? preview.mapping, field, column),
                    })
                  }
                  onRemove={() => remove(key)}
                />
              );
            })}
          </Stack>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }} aria-live="polite">
            {chosenFilesText(files.length, formatFileSize(totalBytes), refusedHere.length)}
          </Typography>
          {(files.length > 0 || refusedHere.length > 0) && (
            <Button onClick={clear} disabled={running}>
              Quitar todos
            </Button>
          )}
          <Button
            variant="outlined"
            onClick={() => void run(true)}
            disabled={running || files.length === 0}
          >
            Revisar (simulación)
          </Button>
          <Button
            variant="contained"
            onClick={() => void run(false)}
            disabled={running || phase !== 'checked' || toImport === 0 || unmapped.length > 0}
          >
            Importar
          </Button>
        </Stack>
        {unmapped.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Faltan columnas obligatorias en {unmapped.join('; ')}. Elígelas arriba (o quita el
            archivo) antes de importar.
          </Alert>
        )}
        {stale && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Cambiaste cómo se leen los CSV: pulsa «Revisar (simulación)» otra vez para importar.
          </Typography>
        )}
        {running && progress && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progressValue(progress)}
              aria-label="Progreso de la importación"
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" aria-live="polite">
                {progressText(progress)}
              </Typography>
              <Button size="small" color="inherit" onClick={() => abort.current?.abort()}>
                Detener
              </Button>
            </Stack>
          </Box>
        )}
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {(phase === 'checked' || phase === 'done') && report?.notice && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {report.notice}
          </Alert>
        )}
        {phase === 'checked' && report && (toImport > 0 || !report.notice) && (
          <Alert severity={toImport ? 'info' : 'warning'} sx={{ mt: 2 }}>
            {dryRunText(toImport)}
          </Alert>
        )}
        {phase === 'done' && report && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {importDoneText(report.counts)}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Plantillas CSV
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {CSV_IMPORT_KINDS.map((kind) => (
            <Link
              key={kind}
              component="button"
              type="button"
              onClick={() =>
                void downloadCsvTemplate(kind).catch((error: unknown) =>
                  enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                )
              }
            >
              Plantilla de {inSentence(CSV_IMPORT_KIND_LABELS[kind])}
            </Link>
          ))}
        </Stack>
      </Card>
      {report && <ImportResults report={report} />}
      <UnmatchedCodesSection />
    </Stack>
  );
}

/** What happened, or would happen, to each file: counts and the table, filterable. */
function ImportResults({ report }: { report: Report }) {
  const state = useLocalTableState<never>([]);
  const outcome = OUTCOMES.find((value) => value === state.get('resultado'));
  const labels = OUTCOME_LABELS[report.dryRun ? 'dry' : 'real'];
  const filtered = useMemo(() => {
    const q = state.q.toLowerCase();
    return report.results.filter(
      (result) =>
        (!outcome || result.outcome === outcome) &&
        (!q ||
          `${result.file} ${result.partyName ?? ''} ${result.number ?? ''}`
            .toLowerCase()
            .includes(q)),
    );
  }, [report.results, outcome, state.q]);
  const start = (state.page - 1) * state.pageSize;
  const title = report.dryRun ? 'Simulación' : 'Resultado de la importación';
  return (
    <Card component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ px: 2.5, pt: 2.5 }}>
        {title}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2.5, pt: 1.5, flexWrap: 'wrap' }}
        aria-label="Cuentas"
      >
        {OUTCOMES.map((value) => (
          <Chip
            key={value}
            color={OUTCOME_COLORS[value]}
            variant="outlined"
            label={`${labels[value]}: ${formatNumber(report.counts[value] ?? 0)}`}
          />
        ))}
      </Stack>
      <ConsultaTable
        label={title}
        columns={resultColumns(report.dryRun)}
        state={{ ...state, filtered: state.filtered || Boolean(outcome) }}
        query={{
          data: { items: filtered.slice(start, start + state.pageSize), total: filtered.length },
          isPending: false,
          isError: false,
          error: null,
          isPlaceholderData: false,
          refetch: () => undefined,
        }}
        rowKey={(row) => `${row.file}#${row.number ?? ''}#${row.message}`}
        fetchPage={(page, pageSize) =>
          Promise.resolve({
            items: filtered.slice((page - 1) * pageSize, page * pageSize),
            total: filtered.length,
          })
        }
        searchPlaceholder="Archivo, número o cliente/proveedor…"
        dates={false}
        filters={
          <SelectFilter
            label="Resultado"
            value={outcome}
            onChange={(value) => state.update({ resultado: value })}
            allLabel="Todos"
            options={OUTCOMES.map((value) => ({ value, label: labels[value] }))}
            sx={{ minWidth: 170, width: '100%' }}
          />
        }
        emptyTitle="Ningún archivo con este filtro"
        minWidth={1100}
      />
    </Card>
  );
}
