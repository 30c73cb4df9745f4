import { describe, expect, it } from 'vitest';
import type { Order, OrderLineOptions } from '@quimia/contracts';
import { draftsOf, lineEditsOf, lineFieldError, linesChanged } from './order-line-edits';
import { prefilledDrafts } from './order-status-dialog';

/** An order as the line dialogs read it: two lines, the first at place 0, the second at 2. */
const order = {
  lines: [
    { position: 0, presentationId: 'saco', presentationLabel: 'Saco 25 kg', quantity: 10 },
    { position: 2, presentationId: 'kilo', presentationLabel: '1 kg', quantity: 3 },
  ],
} as unknown as Order;

const options = (first: number | null, second: number | null): OrderLineOptions => ({
  branch: { id: 'sur-de-quito', name: 'Sur de Quito' },
  lines: [
    { position: 0, presentations: [], availableQuantity: first, availableText: null },
    { position: 2, presentations: [], availableQuantity: second, availableText: null },
  ],
});

describe('order line edits', () => {
  it('sends the kept lines by their place, a swapped presentation, and nothing for a removed line', () => {
    const drafts = draftsOf(order);
    expect(linesChanged(order, drafts)).toBe(false);
    drafts[0] = { presentationId: 'funda', quantity: '40', removed: false };
    drafts[2] = { ...drafts[2]!, removed: true };
    expect(lineEditsOf(order, drafts)).toEqual([
      { position: 0, presentationId: 'funda', quantity: 40 },
    ]);
    expect(linesChanged(order, drafts)).toBe(true);
  });

  it('puts the server’s message on the line it names, by the index of what was sent', () => {
    const sent = [{ position: 2, quantity: 5 }];
    const error = {
      code: 'BAD_REQUEST',
      message: 'No se puede subir la cantidad (era 3)',
      details: [{ field: 'lines.0.quantity', message: 'No se puede subir la cantidad (era 3)' }],
    };
    expect(lineFieldError(error, sent, 2, 'quantity')).toBe(
      'No se puede subir la cantidad (era 3)',
    );
    expect(lineFieldError(error, sent, 0, 'quantity')).toBeUndefined();
    expect(lineFieldError(error, sent, 2, 'presentationId')).toBeUndefined();
  });

  it('prefills the confirmation with what the branch can serve, removing a line it has none of', () => {
    const drafts = prefilledDrafts(order, options(0, 2));
    expect(drafts[0]!.removed).toBe(true);
    expect(drafts[2]).toMatchObject({ quantity: '2', removed: false });
    expect(lineEditsOf(order, drafts)).toEqual([{ position: 2, quantity: 2 }]);
    // Nothing at all: the lines stay as ordered (the server then says what is missing).
    expect(lineEditsOf(order, prefilledDrafts(order, options(0, 0)))).toHaveLength(2);
    expect(linesChanged(order, prefilledDrafts(order, options(null, 5)))).toBe(false);
  });
});
