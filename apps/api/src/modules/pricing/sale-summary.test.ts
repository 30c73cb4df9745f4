import { describe, expect, it } from 'vitest';
import { summarizeSale } from './sale-summary';
import { convertAmount } from '../../lib/measures';

const none = { shippingCents: 0, discountCents: 0, ivaRate: 15 };

describe('the figures of a sale', () => {
  it('rounds IVA half up on the whole taxable base, in integers', () => {
    // 402,5 → 403: 350 × 1.15 in floating point is 402.49999…
    expect(
      summarizeSale([{ ivaCode: 'iva', unitPriceCents: 350, quantity: 1 }], none),
    ).toMatchObject({
      ivaCents: 53,
      totalCents: 403,
    });
    // Two lines of 0,5 cent each make one cent on the base, not two roundings.
    const lines = [
      { ivaCode: 'iva' as const, unitPriceCents: 10, quantity: 1 },
      { ivaCode: 'iva' as const, unitPriceCents: 10, quantity: 2 },
    ];
    expect(summarizeSale(lines, { ...none, ivaRate: 5 }).ivaCents).toBe(2); // 30 × 5 % = 1,5 → 2
    // A rate with decimals: 333 × 12,5 % = 41,625 → 42.
    expect(
      summarizeSale([{ ivaCode: 'iva', unitPriceCents: 333, quantity: 1 }], {
        ...none,
        ivaRate: 12.5,
      }).ivaCents,
    ).toBe(42);
    // Large orders stay exact.
    const big = summarizeSale(
      [{ ivaCode: 'iva', unitPriceCents: 99_999_999, quantity: 100_000 }],
      none,
    );
    expect(big.subtotalTaxableCents).toBe(9_999_999_900_000);
    expect(big.ivaCents).toBe(1_499_999_985_000);
  });

  it('shares a discount among the bases, taxes shipping, and leaves prices on request out', () => {
    const summary = summarizeSale(
      [
        { ivaCode: 'iva', unitPriceCents: 6000, quantity: 1 },
        { ivaCode: 'cero', unitPriceCents: 3000, quantity: 1 },
        { ivaCode: 'no_objeto', unitPriceCents: 1000, quantity: 1 },
        { ivaCode: 'iva', unitPriceCents: null, quantity: 4 },
      ],
      { shippingCents: 500, discountCents: 1000, ivaRate: 15 },
    );
    // The taxable goods weigh 60 %: 600 of the discount. (6000 − 600 + 500) × 15 % = 885.
    expect(summary).toEqual({
      subtotalTaxableCents: 6500,
      subtotalZeroCents: 3000,
      subtotalExemptCents: 0,
      subtotalNotSubjectCents: 1000,
      discountCents: 1000,
      shippingCents: 500,
      ivaRate: 15,
      ivaCents: 885,
      totalCents: 6500 + 3000 + 1000 - 1000 + 885,
      totalItems: 7,
    });
    // A discount never exceeds the goods.
    expect(
      summarizeSale([{ ivaCode: 'iva', unitPriceCents: 100, quantity: 1 }], {
        ...none,
        discountCents: 500,
      }),
    ).toMatchObject({ discountCents: 100, ivaCents: 0, totalCents: 0 });
  });

  it('converts amounts between units, through the density when it must', () => {
    expect(convertAmount(250, 'g', 'kg', null)).toBeCloseTo(0.25);
    expect(convertAmount(1, 'galón', 'L', null)).toBeCloseTo(3.785, 3);
    expect(convertAmount(10, 'L', 'kg', 1.16)).toBeCloseTo(11.6);
    expect(convertAmount(10, 'kg', 'mL', 1.25)).toBeCloseTo(8000);
    expect(convertAmount(10, 'L', 'kg', null)).toBeNull();
    expect(convertAmount(1, 'caneca', 'kg', 1)).toBeNull();
    expect(convertAmount(2, 'saco', 'saco', null)).toBe(2);
  });
});
