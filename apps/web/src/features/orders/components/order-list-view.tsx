import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type OrderSummary,
} from '@quimia/contracts';
import { useNavigate } from 'react-router';
import { ListSearchField } from '@/components/table/list-filters';
import { OpenableRow, OpenableTitleCell, RelativeTimeCell } from '@/components/table/openable-row';
import { RecordListView } from '@/components/table/record-list-view';
import { ALL_STATUSES } from '@/components/table/status-tabs';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import { useRecordListParams } from '@/lib/list-params';
import { useOrders } from '../api/orders';
import { OrderStatusChip } from './order-status-chip';

const COLUMNS = [
  { label: 'Pedido' },
  { label: 'Recibido' },
  { label: 'Entrega y pago' },
  { label: 'Total', align: 'right' },
  { label: 'Estado' },
] as const;

function parseStatus(value: string | null): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/** A day as the date fields write it (`2026-03-31`), or undefined. */
function parseDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** Every order (staff): tabs per status with their counts, dates and a search, all in the URL. */
export function OrderListView() {
  const { searchParams, update, q, page, pageSize } = useRecordListParams();
  const navigate = useNavigate();
  const estado = parseStatus(searchParams.get('estado'));
  const desde = parseDay(searchParams.get('desde'));
  const hasta = parseDay(searchParams.get('hasta'));
  const orders = useOrders({ estado, desde, hasta, q: q || undefined, page, pageSize });
  const counts = orders.data?.counts;
  const all = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);

  return (
    <RecordListView
      status={{
        param: 'estado',
        value: estado,
        label: 'Estado de los pedidos',
        tabs: [
          { value: ALL_STATUSES, label: 'Todos', count: all },
          ...ORDER_STATUSES.map((status) => ({
            value: status,
            label: ORDER_STATUS_LABELS[status],
            count: counts?.[status],
          })),
        ],
      }}
      filters={
        <Box
          sx={{
            p: 2.5,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: '180px 180px 1fr' },
          }}
        >
          <TextField
            type="date"
            label="Desde"
            value={desde ?? ''}
            onChange={(event) => update({ desde: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hasta } }}
          />
          <TextField
            type="date"
            label="Hasta"
            value={hasta ?? ''}
            onChange={(event) => update({ hasta: event.target.value || null })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: desde } }}
          />
          <ListSearchField
            q={q}
            update={update}
            placeholder="Número, cliente, cédula/RUC o correo…"
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        </Box>
      }
      label="Pedidos"
      minWidth={820}
      columns={COLUMNS}
      query={orders}
      renderRow={(row) => (
        <OrderRow
          key={row.id}
          order={row}
          onOpen={() => void navigate(paths.dashboard.order.details(row.id))}
        />
      )}
      skeletonRow={
        <TableRow>
          {[160, 90, 150, 70, 80].map((width, index) => (
            <TableCell key={index}>
              <Skeleton width={width} />
              {index === 0 && <Skeleton width={120} />}
            </TableCell>
          ))}
        </TableRow>
      }
      emptyIcon={ReceiptLongOutlined}
      emptyTitle={
        q || desde || hasta || estado ? 'No se encontraron pedidos' : 'Todavía no hay pedidos'
      }
      filtered={Boolean(q || desde || hasta || estado)}
      page={page}
      pageSize={pageSize}
      update={update}
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
