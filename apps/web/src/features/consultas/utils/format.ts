import { formatNumber } from '@/lib/format';

// How the consultas show quantities and publish statuses; prices, days, months and percentages are
// the back office's figure formats (`@/lib/figure-format`).

/** A quantity with its unit when there is one: "1.250,5 kg". */
/** The unit of a quantity whose invoices do not state one: their own units. */
export const UNSTATED_UNIT = 'u.';

export function formatAmount(amount: number, unit?: string | null): string {
  return unit ? `${formatNumber(amount)} ${unit}` : formatNumber(amount);
}

const PUBLISH_LABELS: Record<string, string> = { published: 'Publicado', draft: 'Borrador' };

/** A product's or formula's publish status in Spanish ('published' → "Publicado"). */
export function formatPublishStatus(status: string): string {
  return PUBLISH_LABELS[status] ?? status;
}
