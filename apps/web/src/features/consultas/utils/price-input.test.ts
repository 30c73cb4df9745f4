import { describe, expect, it } from 'vitest';
import { parsePrice } from './price-input';

describe('a hand price as staff type it', () => {
  it('reads dollars with a decimal comma or point, and thousands marked the Spanish way', () => {
    expect(parsePrice('1,10')).toEqual({ cents: 110 });
    expect(parsePrice(' $ 0.8 ')).toEqual({ cents: 80 });
    expect(parsePrice('12')).toEqual({ cents: 1200 });
    expect(parsePrice('1.234,5')).toEqual({ cents: 123_450 });
  });

  it('says why what cannot be a price is refused', () => {
    expect(parsePrice('')).toEqual({ error: 'Escribe el precio' });
    // Three digits after a point: a thousand or one dollar and a fraction? Not guessed.
    expect(parsePrice('1.234')).toHaveProperty('error', expect.stringMatching(/dos decimales/));
    expect(parsePrice('1,255')).toHaveProperty('error', expect.stringMatching(/dos decimales/));
    expect(parsePrice('-1')).toHaveProperty('error', expect.stringMatching(/dos decimales/));
    expect(parsePrice('1000000,01')).toEqual({
      error: 'El precio no puede superar $1.000.000,00',
    });
  });
});
