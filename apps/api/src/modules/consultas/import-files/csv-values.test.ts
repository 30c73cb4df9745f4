import { describe, expect, it } from 'vitest';
import {
  parseDate,
  parseDecimal,
  parseDocumentNumber,
  parseIdentificationType,
  parseText,
  resolveIdentification,
  scaleDecimal,
} from './csv-values';

const value = <T>(result: { ok: true; value: T } | { ok: false; message: string }) => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const message = (result: { ok: boolean; message?: string }) =>
  result.ok ? null : (result as { message: string }).message;

describe('parseDecimal', () => {
  it.each([
    ['1234,5', 1234.5],
    ['1234.5', 1234.5],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1 234,56', 1234.56],
    ['1.234.567,8', 1234567.8],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['0,125', 0.125],
    ['0.125', 0.125],
    [',5', 0.5],
    ['$ 48,50', 48.5],
    ['+3', 3],
    ['007', 7],
    ['1234.567', 1234.567],
    ['12,3456', 12.3456],
  ])('reads %s', (text, expected) => {
    expect(value(parseDecimal(text)).value).toBe(expected);
  });

  it('refuses a thousands-or-decimals guess', () => {
    expect(message(parseDecimal('1.234'))).toBe(
      '«1.234» es ambiguo: escribe 1234 si son miles, o 1.2340 si son decimales',
    );
    expect(message(parseDecimal('12,500'))).toContain('es ambiguo');
  });

  it.each(['12,5,0', 'abc', '1.23,4', '1,2.3.4', '', '.', '1e5', '12a'])(
    'refuses %s as not a number',
    (text) => {
      expect(message(parseDecimal(text))).toBe(`«${text}» no es un número`);
    },
  );

  it('refuses negative and huge numbers', () => {
    expect(message(parseDecimal('-3'))).toBe('«-3» no puede ser negativo');
    expect(message(parseDecimal('(3,00)'))).toBe('«(3,00)» no puede ser negativo');
    expect(message(parseDecimal('1.000.000.001'))).toContain('demasiado grande');
    expect(value(parseDecimal('1.000.000.000')).value).toBe(1e9);
  });

  it('scales exactly, rounding half up', () => {
    expect(scaleDecimal(value(parseDecimal('1.234,565')), 2)).toBe(123457n);
    expect(scaleDecimal(value(parseDecimal('0,1')), 2)).toBe(10n);
    expect(scaleDecimal(value(parseDecimal('2,0000005')), 6)).toBe(2000001n);
    expect(scaleDecimal(value(parseDecimal('48')), 6)).toBe(48000000n);
  });
});

describe('parseDate', () => {
  it.each([
    ['15/01/2026', '2026-01-15'],
    ['5/1/2026', '2026-01-05'],
    ['15-01-2026', '2026-01-15'],
    ['2026-01-15', '2026-01-15'],
    ['15/01/2026 0:00', '2026-01-15'],
    ['2026-01-15 13:45:00', '2026-01-15'],
  ])('reads %s', (text, expected) => {
    expect(value(parseDate(text))).toBe(expected);
  });

  it('refuses impossible and unknown dates', () => {
    expect(message(parseDate('31/02/2026'))).toBe('«31/02/2026» no es una fecha válida');
    expect(message(parseDate('01/13/2026'))).toBe('«01/13/2026» no es una fecha válida');
    expect(message(parseDate('15/01/26'))).toBe('«15/01/26» no es una fecha (dd/mm/aaaa)');
    expect(message(parseDate('enero 2026'))).toContain('no es una fecha');
  });
});

describe('parseDocumentNumber', () => {
  it('pads a short number and reads the fifteen digits', () => {
    expect(value(parseDocumentNumber('1-1-123'))).toBe('001-001-000000123');
    expect(value(parseDocumentNumber('001-002-000000456'))).toBe('001-002-000000456');
    expect(value(parseDocumentNumber('001002000000456'))).toBe('001-002-000000456');
  });

  it('refuses anything else', () => {
    expect(message(parseDocumentNumber('F-123'))).toBe(
      '«F-123» no es un número de comprobante (001-001-000000123)',
    );
    expect(message(parseDocumentNumber('1-1-1234567890'))).toContain('no es un número');
    expect(message(parseDocumentNumber('001-001-000000000'))).toContain('no tiene secuencial');
  });
});

describe('identification', () => {
  it('reads the types by name or SRI code', () => {
    expect(value(parseIdentificationType('Cédula'))).toBe('cedula');
    expect(value(parseIdentificationType(' RUC '))).toBe('ruc');
    expect(value(parseIdentificationType('Pasaporte'))).toBe('pasaporte');
    expect(value(parseIdentificationType('Exterior'))).toBe('exterior');
    expect(value(parseIdentificationType('Consumidor final'))).toBe('consumidor_final');
    expect(value(parseIdentificationType('05'))).toBe('cedula');
    expect(message(parseIdentificationType('DNI'))).toBe(
      '«DNI» no es un tipo válido (RUC, Cédula, Pasaporte, Exterior)',
    );
  });

  it('infers the type from a valid cédula or RUC, else a passport', () => {
    expect(value(resolveIdentification('1710034065', null))).toEqual({
      type: 'cedula',
      identification: '1710034065',
    });
    expect(value(resolveIdentification('1792146739001', null)).type).toBe('ruc');
    expect(value(resolveIdentification('9999999999999', null)).type).toBe('consumidor_final');
    expect(value(resolveIdentification('AB123456', null))).toEqual({
      type: 'pasaporte',
      identification: 'AB123456',
    });
  });

  it('gives back the leading zero a spreadsheet drops', () => {
    expect(value(resolveIdentification('912345675', null))).toEqual({
      type: 'cedula',
      identification: '0912345675',
    });
    expect(value(resolveIdentification('912345675001', null))).toEqual({
      type: 'ruc',
      identification: '0912345675001',
    });
    // Nine digits that are no cédula are a passport.
    expect(value(resolveIdentification('123456789', null)).type).toBe('pasaporte');
  });

  it('refuses 10 or 13 digits that do not check, unless the type says passport', () => {
    expect(message(resolveIdentification('1710034064', null))).toBe(
      '«1710034064» no es una cédula válida',
    );
    expect(message(resolveIdentification('1710034064001', null))).toBe(
      '«1710034064001» no es un RUC válido',
    );
    expect(value(resolveIdentification('1710034064', 'pasaporte')).type).toBe('pasaporte');
    expect(value(resolveIdentification('1710034064001', 'exterior')).type).toBe('exterior');
  });

  it('checks a declared type', () => {
    expect(message(resolveIdentification('1710034065', 'ruc'))).toContain('no es un RUC válido');
    expect(message(resolveIdentification('AB12', 'cedula'))).toContain('no es una cédula válida');
    expect(value(resolveIdentification('', 'consumidor_final')).identification).toBe(
      '9999999999999',
    );
    expect(message(resolveIdentification('', null))).toBe('falta');
    expect(message(resolveIdentification('X'.repeat(21), 'pasaporte'))).toContain('máximo 20');
  });
});

describe('parseText', () => {
  it('trims, empties to null and refuses control characters and long text', () => {
    expect(value(parseText('  Quito  ', 300))).toBe('Quito');
    expect(value(parseText('   ', 300))).toBeNull();
    expect(message(parseText('a\u0000b', 300))).toBe('tiene caracteres de control no válidos');
    expect(message(parseText('a'.repeat(26), 25))).toBe('tiene 26 caracteres; el máximo es 25');
  });
});
