import type { ProductUnit } from '@quimia/contracts';

// Amounts between a product's units: mass with mass, volume with volume, and one into the other
// through the product's density (kg/L). Containers (caneca, tambor, saco) have no fixed size, so
// an amount in one of them converts only to itself.

const KILOGRAMS: Partial<Record<ProductUnit, number>> = { kg: 1, g: 0.001 };
/** A US gallon, as the shops sell it ("Galón 3,785 L"). */
const LITRES: Partial<Record<ProductUnit, number>> = { L: 1, mL: 0.001, galón: 3.785411784 };

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
