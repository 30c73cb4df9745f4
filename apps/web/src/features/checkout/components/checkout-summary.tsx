import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryOption, SaleSummary } from '@quimia/contracts';
import { otherBases } from '@/domain/sales/sale-figure-rows';
import { formatNumber, formatUsd } from '@/lib/format';

type CheckoutSummaryProps = {
  /** The server's figures; null while there are none yet. */
  summary: SaleSummary | null | undefined;
  /** The figures shown are those of the lines before the last change. */
  updating?: boolean;
  /**
   * How the order is received, once chosen, as the server priced it for these lines: shipping is
   * free, priced, quoted apart, or not possible there (no courier to that province).
   */
  delivery: Pick<DeliveryOption, 'method' | 'available'> | null;
  /** What the order weighs for its freight (kg), from the server's quote. */
  shippingWeightKg?: number | null;
  children?: ReactNode;
};

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ color: strong ? 'text.primary' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The order's figures as an Ecuadorian invoice shows them, all computed by the server: the bases
 * per IVA treatment, discount, shipping (taxed like a taxable line), IVA and the total.
 */
export function CheckoutSummary({
  summary,
  updating,
  delivery,
  shippingWeightKg,
  children,
}: CheckoutSummaryProps) {
  const rate = summary ? `${formatNumber(summary.ivaRate)}\u00a0%` : '';
  return (
    <Card variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="order-summary">
      <Typography id="order-summary" variant="h6" component="h2" sx={{ mb: 2 }}>
        Resumen del pedido
      </Typography>
      {!summary ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          Calculando precios…
        </Typography>
      ) : (
        <Stack
          spacing={1.25}
          aria-busy={updating || undefined}
          sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }}
        >
          <Row label="Unidades" value={formatNumber(summary.totalItems)} />
          {shippingWeightKg != null && shippingWeightKg > 0 && (
            <Row label="Peso de envío" value={`${formatNumber(shippingWeightKg)} kg`} />
          )}
          <Row
            label="Envío"
            value={
              delivery === null
                ? 'Se elige en Entrega'
                : !delivery.available
                  ? 'No disponible'
                  : delivery.method === 'special'
                    ? 'A cotizar aparte'
                    : summary.shippingCents === 0
                      ? 'Sin costo'
                      : formatUsd(summary.shippingCents)
            }
          />
          <Row label={`Subtotal IVA ${rate}`} value={formatUsd(summary.subtotalTaxableCents)} />
          {summary.shippingCents > 0 && (
            <Typography variant="caption" sx={{ color: 'text.secondary', mt: '0 !important' }}>
              Incluye el envío, que grava IVA.
            </Typography>
          )}
          {otherBases(summary, false).map((base) => (
            <Row key={base.label} label={base.label} value={formatUsd(base.cents)} />
          ))}
          {summary.discountCents > 0 && (
            <Row label="Descuento" value={`−${formatUsd(summary.discountCents)}`} />
          )}
          <Row label={`IVA ${rate}`} value={formatUsd(summary.ivaCents)} />
          <Divider />
          <Row label="Total a pagar" value={formatUsd(summary.totalCents)} strong />
          <Box aria-live="polite">
            {updating && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Actualizando…
              </Typography>
            )}
          </Box>
        </Stack>
      )}
      {children}
    </Card>
  );
}
