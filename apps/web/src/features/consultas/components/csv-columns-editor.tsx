import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CSV_IMPORT_KIND_LABELS,
  CSV_IMPORT_KINDS,
  type CsvImportKind,
  type CsvPreview,
} from '@quimia/contracts';
import { NativeOptions } from '@/components/form-fields';
import { formatNumber, inSentence } from '@/lib/format';
import {
  missingRequired,
  repeatedColumns,
  rowsAsRead,
  type CsvChoice,
  type CsvColumns,
} from '../utils/csv-mapping';

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value)} ${value === 1 ? one : many}`;

/** Sample rows shown beside the fields: enough to recognise the data, narrow enough to read. */
const SHOWN_ROWS = 3;

type CsvColumnsEditorProps = {
  fileName: string;
  /** What the last dry run read: the file's headers, the kind's fields and its first rows. */
  preview: CsvPreview;
  choice: CsvChoice;
  onKindChange: (kind: CsvImportKind) => void;
  onColumnChange: (field: string, column: number | null) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * One CSV file's columns after a dry run: for each field the import needs, the column it is read
 * from (to be changed) and the first rows as they would be read. A required field without a
 * column is an error; another kind or other columns need the dry run again.
 */
export function CsvColumnsEditor({
  fileName,
  preview,
  choice,
  onKindChange,
  onColumnChange,
  onRemove,
  disabled,
}: CsvColumnsEditorProps) {
  const columns: CsvColumns = choice.columns ?? preview.mapping;
  const sameKind = choice.kind === preview.kind;
  const missing = sameKind ? missingRequired(preview, columns) : [];
  const repeated = sameKind ? repeatedColumns(preview, columns) : [];
  const rows = rowsAsRead(preview, columns).slice(0, SHOWN_ROWS);
  const headerOptions = preview.headers.map((header, index) => ({
    value: String(index),
    label: header || `Columna ${index + 1}`,
  }));
  const title = `Columnas de ${fileName}`;

  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-all' }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {count(preview.rowCount, 'fila', 'filas')} ·{' '}
            {count(preview.headers.length, 'columna', 'columnas')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="Tipo de CSV"
          value={choice.kind}
          disabled={disabled}
          onChange={(event) => {
            const kind = CSV_IMPORT_KINDS.find((value) => value === event.target.value);
            if (kind) onKindChange(kind);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <NativeOptions
            options={CSV_IMPORT_KINDS.map((kind) => ({
              value: kind,
              label: CSV_IMPORT_KIND_LABELS[kind],
            }))}
          />
        </TextField>
        <Button size="small" color="inherit" onClick={onRemove} disabled={disabled}>
          Quitar este archivo
        </Button>
      </Stack>

      {!sameKind ? (
        <Alert severity="info">
          Pulsa «Revisar (simulación)» para ver las columnas que necesita un CSV de{' '}
          {inSentence(CSV_IMPORT_KIND_LABELS[choice.kind])}.
        </Alert>
      ) : (
        <>
          {missing.length > 0 && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              Elige la columna de {missing.map((label) => `«${label}»`).join(', ')}: sin ella este
              archivo no se puede importar.
            </Alert>
          )}
          {repeated.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1.5 }}>
              La columna {repeated.map((header) => `«${header}»`).join(', ')} está elegida para más
              de un campo.
            </Alert>
          )}
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${title}, desplazable`}>
            <Table size="small" sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Campo</TableCell>
                  <TableCell>Columna del archivo</TableCell>
                  {rows.map((_, index) => (
                    <TableCell key={index}>Fila {index + 1} leída</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.fields.map((field, fieldIndex) => {
                  const column = columns[field.key];
                  const unset = column == null;
                  const error = field.required && unset;
                  const emptyOption = field.required
                    ? unset
                      ? '— elige una columna —'
                      : undefined
                    : '— sin columna —';
                  return (
                    <TableRow key={field.key}>
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                        {field.label}
                        {field.required && (
                          <Typography component="span" color="text.secondary" variant="caption">
                            {' '}
                            (obligatorio)
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 200 }}>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={unset ? '' : String(column)}
                          error={error}
                          helperText={error ? 'Falta elegir la columna' : undefined}
                          disabled={disabled}
                          onChange={(event) =>
                            onColumnChange(
                              field.key,
                              event.target.value === '' ? null : Number(event.target.value),
                            )
                          }
                          slotProps={{
                            select: { native: true },
                            htmlInput: { 'aria-label': `Columna para ${field.label}` },
                          }}
                        >
                          <NativeOptions options={headerOptions} emptyOption={emptyOption} />
                        </TextField>
                      </TableCell>
                      {rows.map((cells, index) => (
                        <TableCell key={index} sx={{ maxWidth: 220, wordBreak: 'break-word' }}>
                          {cells[fieldIndex] || (
                            <Typography component="span" color="text.disabled" variant="body2">
                              —
                            </Typography>
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Card>
  );
}
