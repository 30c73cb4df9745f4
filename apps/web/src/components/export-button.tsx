import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from 'notistack';
import { errorMessage } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import {
  buildCsv,
  EXPORT_ROW_LIMIT,
  exportFileName,
  fetchAllRows,
  type ExportColumn,
  type ExportPage,
  type ExportValue,
} from '@/lib/export-rows';

export type ExportSource<T> = {
  /** The file's title ('Clientes'); the name adds today's date. */
  title: string;
  columns: readonly ExportColumn[];
  /** One row's values, in the order of `columns`. */
  values: (row: T) => ExportValue[];
  /** A page of the list under the filters shown. */
  fetchPage: (page: number, pageSize: number) => Promise<ExportPage<T>>;
};

const numberFormat: Record<ExportColumn['kind'], string | undefined> = {
  text: undefined,
  usd: '#,##0.00',
  number: '#,##0.######',
  date: undefined,
};

/** The book, built by `write-excel-file` only when someone asks for one. */
async function excelBlob(title: string, columns: readonly ExportColumn[], rows: ExportValue[][]) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.label, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column, index) => {
      const value = row[index];
      if (value === null || value === undefined || value === '') return null;
      if (typeof value === 'number') return { value, format: numberFormat[column.kind] };
      return { value };
    }),
  );
  return writeXlsxFile([header, ...body], {
    sheet: title.slice(0, 31),
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: column.kind === 'text' ? 32 : 14 })),
  }).toBlob();
}

/**
 * "Exportar": the whole list under the filters shown (every page, up to 10.000 rows) as CSV or
 * Excel.
 */
export function ExportButton<T>({ title, columns, values, fetchPage }: ExportSource<T>) {
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const run = async (format: 'csv' | 'xlsx') => {
    setOpen(false);
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, total, truncated } = await fetchAllRows(fetchPage, {
        onProgress: (done, all) => setProgress({ done, total: all }),
      });
      const data = rows.map(values);
      const blob =
        format === 'csv'
          ? new Blob([buildCsv(columns, data)], { type: 'text/csv;charset=utf-8' })
          : await excelBlob(title, columns, data);
      downloadBlob(blob, exportFileName(title, format));
      if (truncated) {
        enqueueSnackbar(
          `Se exportaron las primeras ${EXPORT_ROW_LIMIT.toLocaleString('es-EC')} filas de ${total.toLocaleString('es-EC')}. Filtra por fechas para exportar el resto.`,
          { variant: 'warning' },
        );
      }
    } catch (error) {
      enqueueSnackbar(`No se pudo exportar: ${errorMessage(error)}`, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => setOpen(true)}
        disabled={progress !== null}
        aria-haspopup="menu"
        aria-expanded={open}
        sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
      >
        {progress
          ? progress.total
            ? `Exportando ${progress.done}/${progress.total}…`
            : 'Exportando…'
          : 'Exportar'}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        <MenuItem onClick={() => void run('csv')}>
          <ListItemText primary="CSV" secondary="Separado por punto y coma" />
        </MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>
          <ListItemText primary="Excel" secondary=".xlsx" />
        </MenuItem>
      </Menu>
    </>
  );
}
