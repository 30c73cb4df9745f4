import { describe, expect, it } from 'vitest';
import { describeShippingWeight, presentationShippingWeight } from './shipping-weight';

describe('a presentation’s shipping weight', () => {
  const kg = { unit: 'kg', density: null } as const;
  it('converts a mass, or a container of a product sold by mass', () => {
    expect(
      presentationShippingWeight({ size: 250, unit: 'g', shippingWeightKg: null }, kg),
    ).toEqual({
      kg: 0.25,
      source: 'mass',
      density: null,
    });
    expect(
      presentationShippingWeight({ size: 25, unit: 'saco', shippingWeightKg: null }, kg).kg,
    ).toBe(25);
  });

  it('weighs a volume with the product’s density, and says so', () => {
    const weight = presentationShippingWeight(
      { size: 20, unit: 'L', shippingWeightKg: null },
      { unit: 'L', density: 1.26 },
    );
    expect(weight).toEqual({ kg: 25.2, source: 'density', density: 1.26 });
    expect(describeShippingWeight(weight)).toBe('≈ 25,2 kg, calculado con densidad 1,26 kg/L');
    const gallon = presentationShippingWeight(
      { size: 1, unit: 'galón', shippingWeightKg: null },
      { unit: 'kg', density: 1.16 },
    );
    expect(gallon.kg).toBe(4.391);
  });

  it('takes 1 kg/L for a liquid without density, and says it assumed it', () => {
    const weight = presentationShippingWeight(
      { size: 20, unit: 'caneca', shippingWeightKg: null },
      { unit: 'L', density: null },
    );
    expect(weight).toEqual({ kg: 20, source: 'assumed', density: 1 });
    expect(describeShippingWeight(weight)).toBe(
      '≈ 20 kg, supuesto 1 kg/L (el producto no tiene densidad)',
    );
  });

  it('prefers the weight staff gave, and says when none can be derived', () => {
    const given = presentationShippingWeight(
      { size: 200, unit: 'L', shippingWeightKg: 230.5 },
      { unit: 'L', density: 1.26 },
    );
    expect(given).toEqual({ kg: 230.5, source: 'set', density: null });
    expect(describeShippingWeight(given)).toBe('230,5 kg');
    const unknown = presentationShippingWeight(
      { size: 1, unit: 'saco', shippingWeightKg: null },
      { unit: 'saco', density: null },
    );
    expect(unknown.kg).toBeNull();
    expect(describeShippingWeight(unknown)).toContain('Peso desconocido');
  });
});
