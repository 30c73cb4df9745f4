import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  type OrderSummary,
} from '@quimia/contracts';
import { DatedRecordListView, useDatedListParams } from '@/components/table/dated-record-list';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import { useOrders } from '../api/orders';
import { OrderStatusChip } from './order-status-chip';

const COLUMNS = [
  { label: 'Pedido' },
  { label: 'Recibido', wide: true },
  { label: 'Entrega y pago', wide: true },
  { label: 'Total', align: 'right' },
  { label: 'Estado' },
] as const;

/** Every order (staff): tabs per status with their counts, dates and a search, all in the URL. */
export function OrderListView() {
  const params = useDatedListParams(ORDER_STATUSES);
  const orders = useOrders(params.query);
  return (
    <DatedRecordListView
      params={params}
      query={orders}
      statusLabels={ORDER_STATUS_LABELS}
      statusLabel="Estado de los pedidos"
      allLabel="Todos"
      searchPlaceholder="Número, cliente, cédula/RUC o correo…"
      label="Pedidos"
      minWidth={820}
      columns={COLUMNS}
      renderRow={(row, onOpen) => <OrderRow order={row} onOpen={onOpen} />}
      detailsPath={paths.dashboard.order.details}
      skeletonWidths={[160, 90, 150, 70, 80]}
      emptyIcon={ReceiptLongOutlined}
      emptyTitles={{
        filtered: 'No se encontraron pedidos',
        none: 'Todavía no hay pedidos',
      }}
    />
  );
}

function OrderRow({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  return (
    <OpenableRow onOpen={onOpen}>
      <OpenableTitleCell
        title={order.number}
        onOpen={onOpen}
        maxWidth={280}
        fontWeight={order.status === 'pending' ? 700 : 500}
      >
        <Typography variant="body2" color="text.secondary" noWrap>
          {order.customerName} · {order.identification}
        </Typography>
      </OpenableTitleCell>
      <RelativeTimeCell value={order.createdAt} />
      <TableCell>
        <Typography variant="body2">{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</Typography>
        <Typography variant="body2" color="text.secondary">
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </Typography>
      </TableCell>
      <TableCell align="right">
        <Typography variant="subtitle2">{formatUsd(order.totalCents)}</Typography>
      </TableCell>
      <TableCell>
        <OrderStatusChip status={order.status} />
      </TableCell>
    </OpenableRow>
  );
}
