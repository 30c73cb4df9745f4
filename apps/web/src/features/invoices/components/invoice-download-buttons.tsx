import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useSnackbar } from 'notistack';
import { errorMessage } from '@/lib/api-client';
import { downloadInvoiceFile, type InvoiceFile } from '../api/invoices';

type InvoiceDownloadButtonsProps = {
  id: string;
  number: string;
  /** The buttons' words: staff read «Descargar RIDE (PDF)», a buyer «Factura PDF». */
  labels?: Record<InvoiceFile, string>;
  size?: ButtonProps['size'];
};

const STAFF_LABELS: Record<InvoiceFile, string> = {
  ride: 'Descargar RIDE (PDF)',
  xml: 'Descargar XML',
};

/** The authorised document's RIDE and XML, downloaded with the session's token. */
export function InvoiceDownloadButtons({
  id,
  number,
  labels = STAFF_LABELS,
  size,
}: InvoiceDownloadButtonsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<InvoiceFile | null>(null);
  const download = async (file: InvoiceFile) => {
    setBusy(file);
    try {
      await downloadInvoiceFile(id, number, file);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {(['ride', 'xml'] as const).map((file) => (
        <Button
          key={file}
          size={size}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={busy !== null}
          onClick={() => void download(file)}
          aria-label={`${labels[file]} de ${number}`}
        >
          {busy === file ? 'Descargando…' : labels[file]}
        </Button>
      ))}
    </Stack>
  );
}
