import { MAX_LINE_QUANTITY, unitPriceFor, type PriceBreak } from '@quimia/contracts';

/** A priced presentation as the search sees it. Amounts are integers (thousandths of the unit). */
export type Pack = {
  id: string;
  /** What one holds, in thousandths of the product's unit (at least 1). */
  content: number;
  listPriceCents: number;
  breaks: readonly PriceBreak[];
  /** Quantities are multiples of it (1: any). */
  multiple: number;
};

export type PackChoice = {
  /** How many of each pack, by id (only those bought). */
  quantities: Map<string, number>;
  costCents: number;
  /** What they hold together, in thousandths. */
  covered: number;
  /** False when the search stopped at its budget: the answer covers, but may not be the cheapest. */
  exact: boolean;
};

/** Nodes the search may visit for one product before it answers the best it has found. */
const SEARCH_BUDGET = 25_000;

const costOf = (pack: Pack, quantity: number) =>
  quantity === 0
    ? 0
    : quantity * unitPriceFor(pack.listPriceCents, pack.breaks, quantity).unitPriceCents!;

const roundUpTo = (value: number, multiple: number) => Math.ceil(value / multiple) * multiple;
const roundDownTo = (value: number, multiple: number) => Math.floor(value / multiple) * multiple;

/** The lowest unit price a pack ever has (its list price, or its best volume price). */
const lowestPrice = (pack: Pack) =>
  Math.min(pack.listPriceCents, ...pack.breaks.map((priceBreak) => priceBreak.unitPriceCents));

type Candidate = { quantities: number[]; cost: number; covered: number; packs: number };

/** Cheaper first; then the one leaving less over; then fewer packs to carry. */
function better(a: Candidate, b: Candidate | null): boolean {
  if (b === null) return true;
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.covered !== b.covered) return a.covered < b.covered;
  return a.packs < b.packs;
}

/**
 * The cheapest combination of packs that holds at least `target`, taking volume prices and sale
 * multiples into account (a 25 kg sack may cost less than 24 bags of 1 kg, and 10 sacks less
 * than 9 at a volume price). Null when no combination within a line's limit covers it.
 *
 * The search counts every pack but one (the "anchor", the cheapest per unit at list price), and
 * for each count of the others takes the anchor's cheapest count that completes the target: the
 * fewest that cover, or a volume-price threshold above it (between thresholds more packs only
 * cost more). Each count is bounded so that the search stays small while staying exact:
 *
 * - No pack is counted past `Q`, the fewest that cover the target alone (or its highest volume
 *   threshold, if greater): past `Q` its unit price no longer falls, so `Q` of it alone would be
 *   cheaper than any combination holding more.
 * - A pack `s` without volume prices, later than `b` in the order (dearer per unit), is counted
 *   fewer than `K` times, `K` being the most of `s` (in its multiple) that hold no more than one
 *   step of `b` (its multiple): when those `K` cost at least as much as that step of `b`, trading
 *   them for it holds as much for no more (adding packs of `b` never raises its unit price). A
 *   cheapest combination with the greatest counts of the earlier packs therefore never has `K`.
 *
 * Within those bounds a branch is dropped when what it has spent plus the least the rest could
 * cost (the remainder at the lowest unit price of the packs still to count) cannot beat the best
 * found. With the few presentations a product has this visits tens to hundreds of nodes; the
 * budget only guards against a pathological catalogue, and then the best found is answered.
 */
