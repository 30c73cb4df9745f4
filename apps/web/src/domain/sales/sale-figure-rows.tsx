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
 * The bases of a sale besides the one at the general rate, as an invoice lists them: the 0 % one
 * (when it holds something, or always with `showEmptyZeroRate`), then the exempt and not-subject
 * ones when there are any.
 */
export function otherBases(
  summary: SaleSummary,
  showEmptyZeroRate: boolean,
): { label: string; cents: number }[] {
  return [
    {
      label: 'Subtotal IVA 0 %',
      cents: summary.subtotalZeroCents,
      shown: showEmptyZeroRate || summary.subtotalZeroCents > 0,
    },
    {
      label: 'Subtotal exento de IVA',
      cents: summary.subtotalExemptCents,
      shown: summary.subtotalExemptCents > 0,
    },
    {
      label: 'Subtotal no objeto de IVA',
      cents: summary.subtotalNotSubjectCents,
      shown: summary.subtotalNotSubjectCents > 0,
    },
  ].flatMap(({ shown, ...base }) => (shown ? [base] : []));
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
      {otherBases(summary, showEmptyZeroRate).map((base) => (
        <FigureRow key={base.label} label={base.label} amount={formatUsd(base.cents)} />
      ))}
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
