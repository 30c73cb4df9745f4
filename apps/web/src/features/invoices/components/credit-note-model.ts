import { creditNoteBodySchema, type InvoiceDetail } from '@quimia/contracts';
import type { CreditNoteBody } from '../api/invoices';

/** What the dialog holds: the reason, and per invoice line what comes back as typed. */
export type CreditNoteDraft = { reason: string; quantities: string[] };

export type CreditNoteCheck =
  | { ok: true; body: CreditNoteBody }
  | { ok: false; reason?: string; lines: Record<number, string> };

/** A typed quantity (comma or dot), null when empty, NaN when it is not a number. */
function parseQuantity(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!normalised) return null;
  return /^\d+(?:\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * The credit note's body, or what to fix: a reason, and each returned quantity above zero and no
 * more than was invoiced. No quantity at all returns the whole invoice (no `lines`).
 */
export function toCreditNoteBody(
  invoice: Pick<InvoiceDetail, 'id' | 'lines'>,
  draft: CreditNoteDraft,
): CreditNoteCheck {
  const lineErrors: Record<number, string> = {};
  const lines: { line: number; quantity: number }[] = [];
  invoice.lines.forEach((invoiced, index) => {
    const quantity = parseQuantity(draft.quantities[index] ?? '');
    if (quantity === null || quantity === 0) return;
    if (Number.isNaN(quantity)) lineErrors[index] = 'Escribe una cantidad, p. ej. 2 o 1,5';
    else if (quantity > invoiced.quantity)
      lineErrors[index] = `Como máximo ${String(invoiced.quantity).replace('.', ',')}`;
    else lines.push({ line: index, quantity });
  });
  const parsed = creditNoteBodySchema.safeParse({
    invoiceId: invoice.id,
    reason: draft.reason,
    lines: lines.length > 0 ? lines : undefined,
  });
  const reasonIssue = parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message;
  if (parsed.success && Object.keys(lineErrors).length === 0) {
    return { ok: true, body: { ...parsed.data, lines: parsed.data.lines } };
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      if (field === 'lines' && typeof index === 'number') {
        const line = lines[index]?.line;
        if (line !== undefined) lineErrors[line] ??= issue.message;
      }
    }
  }
  return { ok: false, reason: reasonIssue, lines: lineErrors };
}
