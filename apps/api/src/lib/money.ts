import {
  MAX_DOCUMENT_CENTS,
  MAX_DOCUMENT_TEXT,
  MAX_UNIT_PRICE_CENTS,
  MAX_UNIT_PRICE_TEXT,
  type SaleSummary,
} from '@quimia/contracts';
import { formatDollars } from '@quimia/contracts/amounts';

// Money as it is read back: whatever a row holds (written before the limits, or by hand), an
// answer carries a whole number JavaScript holds exactly, never a value that fails the answer.

/**
 * Cents read from the database (a bigint, a numeric sum as text, a jsonb number) as a safe
 * integer: past ±2^53 it is held at the largest one (the screens read it as out of range), and
 * what is not a number at all reads as 0.
 */
export function readCents(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) return 0;
  const whole = Math.trunc(number);
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, whole));
}

/** Cents as Ecuadorian buyers read them, «Fuera de rango» past what `readCents` holds. */
export { formatCents } from '@quimia/contracts/amounts';

/**
 * Why an amount read from an imported file is refused: past the limit a unit price, or a line,
 * tax or document, is held to (the same as a quotation's), so that no sum of imported figures
 * leaves the integers held exactly; null when within it.
 */
export function pastImportLimit(cents: number | bigint, limit: 'unit' | 'document'): string | null {
  const max = limit === 'unit' ? MAX_UNIT_PRICE_CENTS : MAX_DOCUMENT_CENTS;
  if (cents <= max) return null;
  const most = limit === 'unit' ? `${MAX_UNIT_PRICE_TEXT} por unidad` : MAX_DOCUMENT_TEXT;
  return `${formatDollars(Number(cents) / 100)} pasa del máximo que se admite, ${most}`;
}

/** `readCents`, keeping null (a price on request). */
export const readNullableCents = (value: unknown): number | null =>
  value === null || value === undefined ? null : readCents(value);

/** A sale's stored figures, each read with `readCents`. */
export function readSummary(summary: SaleSummary): SaleSummary {
  return {
    ...summary,
    subtotalTaxableCents: readCents(summary.subtotalTaxableCents),
    subtotalZeroCents: readCents(summary.subtotalZeroCents),
    subtotalExemptCents: readCents(summary.subtotalExemptCents),
    subtotalNotSubjectCents: readCents(summary.subtotalNotSubjectCents),
    discountCents: readCents(summary.discountCents),
    shippingCents: readCents(summary.shippingCents),
    ivaCents: readCents(summary.ivaCents),
    totalCents: readCents(summary.totalCents),
    totalItems: readCents(summary.totalItems),
  };
}

/** Whether a stored amount is past what a document may carry (written before the limits). */
export const pastDocumentLimit = (cents: unknown) =>
  Math.abs(Number(cents)) > MAX_DOCUMENT_CENTS || Number.isNaN(Number(cents));

/**
 * Whether a stored document (its total and its lines) is past the limits a new one is held to:
 * it cannot become an order or be accepted until staff revise it.
 */
export function documentPastLimits(
  totalCents: unknown,
  lines: readonly { unitPriceCents: number | null; subtotalCents: unknown }[],
): boolean {
  return (
    pastDocumentLimit(totalCents) ||
    lines.some(
      (line) =>
        (line.unitPriceCents !== null && line.unitPriceCents > MAX_UNIT_PRICE_CENTS) ||
        (line.subtotalCents !== null && pastDocumentLimit(line.subtotalCents)),
    )
  );
}
