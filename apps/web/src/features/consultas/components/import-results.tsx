import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CSV_IMPORT_KIND_LABELS,
  TAX_DOCUMENT_KIND_LABELS,
  type CsvImportKind,
  type CsvPreview,
  type ImportFileResult,
  type ImportOutcome,
} from '@quimia/contracts';
import { SelectFilter } from '@/components/table/select-filter';
import { countOf, formatNumber, inSentence } from '@/lib/format';
import type { ImportReport } from '../utils/use-import-session';
import { useLocalTableState } from '../utils/use-list-state';
import { SecondLine } from './consulta-page';
import { ConsultaTable, type ConsultaColumn } from './consulta-table';
import { DIRECTION_LABELS } from './document-columns';

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

/** What happened, or would happen, to each file: counts and the table, filterable. */
export function ImportResults({ report }: { report: ImportReport }) {
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
