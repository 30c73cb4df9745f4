import { describe, expect, it } from 'vitest';
import {
  formatAuthorizationDate,
  formatQuantity,
  formatSriDate,
  paymentMethodName,
  printable,
} from './ride-text';

describe('printable', () => {
  it('keeps Spanish text and signs, and $`-style patterns as they are', () => {
    const text = "Ácido cítrico 99,5 % — «envase» ñ ü ° µ € $`x` $& $' <b>";
    expect(printable(text)).toBe(text);
  });

  it('turns NUL, control characters and line breaks into one space, and drops invisible marks', () => {
    expect(printable('Calle\u0000Uno\u0007 y\r\n\tDos\u0085fin')).toBe('Calle Uno y Dos fin');
    expect(printable('\u202Edaolnwod\u202C \u200Bcero')).toBe('daolnwod cero');
  });

  it('writes plainly what the fonts lack and leaves out what has no plain form', () => {
    expect(printable('Sulfato de cobre (CuSO₄·5H₂O) 🧪')).toBe('Sulfato de cobre (CuSO4·5H2O)');
  });

  it('cuts a text past the SRI’s 300 characters, marking the cut', () => {
    const printed = printable('Ñ'.repeat(5000));
    expect([...printed]).toHaveLength(300);
    expect(printed.endsWith('Ñ…')).toBe(true);
  });
});

describe('the RIDE’s forms', () => {
  it('writes dates as the SRI does, the authorisation at the shop’s clock', () => {
    expect(formatSriDate('2026-03-05')).toBe('05/03/2026');
    expect(formatAuthorizationDate('2026-03-05T23:59:59-05:00')).toBe('05/03/2026 23:59:59');
    expect(formatAuthorizationDate('2026-03-06T04:00:00Z')).toBe('05/03/2026 23:00:00');
    // The SRI's older answers already carry the printed form.
    expect(formatAuthorizationDate('23/06/2014 14:06:33')).toBe('23/06/2014 14:06:33');
  });

  it('writes quantities with up to six decimals, and payment methods by name', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(1234.123456)).toBe('1.234,123456');
    expect(paymentMethodName('01')).toBe('SIN UTILIZACIÓN DEL SISTEMA FINANCIERO');
    expect(paymentMethodName('19')).toBe('TARJETA DE CRÉDITO');
    expect(paymentMethodName('16')).toBe('TARJETA DE DÉBITO');
    expect(paymentMethodName('constructor')).toBe('OTRA FORMA DE PAGO');
  });
});
