import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PurchaseProposal, PurchaseProposalLine } from '@quimia/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { ProductPicker, type PickedProduct } from '@/domain/catalog/product-picker';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { formatDateTime, formatShopDate, formatUsd } from '@/lib/format';
import { usePurchaseProposal, useReceivePurchase } from '../api/purchase-receipts';
import {
  draftIsValid,
  initialDraft,
  quantityError,
  receiptLines,
  type ReceiptDraftLine,
} from '../utils/receipt-lines';
import { formatStockAmount } from '../utils/stock-amounts';

type PurchaseReceiptDialogProps = {
  /** The purchase open, or null while none is. */
  purchaseId: string | null;
  onClose: () => void;
  /** Once received, with the server's confirmation. */
  onReceived: (message: string) => void;
};

/** «Recepción de compra»: a purchase's lines, the branch, and «Recibir en <sucursal>». */
export function PurchaseReceiptDialog({
  purchaseId,
  onClose,
  onReceived,
}: PurchaseReceiptDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const proposal = usePurchaseProposal(purchaseId);
  return (
    <Dialog
      open={purchaseId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="purchase-receipt-title"
    >
      <DialogTitle id="purchase-receipt-title">Recepción de compra</DialogTitle>
      {proposal.data ? (
        <ReceiptForm
          key={proposal.data.purchase.id}
          proposal={proposal.data}
          onClose={onClose}
          onReceived={onReceived}
        />
      ) : (
        <>
          <DialogContent>
            {proposal.isError ? (
              <RetryAlert error={proposal.error} onRetry={() => void proposal.refetch()} />
            ) : (
              <Stack spacing={1}>
                <Skeleton width="60%" />
                <Skeleton variant="rounded" height={96} />
                <Skeleton variant="rounded" height={96} />
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function ReceiptForm({
  proposal,
  onClose,
  onReceived,
}: {
  proposal: PurchaseProposal;
  onClose: () => void;
  onReceived: (message: string) => void;
}) {
  const { purchase, lines, branches, receipt } = proposal;
  const receive = useReceivePurchase();
  const [branchId, setBranchId] = useState(branches[0]?.id ?? '');
  const [draft, setDraft] = useState(() => initialDraft(lines));
  const branch = branches.find((entry) => entry.id === branchId);
  const valid = draftIsValid(draft) && Boolean(branch);
  const change = (index: number, next: Partial<ReceiptDraftLine>) =>
    setDraft((current) =>
      current.map((entry, position) => (position === index ? { ...entry, ...next } : entry)),
    );

  const submit = async () => {
    const saved = await receive.mutateAsync({
      documentId: purchase.id,
      branchId,
      lines: receiptLines(lines, draft),
    });
    onReceived(saved.message);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !receive.isPending) void submit().catch(() => undefined);
      }}
      sx={{ display: 'contents' }}
    >
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="subtitle1">{purchase.supplierName}</Typography>
            <Typography variant="body2" color="text.secondary">
              Factura {purchase.number} · {formatShopDate(`${purchase.issueDate}T12:00:00Z`)} ·{' '}
              {formatUsd(purchase.totalCents)}
            </Typography>
          </Box>
          {receipt ? (
            <Alert severity="info">
              Esta compra ya se recibió el {formatDateTime(receipt.receivedAt)} en{' '}
              {receipt.branchName}
              {receipt.receivedBy ? ` (${receipt.receivedBy})` : ''}.
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Revisa las cantidades en la unidad de cada producto: solo las líneas marcadas entran
                al stock de la sucursal, como compra recibida.
              </Typography>
              <TextField
                select
                label="Sucursal que recibe"
                value={branchId}
                onChange={(event) => setBranchId(event.target.value)}
                sx={{ maxWidth: { sm: 360 } }}
                fullWidth
              >
                {branches.map((entry) => (
                  <MenuItem key={entry.id} value={entry.id}>
                    {entry.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {lines.map((line, index) => (
                  <ReceiptLine
                    key={line.line}
                    line={line}
                    entry={draft[index]!}
                    onChange={(next) => change(index, next)}
                  />
                ))}
              </Stack>
            </>
          )}
          <SaveErrorAlert error={receive.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{receipt ? 'Cerrar' : 'Cancelar'}</Button>
        {receipt ? null : (
          <Button type="submit" variant="contained" disabled={!valid} loading={receive.isPending}>
            {branch ? `Recibir en ${branch.name}` : 'Recibir'}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/**
 * One line: what was invoiced, the catalogue product it enters as (the mapped one, or one staff
 * choose for a line whose code maps to none) and the quantity that enters stock.
 */
function ReceiptLine({
  line,
  entry,
  onChange,
}: {
  line: PurchaseProposalLine;
  entry: ReceiptDraftLine;
  onChange: (next: Partial<ReceiptDraftLine>) => void;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const invoiced = `${formatStockAmount(line.quantity, line.unit ?? '').trim()}${line.code ? ` · código ${line.code}` : ''}`;
  const error = entry.receive ? quantityError(entry.quantity) : null;
  const fieldId = `receipt-line-${line.line}`;
  const product = entry.product;
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', m: 0 }}
          control={
            <Checkbox
              checked={entry.receive}
              disabled={!product}
              onChange={(event) => onChange({ receive: event.target.checked })}
              sx={{ mt: -0.75, ml: -1 }}
            />
          }
          label={
            <>
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {line.product ? line.product.name : line.description}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {line.product ? `${line.description} — ` : ''}
                {invoiced}
              </Typography>
            </>
          }
        />
        {line.reason ? (
          <Alert severity={line.product ? 'warning' : 'info'} sx={{ mt: 1, py: 0 }}>
            {line.reason}
          </Alert>
        ) : null}
        {line.product ? null : (
          <Box sx={{ mt: 1.5 }}>
            <ProductPicker
              label="Producto del catálogo"
              placeholder="Busca por nombre o código"
              text={search}
              onTextChange={setSearch}
              product={picked}
              onProductChange={(chosen) => {
                setPicked(chosen);
                onChange(
                  chosen?.unit
                    ? {
                        product: { id: chosen.id, name: chosen.name, unit: chosen.unit },
                        receive: true,
                      }
                    : { product: null, receive: false },
                );
              }}
              freeTextHint="Elige un producto de la lista para recibir esta línea"
            />
          </Box>
        )}
      </Box>
      {product ? (
        <TextField
          id={fieldId}
          label={`Cantidad (${product.unit})`}
          value={entry.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          disabled={!entry.receive}
          error={Boolean(error)}
          helperText={error ?? ' '}
          size="small"
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              endAdornment: <InputAdornment position="end">{product.unit}</InputAdornment>,
            },
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          No entra al stock
        </Typography>
      )}
    </Box>
  );
}
