import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatKilograms,
  QUOTATION_STATUS_LABELS,
  type QuotationLine,
  type QuotationMessage,
  type QuotationStatus,
  type SaleSummary,
} from '@quimia/contracts';
import { SaleFigureRows } from '@/domain/sales/sale-figure-rows';
import { SaleLineProductCell } from '@/domain/sales/sale-line-cell';
import { StatusChip } from '@/components/status-chip';
import { formatDateTime, formatNumber, formatShopLongDate, formatUsd } from '@/lib/format';

// The parts of a quotation that its buyer (at its link) and staff (in the dashboard) both see.

/** `2026-12-09` → "9 de diciembre de 2026" (a day of the shop's calendar). */
export function formatDay(day: string): string {
  // Noon at the shop: the same day wherever the page is drawn.
  return formatShopLongDate(new Date(`${day}T12:00:00-05:00`));
}

const STATUS_COLORS: Record<
  QuotationStatus,
  'warning' | 'info' | 'primary' | 'success' | 'error' | 'default'
> = {
  new: 'warning',
  sent: 'info',
  accepted: 'primary',
  rejected: 'error',
  expired: 'default',
  converted: 'success',
};

/** A quotation's status as a coloured label ("Enviada", "Vencida"…). */
export function QuotationStatusChip({ status }: { status: QuotationStatus }) {
  return (
    <StatusChip
      label={QUOTATION_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      outlined={status === 'expired' || status === 'rejected'}
    />
  );
}

// On a phone the unit price goes under the product's name: four columns do not fit.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** What is quoted: each line with its unit price without IVA ("A consultar" when it has none). */
export function QuotationLinesTable({ lines, label }: { lines: QuotationLine[]; label: string }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Producto</TableCell>
            <TableCell align="right">Cantidad</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Precio unitario
            </TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.presentationId ?? 'removed'}-${index}`}>
              <SaleLineProductCell
                line={line}
                extra={
                  line.leadTimeDays > 0 &&
                  ` · entrega en ${line.leadTimeDays} ${line.leadTimeDays === 1 ? 'día hábil' : 'días hábiles'}`
                }
              >
                {line.note && (
                  <Typography variant="caption" color="warning.onPaper" component="div">
                    {line.note}
                  </Typography>
                )}
                <Typography
                  variant="body2"
                  color={line.unitPriceCents === null ? 'warning.onPaper' : 'text.secondary'}
                  sx={NARROW_ONLY}
                >
                  {line.unitPriceCents === null
                    ? 'Precio a consultar'
                    : `${formatUsd(line.unitPriceCents)} c/u sin IVA`}
                </Typography>
              </SaleLineProductCell>
              <TableCell align="right">{formatNumber(line.quantity)}</TableCell>
              <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {line.unitPriceCents === null ? (
                  <Typography variant="body2" color="warning.onPaper" sx={{ fontWeight: 600 }}>
                    A consultar
                  </Typography>
                ) : (
                  <>
                    {formatUsd(line.unitPriceCents)}
                    {line.breakFromQuantity !== null && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        por volumen, desde {formatNumber(line.breakFromQuantity)}
                      </Typography>
                    )}
                  </>
                )}
              </TableCell>
              <TableCell align="right">
                {line.subtotalCents === null ? '—' : formatUsd(line.subtotalCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The figures as an Ecuadorian invoice shows them; lines on request are not in them. */
export function QuotationFigures({
  summary,
  lines,
  status,
  shippingWeightKg = null,
}: {
  summary: SaleSummary;
  lines: QuotationLine[];
  status: QuotationStatus;
  /** What the lines weigh for their freight (kg); null: not known. */
  shippingWeightKg?: number | null;
}) {
  const unpriced = lines.filter((line) => line.unitPriceCents === null).length;
  // Shipping is priced when the quotation is accepted: before that it is still to come, after
  // it is in the order, and a quotation that can no longer be accepted has none.
  const shipping =
    status === 'new' || status === 'sent'
      ? 'El envío se calcula al aceptar, según la entrega que elijas.'
      : status === 'accepted' || status === 'converted'
        ? 'El envío, según la entrega elegida, va en el pedido.'
        : '';
  return (
    <SaleFigureRows
      summary={summary}
      showEmptyZeroRate
      discountText={`-${formatUsd(summary.discountCents)}`}
      note={
        <>
          {shippingWeightKg !== null && (
            <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
              Peso de envío: {formatKilograms(shippingWeightKg)}
            </Box>
          )}
          {unpriced > 0
            ? `${unpriced === 1 ? 'Un producto con precio a consultar no está' : `${unpriced} productos con precio a consultar no están`} en el total. `
            : ''}
          {shipping}
        </>
      }
    />
  );
}

/** A quotation's lines, and under them its notes (`children`) beside its figures. */
export function QuotationContents({
  quotation,
  figuresWidth,
  children,
}: {
  quotation: {
    number: string;
    status: QuotationStatus;
    lines: QuotationLine[];
    summary: SaleSummary;
    shippingWeightKg?: number | null;
  };
  /** The figures' column on wide screens, in pixels. */
  figuresWidth: number;
  children: ReactNode;
}) {
  return (
    <>
      <QuotationLinesTable
        lines={quotation.lines}
        label={`Productos de la cotización ${quotation.number}`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: `1fr ${figuresWidth}px` },
        }}
      >
        {children}
        <QuotationFigures
          summary={quotation.summary}
          lines={quotation.lines}
          status={quotation.status}
          shippingWeightKg={quotation.shippingWeightKg ?? null}
        />
      </Box>
    </>
  );
}

/** "Ana Pérez · ProduApps"; the shop's name once when the person's already carries it. */
function staffSignature(name: string, sellerName: string): string {
  return name.toLocaleLowerCase('es').includes(sellerName.toLocaleLowerCase('es'))
    ? name
    : `${name} · ${sellerName}`;
}

/** The thread between the buyer and the seller, oldest first. */
export function QuotationThread({
  messages,
  sellerName,
}: {
  messages: QuotationMessage[];
  sellerName: string;
}) {
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Todavía no hay mensajes.
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((message) => {
        const staff = message.author === 'staff';
        return (
          <Box
            component="li"
            key={message.id}
            sx={{
              alignSelf: staff ? 'flex-start' : 'flex-end',
              maxWidth: '85%',
              px: 2,
              py: 1.25,
              borderRadius: 2,
              bgcolor: staff ? 'primary.lighter' : 'background.neutral',
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              <strong>{staff ? staffSignature(message.name, sellerName) : message.name}</strong> ·{' '}
              {formatDateTime(message.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
