import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_METHOD_LABELS, type OrderSummary } from '@quimia/contracts';
import { EmptyAccountList } from '@/domain/sales/empty-account-list';
import { LoadError } from '@/components/load-error';
import { formatDate, formatUsd } from '@/lib/format';
import { useMyOrders, useOrder } from '../api/orders';
import { OrderStatusChip } from './order-status-chip';
import { OrderDeliveryFacts, OrderFigures, OrderLinesTable, OrderTimeline } from './order-sections';

const PAGE_SIZE = 5;

/** One of the client's orders whole: lines, figures, delivery and where it is now. */
function MyOrderDialog({
  summary,
  onClose,
  documents,
}: {
  summary: OrderSummary | null;
  onClose: () => void;
  documents?: (orderId: string) => ReactNode;
}) {
  const order = useOrder(summary?.id);
  return (
    <Dialog
      open={Boolean(summary)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="my-order-title"
    >
      <DialogTitle id="my-order-title">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>Pedido {summary?.number}</span>
          {order.data && <OrderStatusChip status={order.data.status} />}
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {order.data ? (
          <Stack spacing={3}>
            <OrderLinesTable order={order.data} />
            <Box sx={{ width: 1, maxWidth: 360, alignSelf: { sm: 'flex-end' } }}>
              <OrderFigures order={order.data} />
            </Box>
            <Divider />
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  Entrega y pago
                </Typography>
                <OrderDeliveryFacts order={order.data} />
              </div>
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
                  Seguimiento
                </Typography>
                <OrderTimeline order={order.data} showWho={false} />
              </div>
            </Box>
            {documents?.(order.data.id)}
          </Stack>
        ) : order.isError ? (
          <LoadError message="No pudimos cargar el pedido." onRetry={() => void order.refetch()} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Cargando el pedido" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Mis pedidos" in Mi cuenta: the client's orders, newest first, each opened whole. `documents`:
 * an order's electronic invoices to download, which the app brings from their own feature.
 */
export function MyOrders({
  userId,
  documents,
}: {
  userId: string;
  documents?: (orderId: string) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(userId, page, PAGE_SIZE);
  const [opened, setOpened] = useState<OrderSummary | null>(null);

  if (orders.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Cargando tus pedidos" />
      </Box>
    );
  }
  if (orders.isError) {
    return (
      <LoadError message="No pudimos cargar tus pedidos." onRetry={() => void orders.refetch()} />
    );
  }
  const { items, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyAccountList message="Todavía no tienes pedidos. Los que hagas con tu cuenta abierta aparecerán aquí." />
    );
  }
  return (
    <>
      <List
        disablePadding
        aria-label="Mis pedidos"
        sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}
      >
        {items.map((order, index) => (
          <ListItemButton
            key={order.id}
            divider={index < items.length - 1}
            onClick={() => setOpened(order)}
            sx={{ px: 1, py: 1.5, gap: 2, flexWrap: 'wrap' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 180 }}>
              <Typography variant="subtitle2">{order.number}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(order.createdAt)} · {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
              </Typography>
            </Box>
            <Typography variant="subtitle2">{formatUsd(order.totalCents)}</Typography>
            <OrderStatusChip status={order.status} />
          </ListItemButton>
        ))}
      </List>
      {total > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / PAGE_SIZE)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
      <MyOrderDialog summary={opened} onClose={() => setOpened(null)} documents={documents} />
    </>
  );
}
