import { describe, expect, it } from 'vitest';
import {
  addCartLine,
  cartItemCount,
  cartLinesFrom,
  MAX_LINE_QUANTITY,
  MAX_SALE_LINES,
  mergeCartLines,
  removeCartLine,
  setCartLineQuantity,
} from './cart-lines';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const manyLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    presentationId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    quantity: 1,
  }));

describe('a cart line added', () => {
  it('goes last when new, and adds to the line of a presentation already in the cart', () => {
    const one = addCartLine([], { presentationId: A, quantity: 2 });
    expect(one).toEqual({ lines: [{ presentationId: A, quantity: 2 }], added: true });
    const two = addCartLine(one.lines, { presentationId: B, quantity: 1 }).lines;
    const again = addCartLine(two, { presentationId: A, quantity: 3 });
    expect(again.lines).toEqual([
      { presentationId: A, quantity: 5 },
      { presentationId: B, quantity: 1 },
    ]);
  });

  it('never holds more than a line takes, nor more lines than a cart takes', () => {
    const full = addCartLine([{ presentationId: A, quantity: MAX_LINE_QUANTITY - 1 }], {
      presentationId: A,
      quantity: 10,
    });
    expect(full.lines[0]!.quantity).toBe(MAX_LINE_QUANTITY);

    const lines = manyLines(MAX_SALE_LINES);
    const refused = addCartLine(lines, { presentationId: A, quantity: 1 });
    expect(refused.added).toBe(false);
    expect(refused.lines).toHaveLength(MAX_SALE_LINES);
    // A presentation already there still adds up in a full cart.
    const existing = addCartLine(lines, { presentationId: lines[0]!.presentationId, quantity: 4 });
    expect(existing).toMatchObject({ added: true, lines: expect.any(Array) });
    expect(existing.lines[0]!.quantity).toBe(5);
  });
});

describe('two carts merged on sign-in', () => {
  it("adds the same presentation's quantities and keeps the account's order", () => {
    expect(
      mergeCartLines(
        [
          { presentationId: A, quantity: 2 },
          { presentationId: B, quantity: 1 },
        ],
        [
          { presentationId: C, quantity: 7 },
          { presentationId: A, quantity: 3 },
        ],
      ),
    ).toEqual([
      { presentationId: A, quantity: 5 },
      { presentationId: B, quantity: 1 },
      { presentationId: C, quantity: 7 },
    ]);
  });

  it('caps the sums and leaves out what no longer fits', () => {
    const merged = mergeCartLines(
      [{ presentationId: A, quantity: MAX_LINE_QUANTITY }],
      [{ presentationId: A, quantity: MAX_LINE_QUANTITY }, ...manyLines(MAX_SALE_LINES)],
    );
    expect(merged).toHaveLength(MAX_SALE_LINES);
    expect(merged[0]).toEqual({ presentationId: A, quantity: MAX_LINE_QUANTITY });
  });
});

describe('a line changed or removed', () => {
  const lines = [
    { presentationId: A, quantity: 2 },
    { presentationId: B, quantity: 1 },
  ];

  it('takes a whole quantity from 1 to the limit', () => {
    expect(setCartLineQuantity(lines, B, 12)[1]).toEqual({ presentationId: B, quantity: 12 });
    expect(setCartLineQuantity(lines, B, 0)[1]!.quantity).toBe(1);
    expect(setCartLineQuantity(lines, B, 2.7)[1]!.quantity).toBe(2);
    expect(setCartLineQuantity(lines, B, Number.NaN)[1]!.quantity).toBe(1);
    expect(setCartLineQuantity(lines, B, 1e12)[1]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(setCartLineQuantity(lines, C, 5)).toEqual(lines);
  });

  it('removes only that presentation, and counts the units left', () => {
    expect(removeCartLine(lines, A)).toEqual([{ presentationId: B, quantity: 1 }]);
    expect(cartItemCount(lines)).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('a cart read back from storage', () => {
  it('keeps valid lines, merges repeats and drops anything else', () => {
    expect(
      cartLinesFrom([
        { presentationId: A, quantity: 2 },
        { presentationId: A.toUpperCase(), quantity: 1 },
        { presentationId: 'not-a-uuid', quantity: 1 },
        { presentationId: B, quantity: 0 },
        { presentationId: B, quantity: 1.5 },
        { presentationId: C, quantity: '3' },
        null,
        'line',
        { presentationId: C, quantity: 1e9 },
      ]),
    ).toEqual([
      { presentationId: A, quantity: 3 },
      { presentationId: C, quantity: MAX_LINE_QUANTITY },
    ]);
    expect(cartLinesFrom({ items: [] })).toEqual([]);
    expect(cartLinesFrom(null)).toEqual([]);
  });
});
