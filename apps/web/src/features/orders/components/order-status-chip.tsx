import Chip from '@mui/material/Chip';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@quimia/contracts';

const COLORS: Record<
  OrderStatus,
  'warning' | 'info' | 'primary' | 'secondary' | 'success' | 'default'
> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'primary',
  ready: 'secondary',
  delivered: 'success',
  cancelled: 'default',
};

/** An order's status as a coloured label ("Pendiente", "Enviado"…). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={ORDER_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
