import { describe, expect, it } from 'vitest';
import { unitPriceFor } from '@quimia/contracts';
import { cheapestPacks, type Pack } from './pack-choice';

const pack = (id: string, kg: number, priceCents: number, extra: Partial<Pack> = {}): Pack => ({
  id,
  content: Math.round(kg * 1000),
  listPriceCents: priceCents,
  breaks: [],
  multiple: 1,
  ...extra,
});
const kg = (amount: number) => Math.round(amount * 1000);
const chosen = (choice: ReturnType<typeof cheapestPacks>) =>
  Object.fromEntries(choice?.quantities ?? []);

/**
 * Every combination, each pack counted up to what covers the target alone past its last volume
 * price (more of it alone would be cheaper): the answer the search must equal in cost.
 */
function bruteForce(packs: readonly Pack[], target: number) {
  let best: number | null = null;
  const walk = (index: number, cost: number, held: number) => {
    if (index === packs.length) {
      if (held >= target && (best === null || cost < best)) best = cost;
      return;
    }
    const item = packs[index]!;
    const lastBreak = Math.max(0, ...item.breaks.map((priceBreak) => priceBreak.fromQuantity));
    const limit = Math.ceil(target / item.content) + lastBreak + item.multiple;
    for (let quantity = 0; quantity <= limit; quantity += item.multiple) {
      const price = unitPriceFor(item.listPriceCents, item.breaks, quantity).unitPriceCents!;
      walk(index + 1, cost + quantity * price, held + quantity * item.content);
    }
  };
  walk(0, 0, 0);
  return best;
}

describe('the cheapest packs for an amount', () => {
  const bag = pack('bag', 1, 350);
  const sack = pack('sack', 25, 7500);

  it('covers 27 kg with a sack and two bags, not two sacks', () => {
    const choice = cheapestPacks([bag, sack], kg(27));
    expect(chosen(choice)).toEqual({ sack: 1, bag: 2 });
    expect(choice).toMatchObject({ costCents: 7500 + 700, covered: kg(27), exact: true });
  });

  it('takes the bigger pack when it is cheaper than the small ones that would do', () => {
    // 23 bags cost $80.50; a sack $75.00 and leaves 2 kg over.
    expect(chosen(cheapestPacks([bag, sack], kg(23)))).toEqual({ sack: 1 });
    // 48 kg: two sacks ($150) rather than a sack and 23 bags ($155.50).
    expect(chosen(cheapestPacks([bag, sack], kg(48)))).toEqual({ sack: 2 });
  });

  it('buys more to reach a volume price when that costs less', () => {
    const sacks = pack('sack', 25, 4500, {
      breaks: [
        { fromQuantity: 10, unitPriceCents: 4000 },
        { fromQuantity: 40, unitPriceCents: 3800 },
      ],
    });
    // 9 sacks at $45 = $405; 10 at $40 = $400.
    expect(chosen(cheapestPacks([sacks], kg(220)))).toEqual({ sack: 10 });
    expect(chosen(cheapestPacks([pack('bag', 1, 250), sacks], kg(220)))).toEqual({ sack: 10 });
  });

  it('keeps to the sale multiples', () => {
    const inFives = pack('bag', 1, 110, { multiple: 5 });
    expect(chosen(cheapestPacks([inFives], kg(7)))).toEqual({ bag: 10 });
    const drum = pack('drum', 50, 3300);
    expect(chosen(cheapestPacks([inFives, drum], kg(53)))).toEqual({ drum: 1, bag: 5 });
  });

  it('answers nothing when no pack can hold it, and nothing to buy for nothing', () => {
    expect(cheapestPacks([], kg(1))).toBeNull();
    expect(cheapestPacks([bag], kg(1_000), { maxQuantity: 10 })).toBeNull();
    expect(cheapestPacks([bag], 0)).toMatchObject({ costCents: 0, quantities: new Map() });
  });

  it('finds what every combination finds, on random catalogues', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const sizes = [0.5, 1, 3.785, 5, 20, 25, 50];
    for (let round = 0; round < 150; round += 1) {
      const count = 1 + Math.floor(random() * 3);
      const packs = Array.from({ length: count }, (_, index) => {
        const size = sizes[Math.floor(random() * sizes.length)]!;
        const price = Math.max(1, Math.round(size * (250 + random() * 200)));
        const breaks =
          random() < 0.4
            ? [
                {
                  fromQuantity: 2 + Math.floor(random() * 6),
                  unitPriceCents: Math.round(price * 0.9),
                },
              ]
            : [];
        return pack(`p${index}`, size, price, { breaks, multiple: random() < 0.2 ? 2 : 1 });
      });
      const target = kg(Math.round(random() * 40 * 100) / 100 + 0.01);
      const choice = cheapestPacks(packs, target);
      expect(choice, JSON.stringify({ packs, target })).not.toBeNull();
      expect(choice!.covered).toBeGreaterThanOrEqual(target);
      expect(choice!.costCents, JSON.stringify({ packs, target })).toBe(bruteForce(packs, target));
    }
  });

  it('stays within its budget on a large batch', () => {
    const packs = [
      pack('small', 1, 420),
      pack('medium', 5, 1890, { breaks: [{ fromQuantity: 10, unitPriceCents: 1800 }] }),
      pack('drum', 170, 48_550),
    ];
    const choice = cheapestPacks(packs, kg(9_999.5));
    expect(choice?.exact).toBe(true);
    expect(choice!.covered).toBeGreaterThanOrEqual(kg(9_999.5));
  });
});
