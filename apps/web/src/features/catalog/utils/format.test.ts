import { describe, expect, it } from 'vitest';
import { centsWithIva } from './format';

describe('centsWithIva', () => {
  it('rounds half a cent up, as an invoice does', () => {
    // 3,50 × 1,15 = 4,025: a float product (402,4999…) would round down to 4,02.
    expect(centsWithIva(350, 15)).toBe(403);
    expect(centsWithIva(6300, 15)).toBe(7245);
    expect(centsWithIva(1, 15)).toBe(1);
  });

  it('leaves the price alone without IVA', () => {
    expect(centsWithIva(350, 0)).toBe(350);
  });
});
