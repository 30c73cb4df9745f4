import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaleSummary } from '@quimia/contracts';
import { formatNumber, formatUsd } from '@/lib/format';

function FigureRow({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 400 }}>
        {cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents)}
      </Typography>
    </Stack>
  );
}

/**
 * The figures of a sale as an Ecuadorian invoice shows them: the base at the general rate and the
 * 0 % one, exempt and not-subject bases when there are any, discount, IVA and the total; `note`
 * below them (what the total leaves out).
 */
export function SaleFigures({ summary, note }: { summary: SaleSummary; note?: ReactNode }) {
  const rate = formatNumber(summary.ivaRate);
  return (
    <Stack spacing={1}>
      <FigureRow label={`Subtotal IVA ${rate} %`} cents={summary.subtotalTaxableCents} />
      <FigureRow label="Subtotal IVA 0 %" cents={summary.subtotalZeroCents} />
      {summary.subtotalExemptCents > 0 && (
        <FigureRow label="Subtotal exento de IVA" cents={summary.subtotalExemptCents} />
      )}
      {summary.subtotalNotSubjectCents > 0 && (
        <FigureRow label="Subtotal no objeto de IVA" cents={summary.subtotalNotSubjectCents} />
      )}
      {summary.discountCents > 0 && <FigureRow label="Descuento" cents={-summary.discountCents} />}
      <FigureRow label={`IVA ${rate} %`} cents={summary.ivaCents} />
      <Divider />
      <FigureRow label="Total con IVA" cents={summary.totalCents} strong />
      {note && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Stack>
  );
}
