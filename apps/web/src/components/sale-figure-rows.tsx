import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SaleSummary } from '@quimia/contracts';
import { formatNumber, formatUsd } from '@/lib/format';

function FigureRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * The figures of a sale (an order, a quotation, a formula's quote) as an Ecuadorian invoice shows
 * them: bases per IVA treatment (exempt and not-subject ones only when there are any), discount,
 * IVA and total, with `note` under them (what the total leaves out).
 */
export function SaleFigureRows({
  summary,
  showEmptyZeroRate = true,
  discountText = `−${formatUsd(summary.discountCents)}`,
  totalLabel = 'Total',
  note,
}: {
  summary: SaleSummary;
  /** Whether the 0 % base shows when it is $0,00. */
  showEmptyZeroRate?: boolean;
  /** The discount as the document writes it (shown only when there is one). */
  discountText?: string;
  totalLabel?: string;
  note?: ReactNode;
}) {
  const rate = formatNumber(summary.ivaRate);
  return (
    <Stack spacing={1}>
      <FigureRow
        label={`Subtotal IVA ${rate} %`}
        amount={formatUsd(summary.subtotalTaxableCents)}
      />
      {(showEmptyZeroRate || summary.subtotalZeroCents > 0) && (
        <FigureRow label="Subtotal IVA 0 %" amount={formatUsd(summary.subtotalZeroCents)} />
      )}
      {summary.subtotalExemptCents > 0 && (
        <FigureRow label="Subtotal exento de IVA" amount={formatUsd(summary.subtotalExemptCents)} />
      )}
      {summary.subtotalNotSubjectCents > 0 && (
        <FigureRow
          label="Subtotal no objeto de IVA"
          amount={formatUsd(summary.subtotalNotSubjectCents)}
        />
      )}
      {summary.discountCents > 0 && <FigureRow label="Descuento" amount={discountText} />}
      <FigureRow label={`IVA ${rate} %`} amount={formatUsd(summary.ivaCents)} />
      <Divider />
      <FigureRow label={totalLabel} amount={formatUsd(summary.totalCents)} strong />
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}
