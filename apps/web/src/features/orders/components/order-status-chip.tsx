import { ORDER_STATUS_LABELS, type OrderStatus } from '@quimia/contracts';
import { StatusChip } from '@/components/status-chip';

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
    <StatusChip
      label={ORDER_STATUS_LABELS[status]}
      color={COLORS[status]}
      outlined={status === 'cancelled'}
    />
  );
}
