import { describe, expect, it } from 'vitest';
import { isValidCedula, isValidCedulaOrRuc, isValidRuc } from './tax-id';

describe('isValidCedula', () => {
  it.each(['1714307103', '0602910945', '0926687856', '0910005917'])('accepts %s', (value) => {
    expect(isValidCedula(value)).toBe(true);
  });

  it.each([
    ['1714307104', 'check digit'],
    ['171430710', 'length'],
    ['123A567890', 'format'],
    ['1784307108', 'third digit 8'],
    ['8814307107', 'province 88'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidCedula(value)).toBe(false);
  });
});

describe('isValidRuc', () => {
  it.each([
    // Natural persons.
    '0101016905001',
    '0602910945001',
    '0962467429001',
    '1001152287001',
    // Public entities.
    '0160000510001',
    '0260000250001',
    // Companies, with and without a check digit that an algorithm explains.
    '0190115798001',
    '1790016919001',
    '1793221293001',
    '1793213150001',
    '0993370026001',
  ])('accepts %s', (value) => {
    expect(isValidRuc(value)).toBe(true);
  });

  it.each([
    ['179206034601', 'length'],
    ['17920603A6001', 'format'],
    ['0170000610001', 'third digit 7'],
    ['1763154690001', 'natural check digit'],
    ['0160000610001', 'public check digit'],
    ['8810034069001', 'province 88'],
    ['0926687856000', 'establishment 000'],
    ['1760001550000', 'establishment 0000'],
    ['0992397535000', 'company establishment 000'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidRuc(value)).toBe(false);
  });
});

describe('isValidCedulaOrRuc', () => {
  it('takes either by length', () => {
    expect(isValidCedulaOrRuc('1714307103')).toBe(true);
    expect(isValidCedulaOrRuc('1790016919001')).toBe(true);
    expect(isValidCedulaOrRuc('1714307104')).toBe(false);
    expect(isValidCedulaOrRuc('17143071')).toBe(false);
  });
});
