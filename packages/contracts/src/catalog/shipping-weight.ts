import { formatNumber } from '../words';
import type { ProductUnit } from './vocabulary';

// What a presentation weighs when it travels, the same on the server (freight) and on the screens
// (the product form, the checkout): the weight staff gave, or one derived from its size.

/** Kilograms in one unit of mass. */
export const MASS_UNIT_KG: Partial<Record<ProductUnit, number>> = { kg: 1, g: 0.001 };
/** Litres in one unit of volume; a US gallon, as the shops sell it ("Galón 3,785 L"). */
export const VOLUME_UNIT_LITRES: Partial<Record<ProductUnit, number>> = {
  L: 1,
  mL: 0.001,
  galón: 3.785411784,
};
/** Containers hold `size` of the product's own unit ("Caneca 20 L" of a product sold by the L). */
export const CONTAINER_UNITS: ReadonlySet<ProductUnit> = new Set(['caneca', 'tambor', 'saco']);

/** Water's density (kg/L): a liquid without one is weighed with it, and the screens say so. */
export const ASSUMED_SHIPPING_DENSITY = 1;

/** The largest shipping weight of one presentation, in kg (a tanker's load). */
export const MAX_PRESENTATION_WEIGHT_KG = 50_000;

/**
 * How a presentation's weight was found: `set` by staff, from its `mass`, from its volume times
 * the product's `density`, from its volume at the `assumed` 1 kg/L, or `unknown` (a "saco" of a
 * product sold by the "saco", a volume that cannot be weighed).
 */
export type ShippingWeightSource = 'set' | 'mass' | 'density' | 'assumed' | 'unknown';

export type ShippingWeight = {
  /** Kilograms, three decimals; null: unknown. */
  kg: number | null;
  source: ShippingWeightSource;
  /** The density used (kg/L) when the weight comes from a volume. */
  density: number | null;
};

export type WeighablePresentation = {
  size: number;
  unit: ProductUnit;
  /** «Peso de envío (kg)» as staff gave it; null: derived. */
  shippingWeightKg: number | null;
};

const thousandths = (kg: number) => Math.round(kg * 1000) / 1000;

/** One presentation's shipping weight (see `ShippingWeightSource`). */
export function presentationShippingWeight(
  presentation: WeighablePresentation,
  product: { unit: ProductUnit; density: number | null },
): ShippingWeight {
  if (presentation.shippingWeightKg !== null) {
    return { kg: thousandths(presentation.shippingWeightKg), source: 'set', density: null };
  }
  // A container holds its size in the product's unit: a «Saco 25» of a product sold by the kg.
  const unit = CONTAINER_UNITS.has(presentation.unit) ? product.unit : presentation.unit;
  const kgPerUnit = MASS_UNIT_KG[unit];
  if (kgPerUnit !== undefined) {
    return { kg: thousandths(presentation.size * kgPerUnit), source: 'mass', density: null };
  }
  const litresPerUnit = VOLUME_UNIT_LITRES[unit];
  if (litresPerUnit === undefined) return { kg: null, source: 'unknown', density: null };
  const known = product.density !== null && product.density > 0 ? product.density : null;
  const density = known ?? ASSUMED_SHIPPING_DENSITY;
  return {
    kg: thousandths(presentation.size * litresPerUnit * density),
    source: known === null ? 'assumed' : 'density',
    density,
  };
}

/** "25,2 kg". */
export const formatKilograms = (kg: number) => `${formatNumber(kg)} kg`;

/**
 * What staff read beside a weight, saying how it was found: «25 kg», «≈ 25,2 kg, calculado con
 * densidad 1,26 kg/L», «≈ 20 kg, supuesto 1 kg/L (el producto no tiene densidad)».
 */
export function describeShippingWeight(weight: ShippingWeight): string {
  if (weight.kg === null) {
    return 'Peso desconocido: indica el peso de envío (la unidad no se puede convertir a kg)';
  }
  const kg = formatKilograms(weight.kg);
  switch (weight.source) {
    case 'set':
      return kg;
    case 'mass':
      return `${kg}, calculado de la presentación`;
    case 'density':
      return `≈ ${kg}, calculado con densidad ${formatNumber(weight.density!)} kg/L`;
    default:
      return `≈ ${kg}, supuesto ${formatNumber(ASSUMED_SHIPPING_DENSITY)} kg/L (el producto no tiene densidad)`;
  }
}
