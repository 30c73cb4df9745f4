import type { Order, OrderLineEdit } from '@quimia/contracts';
import { asApiError } from '@/lib/api-error';

/** A line as the dialogs hold it: its presentation, the typed quantity, and whether it goes. */
export type LineDraft = { presentationId: string | null; quantity: string; removed: boolean };

/** Each line as it is now, by its place in the order. */
export function draftsOf(order: Pick<Order, 'lines'>): Record<number, LineDraft> {
  return Object.fromEntries(
    order.lines.map((line) => [
      line.position,
      { presentationId: line.presentationId, quantity: String(line.quantity), removed: false },
    ]),
  );
}

/**
 * The lines to send: the kept ones, each with its quantity (a quantity of 0 removes it) and its
 * presentation when it was swapped. The server checks the numbers.
 */
export function lineEditsOf(
  order: Pick<Order, 'lines'>,
  drafts: Record<number, LineDraft>,
): OrderLineEdit[] {
  return order.lines.flatMap((line) => {
    const draft = drafts[line.position];
    if (!draft) return [{ position: line.position, quantity: line.quantity }];
    const quantity = Number(draft.quantity);
    if (draft.removed || (draft.quantity.trim() !== '' && quantity === 0)) return [];
    return [
      {
        position: line.position,
        quantity,
        ...(draft.presentationId && draft.presentationId !== line.presentationId
          ? { presentationId: draft.presentationId }
          : {}),
      },
    ];
  });
}

/** Whether the drafts change anything. */
export function linesChanged(order: Pick<Order, 'lines'>, drafts: Record<number, LineDraft>) {
  const edits = lineEditsOf(order, drafts);
  return (
    edits.length !== order.lines.length ||
    edits.some(
      (edit) =>
        edit.presentationId !== undefined ||
        edit.quantity !== order.lines.find((line) => line.position === edit.position)?.quantity,
    )
  );
}

/**
 * The server's message for a line's field (`lines.2.quantity` names the third line sent), by the
 * line's place in the order; `lines` alone is the whole set's message.
 */
export function lineFieldError(
  error: unknown,
  sent: readonly OrderLineEdit[],
  position: number | null,
  field?: 'quantity' | 'presentationId' | 'position',
): string | undefined {
  const details = asApiError(error)?.details ?? [];
  if (position === null) return details.find((detail) => detail.field === 'lines')?.message;
  const index = sent.findIndex((edit) => edit.position === position);
  if (index < 0) return undefined;
  return details.find((detail) =>
    field ? detail.field === `lines.${index}.${field}` : detail.field.startsWith(`lines.${index}.`),
  )?.message;
}
