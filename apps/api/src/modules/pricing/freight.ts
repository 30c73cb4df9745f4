import { presentationShippingWeight, type ProductUnit } from '@quimia/contracts';

// What an order weighs and what its courier freight costs by weight: the pure arithmetic the
// quote, the order and an order's edit share. Weights are counted in grams (integers), so a band's
// edge is exact: 5 kg is the first band, 5,001 kg the second.

/** The table's shared part: the bands' upper limits (kg, ascending) and the courier's limit. */
export type FreightTable = { bandLimitsKg: readonly number[]; maxCourierKg: number };

/** A province's prices: one per band and one per kilogram above the last; null: no courier. */
export type FreightRate = { bandCents: readonly number[] | null; extraKgCents: number | null };

export const gramsOf = (kg: number) => Math.round(kg * 1000);

/**
 * The freight of `grams` to a province, in cents: the price of the first band whose limit it does
 * not exceed or, above the last band, that band's price plus each started kilogram above it at
 * the per-kg price. Null when the province has no courier.
 */
export function freightCents(grams: number, table: FreightTable, rate: FreightRate): number | null {
  const bands = rate.bandCents;
  if (bands === null || bands.length === 0) return null;
  const limits = table.bandLimitsKg.map(gramsOf);
  const band = limits.findIndex((limit) => grams <= limit);
  if (band !== -1 && bands[band] !== undefined) return bands[band];
  const lastIndex = Math.min(bands.length, limits.length) - 1;
  const above = Math.max(0, grams - (limits[lastIndex] ?? 0));
  return bands[lastIndex]! + Math.ceil(above / 1000) * (rate.extraKgCents ?? 0);
}

/** A line as weighing needs it: its presentation, its product, how many. */
export type WeighedLine = {
  productName: string;
  quantity: number;
  size: number;
  presentationUnit: ProductUnit;
  shippingWeightKg: number | null;
  unit: ProductUnit;
  density: number | null;
};

export type SaleWeight = {
  grams: number;
  /** Products whose weight is not known (left out of `grams`). */
  unknown: string[];
  /** Liquids without a density, weighed at 1 kg/L. */
  assumed: string[];
};

/** What the lines weigh together: quantity × each presentation's shipping weight. */
export function saleWeight(lines: readonly WeighedLine[]): SaleWeight {
  let grams = 0;
  const unknown = new Set<string>();
  const assumed = new Set<string>();
  for (const line of lines) {
    const weight = presentationShippingWeight(
      { size: line.size, unit: line.presentationUnit, shippingWeightKg: line.shippingWeightKg },
      { unit: line.unit, density: line.density },
    );
    if (weight.kg === null) {
      unknown.add(line.productName);
      continue;
    }
    if (weight.source === 'assumed') assumed.add(line.productName);
    grams += gramsOf(weight.kg) * line.quantity;
  }
  return { grams, unknown: [...unknown], assumed: [...assumed] };
}
