import type { ChipProps } from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@quimia/contracts';
import { StatusChip } from '@/components/status-chip';

const COLORS: Record<InvoiceStatus, ChipProps['color']> = {
  por_enviar: 'warning',
  recibida: 'info',
  autorizada: 'success',
  devuelta: 'error',
  no_autorizada: 'error',
  anulada: 'default',
};

/** A document's status with the SRI as a coloured label («Autorizada», «Devuelta»…). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return (
    <StatusChip
      label={INVOICE_STATUS_LABELS[status]}
      color={COLORS[status]}
      outlined={status === 'anulada'}
    />
  );
}
