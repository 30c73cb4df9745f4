import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InvoiceDetail } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { formatNumber } from '@/lib/format';
import { useCreateCreditNote } from '../api/invoices';
import { toCreditNoteBody, type CreditNoteCheck } from './credit-note-model';

type CreditNoteDialogProps = {
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
  /** The credit note issued: its page. */
  onIssued: (id: string) => void;
};

/** «Nota de crédito»: why, and which lines come back (none typed: the whole invoice). */
export function CreditNoteDialog({ invoice, open, onClose, onIssued }: CreditNoteDialogProps) {
  const create = useCreateCreditNote();
  const { enqueueSnackbar } = useSnackbar();
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<string[]>(() => invoice.lines.map(() => ''));
  const [check, setCheck] = useState<Extract<CreditNoteCheck, { ok: false }> | null>(null);

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setCheck(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toCreditNoteBody(invoice, { reason, quantities });
    if (!result.ok) {
      setCheck(result);
      return;
    }
    setCheck(null);
    create.mutate(result.body, {
      onSuccess: ({ invoice: note }) => {
        enqueueSnackbar(`Nota de crédito ${note.number} emitida; se está enviando al SRI`, {
          variant: 'success',
        });
        setReason('');
        setQuantities(invoice.lines.map(() => ''));
        onIssued(note.id);
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="credit-note-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="credit-note-title">
          Nota de crédito de la factura {invoice.number}
        </DialogTitle>
        <DialogContent dividers>
          <TextField
            label="Motivo"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            autoFocus
            error={Boolean(check?.reason)}
            helperText={
              check?.reason ??
              'Se imprime en la nota de crédito, p. ej. «Devolución de mercadería».'
            }
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ mb: 3 }}
          />
          <Typography variant="subtitle2" component="h3">
            Productos devueltos
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Deja todas las cantidades vacías para anular la factura completa.
          </Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Cantidades devueltas" sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Producto</TableCell>
                  <TableCell align="right">Facturado</TableCell>
                  <TableCell align="right" sx={{ width: 160 }}>
                    Devuelto
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.lines.map((line, index) => (
                  <TableRow key={`${line.code}-${index}`}>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        value={quantities[index] ?? ''}
                        onChange={(event) =>
                          setQuantities((current) =>
                            current.map((value, at) => (at === index ? event.target.value : value)),
                          )
                        }
                        error={Boolean(check?.lines[index])}
                        helperText={check?.lines[index]}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': `Cantidad devuelta de ${line.description}`,
                          },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {check && Object.keys(check.lines).length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Revisa las cantidades marcadas.
            </Alert>
          )}
          <SaveErrorAlert error={create.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Emitiendo…' : 'Emitir nota de crédito'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
