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
import type { Order, OrderLineEdit, OrderLineOptions, OrderStatus } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useCompany } from '@/api/company';
import { NativeOptions } from '@/components/form-fields';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { reachableOnWhatsapp, whatsappLink } from '@/config/site';
import { asApiError } from '@/lib/api-error';
import { formatUsd } from '@/lib/format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useChangeOrderStatus, useOrderLineOptions } from '../api/orders';
import { OrderLineFields } from './order-line-fields';
import { draftsOf, lineEditsOf, linesChanged, type LineDraft } from './order-line-edits';

/**
 * The lines as the confirm dialog first shows them: each lowered to what the branch can serve
 * (removed when it has none), unless that would leave nothing to confirm.
 */
export function prefilledDrafts(
  order: Pick<Order, 'lines'>,
  options: OrderLineOptions | undefined,
): Record<number, LineDraft> {
  const drafts = draftsOf(order);
  if (!options) return drafts;
  for (const line of options.lines) {
    const draft = drafts[line.position];
    if (!draft || line.availableQuantity === null) continue;
    const quantity = Math.min(Number(draft.quantity), line.availableQuantity);
    drafts[line.position] =
      quantity > 0 ? { ...draft, quantity: String(quantity) } : { ...draft, removed: true };
  }
  return Object.values(drafts).every((draft) => draft.removed) ? draftsOf(order) : drafts;
}

/** What each move is called on its button, in its dialog and once done. */
export const STATUS_ACTIONS: Record<
  Exclude<OrderStatus, 'pending'>,
  { button: string; title: string; done: string }
> = {
  confirmed: { button: 'Confirmar', title: 'Confirmar el pedido', done: 'Pedido confirmado' },
  shipped: { button: 'Marcar enviado', title: 'Marcar el pedido enviado', done: 'Pedido enviado' },
  ready: {
    button: 'Listo para retirar',
    title: 'Marcar listo para retirar',
    done: 'Pedido listo para retirar',
  },
  delivered: {
    button: 'Marcar entregado',
    title: 'Marcar el pedido entregado',
    done: 'Pedido entregado',
  },
  cancelled: { button: 'Cancelar pedido', title: 'Cancelar el pedido', done: 'Pedido cancelado' },
};

/**
 * What confirming does to the stock: it is reserved at the branch that serves the order (a
 * pickup's own branch; for a shipment the one chosen) and leaves it when shipped or picked up.
 */
export function confirmExplanation(order: Pick<Order, 'number' | 'summary' | 'delivery'>): string {
  const total = formatUsd(order.summary.totalCents);
  const where =
    order.delivery.method === 'pickup'
      ? `Se reserva el stock de ${order.delivery.branch?.name ?? 'la sucursal de retiro'} para lo que lleva el pedido ${order.number} (${total}); sale del inventario cuando el cliente lo retira.`
      : `Se reserva en la sucursal que despacha el stock de lo que lleva el pedido ${order.number} (${total}); sale del inventario cuando se envía.`;
  return `${where} Confírmalo cuando el pago o el acuerdo con el cliente esté listo.`;
}

function explanation(order: Order, status: Exclude<OrderStatus, 'pending'>): string {
  switch (status) {
    case 'confirmed':
      return confirmExplanation(order);
    case 'shipped':
      return `Indica la transportista y el número de guía: se los enviamos por correo al cliente (${order.billing.email}) y, si tiene cuenta, los ve en Mi cuenta.`;
    case 'ready':
      return `El pedido queda listo para que el cliente lo retire en ${order.delivery.branch?.name ?? 'la sucursal'}; se lo avisamos por correo (${order.billing.email}).`;
    case 'delivered':
      return 'El cliente recibió el pedido. Después ya no cambia de estado.';
    case 'cancelled':
      return order.status === 'confirmed'
        ? 'Se libera el stock que el pedido tenía reservado. Un pedido cancelado ya no cambia de estado.'
        : 'Un pedido cancelado ya no cambia de estado.';
  }
}

type BuyerContact = Pick<Order, 'number' | 'billing' | 'delivery'>;

/**
 * The buyer's phone WhatsApp can reach: the one who receives a shipment, else the billing one;
 * null when neither reads as a whole number.
 */
export function buyerWhatsappPhone(order: BuyerContact): string | null {
  return (
    [order.delivery.address?.phone, order.billing.phone].find((phone): phone is string =>
      Boolean(phone && reachableOnWhatsapp(phone)),
    ) ?? null
  );
}

/** «Hola, Juana Tipán»; a «consumidor final» sale, billed to no name, greets its delivery contact. */
export function buyerGreeting(order: BuyerContact): string {
  const name = (
    order.billing.identificationType === 'consumidor_final'
      ? (order.delivery.address?.contactName ?? '')
      : order.billing.name
  ).trim();
  return name ? `Hola, ${name}` : 'Hola';
}

/**
 * A WhatsApp chat with the buyer, its message naming the order, the carrier and the guide; null
 * when the order carries no phone WhatsApp can reach.
 */
export function shippedWhatsappLink(
  order: BuyerContact,
  carrier: string,
  guideNumber: string,
): string | null {
  const phone = buyerWhatsappPhone(order);
  if (!phone) return null;
  return whatsappLink(
    phone,
    `${buyerGreeting(order)}: tu pedido ${order.number} ya salió con ${carrier.trim()}. Número de guía: ${guideNumber.trim()}.`,
  );
}

type OrderStatusDialogProps = {
  order: Order;
  /** The move to make; null keeps the dialog closed. */
  status: Exclude<OrderStatus, 'pending'> | null;
  onClose: () => void;
};