export function cheapestPacks(
  packs: readonly Pack[],
  target: number,
  { maxQuantity = MAX_LINE_QUANTITY, budget = SEARCH_BUDGET } = {},
): PackChoice | null {
  const usable = packs.filter((pack) => pack.content > 0 && pack.multiple >= 1);
  if (usable.length === 0) return null;
  if (target <= 0) return { quantities: new Map(), costCents: 0, covered: 0, exact: true };

  // Cheapest per unit at list price first (ties: the bigger pack); the first is the anchor.
  const order = [...usable].sort(
    (a, b) => a.listPriceCents / a.content - b.listPriceCents / b.content || b.content - a.content,
  );
  const limitOf = (pack: Pack) => roundDownTo(maxQuantity, pack.multiple);
  const bounds = order.map((pack, index) => {
    const highestBreak = Math.max(0, ...pack.breaks.map((priceBreak) => priceBreak.fromQuantity));
    let bound = Math.min(
      limitOf(pack),
      Math.max(
        roundUpTo(target / pack.content, pack.multiple),
        roundUpTo(highestBreak, pack.multiple),
      ),
    );
    if (pack.breaks.length === 0) {
      for (const earlier of order.slice(0, index)) {
        const step = earlier.multiple * earlier.content;
        const trade = roundDownTo(Math.floor(step / pack.content), pack.multiple);
        if (
          trade >= pack.multiple &&
          trade * pack.listPriceCents >= earlier.multiple * earlier.listPriceCents
        ) {
          bound = Math.min(bound, trade - pack.multiple);
        }
      }
    }
    return bound;
  });
  // The least a unit (a thousandth) can cost among the packs still to count from position i on,
  // the anchor always among them.
  const ratios = order.map((pack) => lowestPrice(pack) / pack.content);
  const cheapestFrom = order.map((_, index) => Math.min(ratios[0]!, ...ratios.slice(index)));
  cheapestFrom.push(ratios[0]!);

  const anchor = order[0]!;
  const anchorLimit = limitOf(anchor);
  const anchorThresholds = anchor.breaks.map((priceBreak) =>
    roundUpTo(priceBreak.fromQuantity, anchor.multiple),
  );

  let best: Candidate | null = null;
  let visits = 0;
  const counts = order.map(() => 0);

  /** The anchor's cheapest completions of what the other packs leave. */
  function complete(spent: number, held: number, packCount: number) {
    const remaining = target - held;
    const fewest = remaining <= 0 ? 0 : roundUpTo(remaining / anchor.content, anchor.multiple);
    const options = [fewest, ...anchorThresholds.filter((threshold) => threshold > fewest)];
    for (const quantity of options) {
      if (quantity > anchorLimit) continue;
      const candidate: Candidate = {
        quantities: [quantity, ...counts.slice(1)],
        cost: spent + costOf(anchor, quantity),
        covered: held + quantity * anchor.content,
        packs: packCount + quantity,
      };
      if (better(candidate, best)) best = candidate;
    }
  }

  function visit(index: number, spent: number, held: number, packCount: number) {
    visits += 1;
    if (index === order.length) {
      complete(spent, held, packCount);
      return;
    }
    const pack = order[index]!;
    const thresholds = pack.breaks.map((priceBreak) => priceBreak.fromQuantity);
    for (let quantity = 0; quantity <= bounds[index]!; quantity += pack.multiple) {
      if (visits > budget) return;
      const cost = spent + costOf(pack, quantity);
      const total = held + quantity * pack.content;
      const lowest = cost + Math.max(0, target - total) * cheapestFrom[index + 1]!;
      if (best === null || lowest <= best.cost) {
        counts[index] = quantity;
        visit(index + 1, cost, total, packCount + quantity);
        counts[index] = 0;
      }
      // Once this pack covers what is left, more of it only costs more (unless a volume price
      // is still ahead).
      if (total >= target && !thresholds.some((threshold) => threshold > quantity)) break;
    }
  }

  // The anchor alone first: a good bound for the pruning from the start.
  complete(0, 0, 0);
  if (order.length > 1) visit(1, 0, 0, 0);

  if (best === null) return null;
  const found: Candidate = best;
  const quantities = new Map<string, number>();
  order.forEach((pack, index) => {
    const quantity = found.quantities[index]!;
    if (quantity > 0) quantities.set(pack.id, quantity);
  });
  return {
    quantities,
    costCents: found.cost,
    covered: found.covered,
    exact: visits <= budget,
  };
}
