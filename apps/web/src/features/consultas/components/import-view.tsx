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
  type CsvImportKind,
  type CsvPreview,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { FileInputButton } from '@/components/file-input-button';
import { SelectFilter } from '@/components/table/select-filter';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize, formatNumber } from '@/lib/format';
import { downloadCsvTemplate, importFiles, useInvalidateConsultas } from '../api/consultas';
import {
  countResults,
  IMPORT_ACCEPT,
  IMPORT_MAX_FILES,
  inBatches,
  localRefusal,
  mergeResponse,
  refusedResult,
  type ImportCounts,
} from '../utils/import-batches';
import { useLocalTableState } from '../utils/use-list-state';
import { SecondLine } from './consulta-page';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { DIRECTION_LABELS } from './document-columns';
import { UnmatchedCodesSection } from './unmatched-codes-section';

type Report = { dryRun: boolean; results: ImportFileResult[]; counts: ImportCounts };
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
    return `CSV: ${CSV_IMPORT_KIND_LABELS[result.kind as CsvImportKind].toLowerCase()}`;
  }
  const kind = TAX_DOCUMENT_KIND_LABELS[result.kind as keyof typeof TAX_DOCUMENT_KIND_LABELS];
  return result.direction ? `${kind} de ${DIRECTION_LABELS[result.direction].toLowerCase()}` : kind;
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
              {formatNumber(row.rows.read)} filas leídas
              {row.rows.refused.length > 0 && `, ${row.rows.refused.length} rechazadas`}
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
            sx={{ color: header === null && field.required ? 'error.main' : undefined }}
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
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [csvKind, setCsvKind] = useState<CsvImportKind | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidateConsultas();
  const { enqueueSnackbar } = useSnackbar();
  const running = phase === 'running';

  const add = (chosen: File[]) => {
    if (running) return;
    const accepted: File[] = [];
    const refused: ImportFileResult[] = [];
    const known = new Set(files.map((file) => `${file.name}:${file.size}`));
    for (const file of chosen) {
      const reason = localRefusal(file);
      if (reason) refused.push(refusedResult(file.name, reason));
      else if (!known.has(`${file.name}:${file.size}`)) {
        known.add(`${file.name}:${file.size}`);
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
    setPhase('idle');
  };

  const run = async (dryRun: boolean) => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    setProblem(null);
    setProgress({ done: 0, total: files.length });
    let sofar = { results: refusedHere, counts: countResults(refusedHere) };
    setReport({ dryRun, ...sofar });
    let done = 0;
    try {
      for (const batch of inBatches(files)) {
        try {
          const answer = await importFiles(batch, dryRun, { csvKind, signal: controller.signal });
          sofar = mergeResponse(sofar, answer);
        } catch (error) {
          if (controller.signal.aborted) throw error;
          // One failed request leaves the other batches going; its files say why.
          const failed = batch.map((file) => refusedResult(file.name, errorMessage(error)));
          sofar = mergeResponse(sofar, { results: failed, counts: countResults(failed) });
        }
        done += batch.length;
        setProgress({ done, total: files.length });
        setReport({ dryRun, ...sofar });
      }
      setPhase(dryRun ? 'checked' : 'done');
    } catch {
      setProblem(
        `Se detuvo después de ${formatNumber(done)} de ${formatNumber(files.length)} archivos.`,
      );
      setPhase('idle');
    } finally {
      abort.current = null;
      if (!dryRun) void invalidate();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const toImport = report ? report.counts.created + report.counts.updated : 0;

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
            // Another kind reads the CSVs another way: the dry run must be done again.
            if (phase === 'checked') setPhase('idle');
          }}
          allLabel="Detectar por sus columnas"
          options={CSV_IMPORT_KINDS.map((kind) => ({
            value: kind,
            label: CSV_IMPORT_KIND_LABELS[kind],
          }))}
          sx={{ mt: 2, width: { xs: '100%', sm: 320 } }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ flexGrow: 1 }} aria-live="polite">
            {files.length
              ? `${formatNumber(files.length)} archivo(s) listos, ${formatFileSize(totalBytes)}`
              : 'Ningún archivo elegido'}
            {refusedHere.length > 0 && ` · ${formatNumber(refusedHere.length)} no admitido(s)`}
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
            disabled={running || phase !== 'checked' || toImport === 0}
          >
            Importar
          </Button>
        </Stack>
        {running && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progress.total ? (progress.done / progress.total) * 100 : 0}
              aria-label="Progreso de la importación"
            />
            <Stack
              direction="row"
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography variant="body2" aria-live="polite">
                {formatNumber(progress.done)} de {formatNumber(progress.total)} archivos
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
        {phase === 'checked' && report && (
          <Alert severity={toImport ? 'info' : 'warning'} sx={{ mt: 2 }}>
            {toImport
              ? `Simulación lista: ${formatNumber(toImport)} documento(s) se importarán. Nada se ha guardado todavía; pulsa «Importar» para hacerlo.`
              : 'Simulación lista: no hay nada nuevo que importar.'}
          </Alert>
        )}
        {phase === 'done' && report && (
          <Alert severity="success" sx={{ mt: 2 }}>
            Importación terminada: {formatNumber(report.counts.created)} creado(s),{' '}
            {formatNumber(report.counts.updated)} actualizado(s).
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
              Plantilla de {CSV_IMPORT_KIND_LABELS[kind].toLowerCase()}
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
