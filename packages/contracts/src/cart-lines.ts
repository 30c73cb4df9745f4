// A cart's lines and how they combine, for the browser's cart and the server's alike. No zod here:
// the storefront imports this module (through `@quimia/contracts/cart-lines`) in its first
// download, with the header's cart button.

/** At most this many lines in one cart, order or quotation. */
export const MAX_SALE_LINES = 100;
/** At most this many units of one presentation in one line. */
export const MAX_LINE_QUANTITY = 100_000;

/** A line of a cart: how many of one presentation. Prices are never part of it. */
export type CartLine = { presentationId: string; quantity: number };

/** A quantity a line can hold: a whole number from 1 to the most a line takes. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/**
 * A quantity as typed in a quantity field: a whole number from 1, capped at the most a line
 * takes, or null while it is none (an emptied field being retyped, a 0), which keeps the last one.
 */
export function typedQuantity(raw: string): number | null {
  const typed = Math.floor(Number(raw));
  return raw.trim() === '' || !Number.isFinite(typed) || typed < 1
    ? null
    : Math.min(typed, MAX_LINE_QUANTITY);
}

/**
 * Adds `quantity` of a presentation: a presentation already in the cart keeps its line (and its
 * place) and adds the quantity, up to the most a line takes; a new one goes last, unless the cart
 * is full. `added` says whether the presentation is in the cart afterwards.
 */
export function addCartLine(
  lines: readonly CartLine[],
  line: CartLine,
): { lines: CartLine[]; added: boolean } {
  const existing = lines.findIndex((item) => item.presentationId === line.presentationId);
  if (existing >= 0) {
    return {
      lines: lines.map((item, index) =>
        index === existing
          ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) }
          : item,
      ),
      added: true,
    };
  }
  if (lines.length >= MAX_SALE_LINES) return { lines: [...lines], added: false };
  return {
    lines: [
      ...lines,
      { presentationId: line.presentationId, quantity: clampQuantity(line.quantity) },
    ],
    added: true,
  };
}

/**
 * Two carts in one (a guest's added to the one kept for their account): the same presentation's
 * quantities add up, within the limits; lines that no longer fit are left out.
 */
export function mergeCartLines(base: readonly CartLine[], extra: readonly CartLine[]): CartLine[] {
  return extra.reduce<CartLine[]>((lines, line) => addCartLine(lines, line).lines, [...base]);
}

/** Sets a line's quantity (within the limits); a presentation not in the cart changes nothing. */
export function setCartLineQuantity(
  lines: readonly CartLine[],
  presentationId: string,
  quantity: number,
): CartLine[] {
  return lines.map((line) =>
    line.presentationId === presentationId ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeCartLine(lines: readonly CartLine[], presentationId: string): CartLine[] {
  return lines.filter((line) => line.presentationId !== presentationId);
}

/** Units over every line (the header's count). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lines of a value read back from storage, which anything may have written: entries that are
 * not a line are dropped and repeated presentations merged, within the limits.
 */
export function cartLinesFrom(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const lines = value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { presentationId, quantity } = item as Record<string, unknown>;
    if (typeof presentationId !== 'string' || !UUID.test(presentationId)) return [];
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return [];
    return [{ presentationId: presentationId.toLowerCase(), quantity }];
  });
  return mergeCartLines([], lines);
}
