import { describe, expect, it } from 'vitest';
import { centsWithIva, productTitle } from './pricing';

describe('shared display rules', () => {
  it('adds IVA rounding half up to the cent, without float error', () => {
    expect(centsWithIva(350, 15)).toBe(403);
    expect(centsWithIva(1000, 15)).toBe(1150);
    expect(centsWithIva(999, 0)).toBe(999);
  });

  it('titles a product with its CAS number when it has one', () => {
    expect(productTitle({ name: 'Ácido cítrico', casNumber: '77-92-9' })).toBe(
      'Ácido cítrico (CAS 77-92-9)',
    );
    expect(productTitle({ name: 'Jabón base', casNumber: null })).toBe('Jabón base');
  });
});
