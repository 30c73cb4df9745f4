import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Order, OrderLineEdit } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { SaleFigureRows } from '@/domain/sales/sale-figure-rows';
import { formatUsd } from '@/lib/format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useChangeOrderLines, useOrderLineOptions } from '../api/orders';
import { OrderLineFields } from './order-line-fields';
import { draftsOf, lineEditsOf, linesChanged, type LineDraft } from './order-line-edits';

/** Whether staff may still change an order's lines (the server also checks its invoice). */
export function linesEditable(order: Pick<Order, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'confirmed';
}

/**
 * «Editar líneas»: lower a quantity, remove a line, take another presentation of the same
 * product. «Ver totales» asks the server for the figures without saving; saving tells the buyer.
 */
export function OrderLinesDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="order-lines-title"
    >
      <OrderLinesForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function OrderLinesForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const options = useOrderLineOptions(order.id, null);
  const saving = useChangeOrderLines();
  const previewing = useChangeOrderLines();
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>(() => draftsOf(order));
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<OrderLineEdit[]>([]);
  const [preview, setPreview] = useState<Order | null>(null);
  const edits = lineEditsOf(order, drafts);
  const changed = linesChanged(order, drafts);
  const error = saving.error ?? previewing.error;

  const onChange = (position: number, draft: LineDraft) => {
    setDrafts((current) => ({ ...current, [position]: draft }));
    setPreview(null);
    saving.reset();
    previewing.reset();
  };

  const showTotals = async () => {
    setSent(edits);
    try {
      setPreview(
        await previewing.mutateAsync({ body: { id: order.id, lines: edits }, dryRun: true }),
      );
    } catch {
      setPreview(null); // The fields and the alert below show why.
    }
  };

  const { onSubmit, sending } = useSingleSubmit(async () => {
    setSent(edits);
    let saved: Order;
    try {
      saved = await saving.mutateAsync({ body: { id: order.id, lines: edits, note } });
    } catch {
      return;
    }
    enqueueSnackbar(`Líneas cambiadas. Nuevo total: ${formatUsd(saved.summary.totalCents)}`, {
      variant: 'success',
    });
    onClose();
  });

  const close = () => {
    if (!sending) onClose();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="order-lines-title">
      <DialogTitle id="order-lines-title">Editar líneas del pedido {order.number}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Baja cantidades, quita productos o cambia la presentación. Subir cantidades o agregar
          productos no se puede: para eso, un pedido nuevo.
          {order.status === 'confirmed' && ' La reserva de stock sigue al cambio.'} Le avisamos al
          cliente por correo ({order.billing.email}).
        </DialogContentText>
        {options.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No pudimos leer las presentaciones ni el stock: puedes bajar o quitar líneas.
          </Alert>
        )}
        <OrderLineFields
          order={order}
          drafts={drafts}
          onChange={onChange}
          options={options.data}
          swaps
          error={error}
          sent={sent}
        />
        <TextField
          label="Nota (opcional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="Queda en el historial del pedido; el cliente también la ve."
        />
        {preview && (
          <Stack spacing={1} sx={{ mt: 2 }} aria-label="Totales con el cambio">
            <Typography variant="subtitle2">Totales con el cambio</Typography>
            <SaleFigureRows summary={preview.summary} showEmptyZeroRate={false} />
            <Typography variant="body2" color="text.secondary">
              Antes: {formatUsd(order.summary.totalCents)}
            </Typography>
          </Stack>
        )}
        <SaveErrorAlert error={error} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" color="inherit" onClick={close} disabled={sending}>
          Volver
        </Button>
        <Button
          variant="outlined"
          onClick={() => void showTotals()}
          disabled={!changed || sending}
          loading={previewing.isPending}
        >
          Ver totales
        </Button>
        <Button type="submit" variant="contained" disabled={!changed} loading={sending}>
          Guardar cambios
        </Button>
      </DialogActions>
    </form>
  );
}
