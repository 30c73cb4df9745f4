import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_METHOD_LABELS,
  formatKilograms,
  IDENTIFICATION_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type Order,
} from '@quimia/contracts';
import { Fact } from '@/components/fact-list';
import { SaleFigureRows } from '@/domain/sales/sale-figure-rows';
import { SaleLineProductCell } from '@/domain/sales/sale-line-cell';
import { formatDateTime, formatNumber, formatUsd } from '@/lib/format';

// The parts of an order's page that staff and the client who placed it both see.

/** What was ordered: each line with its frozen unit price (without IVA) and subtotal. */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={`Productos del pedido ${order.number}`}
        sx={{ minWidth: 440 }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right">Precio unitario</TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line, index) => (
            <TableRow key={`${line.presentationId ?? 'removed'}-${index}`}>
              <SaleLineProductCell line={line} />
              <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
              <TableCell align="right">{formatUsd(line.unitPriceCents)}</TableCell>
              <TableCell align="right">{formatUsd(line.subtotalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The figures as an Ecuadorian invoice shows them: bases per IVA treatment, IVA and total. */
export function OrderFigures({ order }: { order: Order }) {
  const { summary } = order;
  return (
    <SaleFigureRows
      summary={summary}
      showEmptyZeroRate={false}
      note={
        <>
          {summary.shippingCents > 0
            ? `El envío (${formatUsd(summary.shippingCents)}) grava IVA y está en el subtotal con IVA.`
            : order.delivery.method === 'special'
              ? 'El transporte especial se cotiza aparte.'
              : 'Sin costo de envío.'}{' '}
          {formatNumber(summary.totalItems)} {summary.totalItems === 1 ? 'unidad' : 'unidades'}.
        </>
      }
    />
  );
}

/** Who the invoice names. */
export function OrderBillingFacts({ order }: { order: Order }) {
  const { billing } = order;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact term="Nombre o razón social" termWidth={140} wordBreak>
        {billing.name}
      </Fact>
      <Fact term={IDENTIFICATION_TYPE_LABELS[billing.identificationType]} termWidth={140}>
        {billing.identification}
      </Fact>
      <Fact term="Correo" termWidth={140} wordBreak>
        {billing.email}
      </Fact>
      {billing.phone && (
        <Fact term="Teléfono" termWidth={140}>
          {billing.phone}
        </Fact>
      )}
      <Fact term="Dirección" termWidth={140} wordBreak>
        {billing.address}
      </Fact>
    </Box>
  );
}

/** How the order reaches the buyer and how it is paid. */
export function OrderDeliveryFacts({ order }: { order: Order }) {
  const { delivery } = order;
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact term="Entrega" termWidth={140}>
        {DELIVERY_METHOD_LABELS[delivery.method]}
      </Fact>
      {order.shippingWeightKg !== null && delivery.method !== 'pickup' && (
        <Fact term="Peso de envío" termWidth={140}>
          {formatKilograms(order.shippingWeightKg)}
        </Fact>
      )}
      {delivery.branch && (
        <Fact term="Sucursal" termWidth={140} wordBreak>
          {delivery.branch.name}
          <br />
          {delivery.branch.address}
        </Fact>
      )}
      {delivery.address && (
        <>
          <Fact term="Dirección" termWidth={140} wordBreak>
            {delivery.address.address}, {delivery.address.city}, {delivery.address.province}
            {delivery.address.reference && (
              <>
                <br />
                {delivery.address.reference}
              </>
            )}
          </Fact>
          <Fact term="Recibe" termWidth={140} wordBreak>
            {delivery.address.contactName} · {delivery.address.phone}
          </Fact>
        </>
      )}
      {order.carrier && (
        <Fact term="Transportista" termWidth={140} wordBreak>
          {order.carrier} · guía {order.guideNumber}
        </Fact>
      )}
      <Fact term="Pago" termWidth={140}>
        {PAYMENT_METHOD_LABELS[order.payment.method]}
      </Fact>
    </Box>
  );
}

/** Each status the order took, who moved it and when, oldest first. */
export function OrderTimeline({ order, showWho = true }: { order: Order; showWho?: boolean }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {order.events.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === order.events.length - 1 ? 0 : 2.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === order.events.length - 1 ? 'primary.main' : 'grey.400',
            },
            '&::after':
              index === order.events.length - 1
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 9,
                    top: 20,
                    bottom: 0,
                    width: 2,
                    bgcolor: 'divider',
                  },
          }}
        >
          <Typography variant="subtitle2">
            {index === 0
              ? 'Pedido recibido'
              : event.kind === 'lines'
                ? 'Líneas cambiadas'
                : ORDER_STATUS_LABELS[event.status]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(event.at)}
            {showWho &&
              ` · ${event.by ?? (index === 0 ? 'Cliente sin cuenta' : 'Cuenta eliminada')}`}
          </Typography>
          {event.note && (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              {event.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
