import { describe, expect, it } from 'vitest';
import { stockLevel } from './stock-level';

describe('stockLevel', () => {
  it('marks a product at or below its minimum stock as «Stock bajo», naming the minimum', () => {
    expect(stockLevel({ stock: 40, minimumStock: 50, unit: 'kg' })).toEqual({
      label: 'Stock bajo',
      detail: 'En su stock mínimo (50 kg) o por debajo',
    });
    expect(stockLevel({ stock: 12.5, minimumStock: 12.5, unit: 'L' })?.label).toBe('Stock bajo');
    expect(stockLevel({ stock: 12.6, minimumStock: 12.5, unit: 'L' })).toBeNull();
  });

  it('marks a product that ran out as «Agotado», with a minimum or without one', () => {
    expect(stockLevel({ stock: 0, minimumStock: 1250.5, unit: 'kg' })).toEqual({
      label: 'Agotado',
      detail: 'Sin existencias; stock mínimo: 1.250,5 kg',
    });
    expect(stockLevel({ stock: 0, minimumStock: null, unit: 'kg' })).toEqual({
      label: 'Agotado',
      detail: 'Sin existencias',
    });
  });

  it('leaves a product without a minimum unmarked while it has stock', () => {
    expect(stockLevel({ stock: 0.5, minimumStock: null, unit: 'kg' })).toBeNull();
    // A visitor's card carries no minimum at all.
    expect(stockLevel({ stock: 3, unit: 'kg' })).toBeNull();
  });
});
