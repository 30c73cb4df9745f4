import type { PurchaseProposalLine, PurchaseReceiptBody } from '@quimia/contracts';

/** The catalogue product a line enters as: the one its code maps to, or one staff chose. */
export type ReceiptProduct = { id: string; name: string; unit: string };

/**
 * A line of the receipt as staff edit it: whether it is received, the product it enters as, and
 * the quantity typed (in that product's unit).
 */
export type ReceiptDraftLine = {
  receive: boolean;
  product: ReceiptProduct | null;
  quantity: string;
};

/** «1,5» or «1.5» as staff type it; null when it is not a number. */
export function parseQuantity(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** «100», «2,5»: a proposed quantity as the field shows it. */
export const quantityText = (value: number) => String(value).replace('.', ',');

/** Each line starts received with its proposed quantity; a line without one is left out. */
export function initialDraft(lines: readonly PurchaseProposalLine[]): ReceiptDraftLine[] {
  return lines.map((line) => ({
    receive: line.product !== null && line.proposedQuantity !== null,
    product: line.product,
    quantity: line.proposedQuantity === null ? '' : quantityText(line.proposedQuantity),
  }));
}

/** Why a received line's quantity cannot go as typed; null when it can. */
export function quantityError(text: string): string | null {
  const value = parseQuantity(text);
  if (value === null) return 'Ingresa la cantidad';
  if (value <= 0) return 'Debe ser mayor que cero';
  if (Math.abs(Math.round(value * 1000) - value * 1000) > 1e-6) return 'Hasta tres decimales';
  return null;
}

/** The acceptance's lines: those received, with a product and a valid quantity. */
export function receiptLines(
  lines: readonly PurchaseProposalLine[],
  draft: readonly ReceiptDraftLine[],
): PurchaseReceiptBody['lines'] {
  return lines.flatMap((line, index) => {
    const entry = draft[index];
    const quantity = entry ? parseQuantity(entry.quantity) : null;
    if (!entry?.receive || !entry.product || quantity === null || quantityError(entry.quantity)) {
      return [];
    }
    return [{ line: line.line, productId: entry.product.id, quantity }];
  });
}

/** Whether at least one line is received, and every line marked has a product and a valid quantity. */
export function draftIsValid(draft: readonly ReceiptDraftLine[]): boolean {
  const received = draft.filter((entry) => entry.receive);
  return (
    received.length > 0 &&
    received.every((entry) => entry.product !== null && quantityError(entry.quantity) === null)
  );
}
