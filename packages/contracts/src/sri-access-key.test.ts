import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  isValidAccessKey,
  parseAccessKey,
} from './sri-access-key';

// A real key of an authorised factura (23/06/2021, RUC 0907083844001, 003-104-000601354).
const REAL_KEY = '2306202101090708384400120031040006013542306135416';

describe('SRI access key', () => {
  it('computes the check digit of a real key', () => {
    expect(accessKeyCheckDigit(REAL_KEY.slice(0, 48))).toBe('6');
    expect(isValidAccessKey(REAL_KEY)).toBe(true);
  });

  it('maps 11 to 0 and 10 to 1', () => {
    const zeros = '0'.repeat(47);
    // Sum 0 → 11 − 0 = 11 → 0.
    expect(accessKeyCheckDigit(`${zeros}0`)).toBe('0');
    // The last digit weighs 2: 6 → sum 12, remainder 1 → 10 → 1.
    expect(accessKeyCheckDigit(`${zeros}6`)).toBe('1');
    // 1 → sum 2 → 9; the next digit to the left weighs 3: sum 3 → 8.
    expect(accessKeyCheckDigit(`${zeros}1`)).toBe('9');
    expect(accessKeyCheckDigit(`${'0'.repeat(46)}10`)).toBe('8');
  });

  it('refuses keys of the wrong length, with letters or a wrong check digit', () => {
    expect(isValidAccessKey(REAL_KEY.slice(0, 48))).toBe(false);
    expect(isValidAccessKey(`${REAL_KEY}0`)).toBe(false);
    expect(isValidAccessKey(`${REAL_KEY.slice(0, 48)}7`)).toBe(false);
    expect(isValidAccessKey(`a${REAL_KEY.slice(1)}`)).toBe(false);
    expect(parseAccessKey(`${REAL_KEY.slice(0, 48)}7`)).toBeNull();
    expect(() => accessKeyCheckDigit('123')).toThrow();
  });

  it('parses every part of the key', () => {
    expect(parseAccessKey(REAL_KEY)).toEqual({
      issueDate: '2021-06-23',
      documentCode: '01',
      ruc: '0907083844001',
      environment: '2',
      establishment: '003',
      emissionPoint: '104',
      sequential: '000601354',
      numericCode: '23061354',
      emissionType: '1',
    });
  });

  it('builds the key back from its parts', () => {
    const parts = parseAccessKey(REAL_KEY);
    expect(parts).not.toBeNull();
    expect(buildAccessKey(parts!)).toBe(REAL_KEY);
    const other = buildAccessKey({ ...parts!, documentCode: '04', sequential: '000000123' });
    expect(isValidAccessKey(other)).toBe(true);
    expect(parseAccessKey(other)?.documentCode).toBe('04');
    expect(() => buildAccessKey({ ...parts!, ruc: '123' })).toThrow(/ruc/);
  });
});
