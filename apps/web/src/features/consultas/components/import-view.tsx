import { useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { CSV_IMPORT_KIND_LABELS, CSV_IMPORT_KINDS } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { FileInputButton } from '@/components/file-input-button';
import { SelectFilter } from '@/components/table/select-filter';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize, inSentence } from '@/lib/format';
import { downloadCsvTemplate } from '../api/consultas';
import { fileKey, withColumn } from '../utils/csv-mapping';
import { IMPORT_ACCEPT } from '../utils/import-batches';
import {
  chosenFilesText,
  dryRunText,
  importDoneText,
  progressText,
  progressValue,
} from '../utils/import-progress';
import { useImportSession } from '../utils/use-import-session';
import { CsvColumnsEditor } from './csv-columns-editor';
import { ImportResults } from './import-results';
import { UnmatchedCodesSection } from './unmatched-codes-section';

/** The import page: files dropped or chosen, a dry run, the import in batches, and the codes left. */
export function ImportView() {
  const session = useImportSession();
  const { files, refusedHere, phase, running, progress, report, problem, stale } = session;
  const { csvKind, previews, choices, toImport, csvFiles, unmapped } = session;
  const { add, choose, remove, run } = session;
  const [dragging, setDragging] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

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
          onChange={session.chooseCsvKind}
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
            {chosenFilesText(files.length, formatFileSize(session.totalBytes), refusedHere.length)}
          </Typography>
          {(files.length > 0 || refusedHere.length > 0) && (
            <Button onClick={session.clear} disabled={running}>
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
              <Button size="small" color="inherit" onClick={session.stop}>
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
