import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import type { Order, OrderStatus } from '@quimia/contracts';
import { SectionCard } from '@/components/section-card';
import { RecordColumns } from '@/components/record-columns';
import { whatsappLink } from '@/config/site';
import { formatDateTime } from '@/lib/format';
import { OrderStatusChip } from './order-status-chip';
import {
  buyerGreeting,
  buyerWhatsappPhone,
  OrderStatusDialog,
  STATUS_ACTIONS,
} from './order-status-dialog';
import { linesEditable, OrderLinesDialog } from './order-lines-dialog';
import {
  OrderBillingFacts,
  OrderDeliveryFacts,
  OrderFigures,
  OrderLinesTable,
  OrderTimeline,
} from './order-sections';

type Move = Exclude<OrderStatus, 'pending'>;

/**
 * An order as staff handle it: what was bought, the buyer, the timeline and the next moves.
 * `invoice`: the order's electronic invoice card, which the app brings from its own feature.
 */
export function OrderDetailsView({ order, invoice }: { order: Order; invoice?: ReactNode }) {
  const [moving, setMoving] = useState<Move | null>(null);
  const [editing, setEditing] = useState(false);
  const moves = order.nextStatuses.filter((status): status is Move => status !== 'pending');
  const phone = buyerWhatsappPhone(order);

  return (
    <RecordColumns
      ratio={[5, 3]}
      main={
        <>
          <Card sx={{ p: 3 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <OrderStatusChip status={order.status} />
                <Typography variant="body2" color="text.secondary">
                  Recibido el {formatDateTime(order.createdAt)}
                  {order.source === 'quotation' && ' · desde una cotización'}
                </Typography>
              </Stack>
              {moves.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {moves.map((status) => (
                    <Button
                      key={status}
                      variant={status === 'cancelled' ? 'outlined' : 'contained'}
                      color={status === 'cancelled' ? 'error' : 'primary'}
                      onClick={() => setMoving(status)}
                    >
                      {STATUS_ACTIONS[status].button}
                    </Button>
                  ))}
                </Stack>
              )}
            </Stack>
            {moves.length === 0 && (
              <Alert severity={order.status === 'delivered' ? 'success' : 'info'} sx={{ mb: 2 }}>
                {order.status === 'delivered'
                  ? 'Pedido entregado: ya no cambia de estado.'
                  : 'Pedido cancelado: ya no cambia de estado.'}
              </Alert>
            )}
            <OrderLinesTable order={order} />
            {linesEditable(order) && (
              <Button variant="outlined" onClick={() => setEditing(true)} sx={{ mt: 2 }}>
                Editar líneas
              </Button>
            )}
          </Card>
          <SectionCard title="Totales" headingGap={2}>
            <OrderFigures order={order} />
          </SectionCard>
        </>
      }
      side={
        <>
          {invoice}
          <SectionCard title="Historial" headingGap={2}>
            <OrderTimeline order={order} />
          </SectionCard>
          <SectionCard title="Facturación" headingGap={1}>
            <OrderBillingFacts order={order} />
            {phone && (
              <Button
                href={whatsappLink(
                  phone,
                  `${buyerGreeting(order)}, le escribimos por su pedido ${order.number}.`,
                )}
                target="_blank"
                rel="noopener"
                startIcon={<WhatsApp />}
                color="success"
                sx={{ mt: 1 }}
              >
                Escribir por WhatsApp
              </Button>
            )}
          </SectionCard>
          <SectionCard title="Entrega y pago" headingGap={1}>
            <OrderDeliveryFacts order={order} />
          </SectionCard>
          <OrderStatusDialog order={order} status={moving} onClose={() => setMoving(null)} />
          <OrderLinesDialog order={order} open={editing} onClose={() => setEditing(false)} />
        </>
      }
    />
  );
}
