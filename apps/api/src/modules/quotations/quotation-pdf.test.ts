import { describe, expect, it } from 'vitest';
import { printableText } from './quotation-pdf';

describe('printableText', () => {
  it('keeps Spanish text, signs and punctuation as they are', () => {
    const text = 'Ácido cítrico 99,5 % — «envase» ñ ü ° µ € $`x` <b>';
    expect(printableText(text)).toBe(text);
  });

  it('writes plainly what the fonts lack and leaves out what has no plain form', () => {
    expect(printableText('Precio especial 🧪 $`x`')).toBe('Precio especial $`x`');
    expect(printableText('Sulfato de cobre (CuSO₄·5H₂O)')).toBe('Sulfato de cobre (CuSO4·5H2O)');
    expect(printableText('Gracias 👍🏽')).toBe('Gracias ');
  });
});
