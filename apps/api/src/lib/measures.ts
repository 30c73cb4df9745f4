import {
  CONTAINER_UNITS,
  MASS_UNIT_KG,
  VOLUME_UNIT_LITRES,
  type BatchYield,
  type Measure,
  type ProductUnit,
} from '@quimia/contracts';

// Measures: amounts between a product's units (mass with mass, volume with volume, and one into
// the other through the product's density, kg/L), and a formula's amounts at another batch size.
// Containers (caneca, tambor, saco) have no fixed size, so an amount in one of them converts only
// to itself.

const KILOGRAMS = MASS_UNIT_KG;
const LITRES = VOLUME_UNIT_LITRES;

/** `amount` of `from` in `to`; null when they cannot be compared (no density, a container). */
export function convertAmount(
  amount: number,
  from: ProductUnit,
  to: ProductUnit,
  density: number | null,
): number | null {
  if (from === to) return amount;
  const fromKg = KILOGRAMS[from];
  const toKg = KILOGRAMS[to];
  const fromL = LITRES[from];
  const toL = LITRES[to];
  if (fromKg !== undefined && toKg !== undefined) return (amount * fromKg) / toKg;
  if (fromL !== undefined && toL !== undefined) return (amount * fromL) / toL;
  if (density !== null && density > 0) {
    if (fromKg !== undefined && toL !== undefined) return (amount * fromKg) / density / toL;
    if (fromL !== undefined && toKg !== undefined) return (amount * fromL * density) / toKg;
  }
  return null;
}

// A formula's amounts meet the units its products are sold in through a product's density; a
// product without one is taken at 1 kg/L, and the answer says so.

/** A container holds `size` of the product's own unit ("Caneca 20 L": a caneca of size 20). */
const CONTAINERS = CONTAINER_UNITS;
const VOLUMES: ReadonlySet<ProductUnit> = new Set(['L', 'mL', 'galón']);

/** 1 kg/L: water's density, taken when a product has none. */
const ASSUMED_DENSITY = 1;

export type Conversion = { amount: number; assumedDensity: boolean };

const decimal = new Intl.NumberFormat('es-EC', { maximumFractionDigits: 3 });
/** "16,5 kg". */
export const formatMeasure = (measure: Measure) =>
  `${decimal.format(measure.amount)} ${measure.unit}`;

/**
 * `amount` of `from` in `to`, through `density` (kg/L) between mass and volume, or through 1 kg/L
 * when it is unknown (`assumedDensity`); null when they cannot meet (a container, a product sold
 * by the saco).
 */
export function convertThrough(
  amount: number,
  from: ProductUnit,
  to: ProductUnit,
  density: number | null,
): Conversion | null {
  const known = density !== null && density > 0 ? density : null;
  const direct = convertAmount(amount, from, to, known);
  if (direct !== null) return { amount: direct, assumedDensity: false };
  if (known !== null) return null;
  const assumed = convertAmount(amount, from, to, ASSUMED_DENSITY);
  return assumed === null ? null : { amount: assumed, assumedDensity: true };
}

/** What one presentation holds in its product's unit (a container holds `size` of that unit). */
export function packContent(
  size: number,
  unit: ProductUnit,
  productUnit: ProductUnit,
  density: number | null,
): Conversion | null {
  if (unit === productUnit || CONTAINERS.has(unit)) return { amount: size, assumedDensity: false };
  return convertThrough(size, unit, productUnit, density);
}

export type BatchScale = {
  /** Batch over the formula's yield; null: the percentages give the amounts. */
  factor: number | null;
  notes: string[];
};

/**
 * How the batch relates to the formula's yield. A batch in litres of a formula that yields
 * kilograms (or the other way) is compared at 1 kg/L; a yield in containers, or none, leaves the
 * percentages to give the amounts.
 */
export function batchScale(batch: Measure, formulaYield: BatchYield | null): BatchScale {
  if (!formulaYield || formulaYield.amount <= 0) {
    return {
      factor: null,
      notes: ['La fórmula no indica cuánto rinde: las cantidades salen de sus porcentajes.'],
    };
  }
  const converted = convertThrough(batch.amount, batch.unit, formulaYield.unit, null);
  if (converted === null) {
    return {
      factor: null,
      notes: [
        `La fórmula rinde ${formatMeasure(formulaYield)}, que no se puede comparar con ${batch.unit}: las cantidades salen de sus porcentajes.`,
      ],
    };
  }
  return {
    factor: converted.amount / formulaYield.amount,
    notes: converted.assumedDensity
      ? [
          `Para comparar tu lote con el rendimiento de la fórmula (${formatMeasure(formulaYield)}) se tomó 1 kg por litro.`,
        ]
      : [],
  };
}

export type ScaledNeed = { measure: Measure; assumedBatchDensity: boolean };

/**
 * What the batch needs of one ingredient: its amount times the batch's factor over the yield, or,
 * without a factor, its percentage of the batch's weight (a batch in litres weighed at 1 kg/L, as
 * formulas write percentages by weight). Null when it has neither.
 */
export function scaledNeed(
  ingredient: { amount: number; unit: ProductUnit; percentage: number | null },
  batch: Measure,
  factor: number | null,
): ScaledNeed | null {
  if (factor !== null) {
    return {
      measure: { amount: ingredient.amount * factor, unit: ingredient.unit },
      assumedBatchDensity: false,
    };
  }
  if (ingredient.percentage === null) return null;
  const weight = convertThrough(batch.amount, batch.unit, 'kg', null);
  if (weight === null) return null;
  const kilograms = (weight.amount * ingredient.percentage) / 100;
  // In the formula's own unit when it is a mass (grams stay grams).
  const inOwnUnit = VOLUMES.has(ingredient.unit)
    ? null
    : convertAmount(kilograms, 'kg', ingredient.unit, null);
  return {
    measure:
      inOwnUnit === null
        ? { amount: kilograms, unit: 'kg' }
        : { amount: inOwnUnit, unit: ingredient.unit },
    assumedBatchDensity: weight.assumedDensity,
  };
}

/**
 * How much `quantity` presentations of `size` `unit` take from a product counted in
 * `productUnit`, in thousandths (the stock column keeps three decimals): converted between mass
 * and volume units (through the density, kg/L, when it is known); null when they cannot be
 * compared (litres of a product counted in kg without a density, kilograms of one counted in
 * sacos).
 */
export function stockThousandths(
  quantity: number,
  size: number,
  unit: ProductUnit,
  productUnit: ProductUnit,
  density: number | null,
): number | null {
  const sizeThousandths = Math.round(size * 1000);
  if (unit === productUnit || CONTAINERS.has(unit)) return quantity * sizeThousandths;
  const converted = convertAmount(quantity * sizeThousandths, unit, productUnit, density);
  return converted === null ? null : Math.round(converted);
}