/** Asks before moving an order on: a note for the timeline, and the carrier and guide to ship. */
export function OrderStatusDialog({ order, status, onClose }: OrderStatusDialogProps) {
  const changing = useChangeOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const [carrier, setCarrier] = useState('');
  const [guideNumber, setGuideNumber] = useState('');
  const [note, setNote] = useState('');
  const { data: company } = useCompany();
  const branches = company?.branches ?? [];
  // A shipment is served by the branch chosen here (the first until someone picks another); a
  // pickup by its own branch, which the server knows.
  const ships = status === 'confirmed' && order.delivery.method !== 'pickup';
  const [branchId, setBranchId] = useState<string | null>(null);
  const servingBranch = branchId ?? branches[0]?.id ?? null;
  // Confirming part of it: the lines prefilled with what the serving branch can give.
  const confirming = status === 'confirmed';
  const options = useOrderLineOptions(order.id, ships ? servingBranch : null, confirming);
  const [typed, setTyped] = useState<Record<number, LineDraft> | null>(null);
  const drafts = typed ?? prefilledDrafts(order, options.data);
  const partial = confirming && linesChanged(order, drafts);
  const [sent, setSent] = useState<OrderLineEdit[]>([]);
  // A double click on the button sends once: the second send would find the order already moved
  // and leave the dialog open with a conflict, though the first one went through.
  const { onSubmit, sending } = useSingleSubmit(async () => {
    if (!status) return;
    const lines = partial ? lineEditsOf(order, drafts) : undefined;
    setSent(lines ?? []);
    try {
      await changing.mutateAsync({
        ...(lines ? { lines } : {}),
        id: order.id,
        status,
        note,
        ...(status === 'shipped' ? { carrier, guideNumber } : {}),
        ...(ships && servingBranch ? { branchId: servingBranch } : {}),
      });
    } catch {
      return; // The alert below shows why.
    }
    enqueueSnackbar(STATUS_ACTIONS[status].done, { variant: 'success' });
    changing.reset();
    setNote('');
    setBranchId(null);
    setTyped(null);
    onClose();
  });
  if (!status) return null;
  const action = STATUS_ACTIONS[status];
  const fieldError = (field: string) =>
    asApiError(changing.error)?.details?.find((detail) => detail.field === field)?.message;

  const close = () => {
    if (sending) return;
    changing.reset();
    setCarrier('');
    setGuideNumber('');
    setNote('');
    setBranchId(null);
    setTyped(null);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth={confirming ? 'sm' : 'xs'}
      aria-labelledby="order-status-title"
      aria-describedby="order-status-description"
    >
      <form onSubmit={onSubmit}>
        <DialogTitle id="order-status-title">{action.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="order-status-description" sx={{ mb: 2 }}>
            {explanation(order, status)}
          </DialogContentText>
          <Stack spacing={2}>
            {ships && (
              <TextField
                select
                label="Sucursal que despacha"
                value={servingBranch ?? ''}
                onChange={(event) => {
                  setBranchId(event.target.value);
                  setTyped(null);
                }}
                required
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                error={Boolean(fieldError('branchId'))}
                helperText={fieldError('branchId') ?? 'Su stock queda reservado para el pedido.'}
              >
                <NativeOptions
                  options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
                />
              </TextField>
            )}
            {confirming && (
              <Stack spacing={1.5} component="section" aria-label="Qué se confirma">
                <Typography variant="subtitle2">
                  Qué se confirma{options.data ? ` (stock de ${options.data.branch.name})` : ''}
                </Typography>
                {partial && (
                  <Alert severity="warning">
                    Se confirma solo una parte: las líneas cambian y se le avisa al cliente por
                    correo con el nuevo total.
                  </Alert>
                )}
                <OrderLineFields
                  order={order}
                  drafts={drafts}
                  onChange={(position, draft) => {
                    setTyped({ ...drafts, [position]: draft });
                    changing.reset();
                  }}
                  options={options.data}
                  swaps={false}
                  error={changing.error}
                  sent={sent}
                />
              </Stack>
            )}
            {status === 'shipped' && (
              <>
                <TextField
                  label="Transportista"
                  placeholder="Servientrega, Tramaco, Laar…"
                  value={carrier}
                  onChange={(event) => setCarrier(event.target.value)}
                  required
                  autoFocus
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                  error={Boolean(fieldError('carrier'))}
                  helperText={fieldError('carrier')}
                />
                <TextField
                  label="Número de guía"
                  value={guideNumber}
                  onChange={(event) => setGuideNumber(event.target.value)}
                  required
                  slotProps={{ htmlInput: { maxLength: 60 } }}
                  error={Boolean(fieldError('guideNumber'))}
                  helperText={fieldError('guideNumber')}
                />
                <ShippedWhatsappButton order={order} carrier={carrier} guideNumber={guideNumber} />
              </>
            )}
            <TextField
              label="Nota (opcional)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              helperText="Queda en el historial del pedido; el cliente también la ve."
            />
          </Stack>
          <SaveErrorAlert error={changing.error} />
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={close} disabled={sending}>
            Volver
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={status === 'cancelled' ? 'error' : 'primary'}
            loading={sending}
          >
            {action.button}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Tells the buyer on WhatsApp too, once the carrier and the guide are written. */
function ShippedWhatsappButton({
  order,
  carrier,
  guideNumber,
}: {
  order: Order;
  carrier: string;
  guideNumber: string;
}) {
  const link = shippedWhatsappLink(order, carrier, guideNumber);
  if (!link) return null;
  const ready = Boolean(carrier.trim() && guideNumber.trim());
  return (
    <Button
      component="a"
      href={ready ? link : undefined}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      color="success"
      startIcon={<WhatsAppIcon />}
      disabled={!ready}
      sx={{ alignSelf: 'flex-start' }}
    >
      Avisar también por WhatsApp
    </Button>
  );
}
