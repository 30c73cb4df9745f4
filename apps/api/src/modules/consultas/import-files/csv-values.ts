import { isValidCedula, isValidRuc, type PartyIdentificationType } from '@quimia/contracts';
import { FINAL_CONSUMER_ID } from '../import/incoming-document';

// The values of a CSV cell as people type them in Ecuador: decimals with a comma or a point,
// thousands grouped either way, dates as dd/mm/yyyy, cédulas whose leading zero a spreadsheet
// dropped. Each reader returns the value or the reason (Spanish, without the row: the caller
// says where).

export type ValueResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): ValueResult<T> => ({ ok: true, value });
const fail = <T>(message: string): ValueResult<T> => ({ ok: false, message });

/** Numbers above this are refused: no line of the shop's comes near it. */
export const MAX_CSV_NUMBER = 1_000_000_000;

/** A decimal read exactly: its digits (`1234.56`) and its value. */
export type Decimal = { digits: string; value: number };

const quote = (raw: string) => `«${raw}»`;

/**
 * A non-negative decimal number. Accepts `1234,5`, `1234.5`, `1.234,56`, `1,234.56`, `1 234,56`
 * and a leading `$`; refuses a single separator followed by exactly three digits after a
 * non-zero integer part (`1.234`: a thousand or one and a bit?), a negative number and anything
 * that is not a number.
 */
export function parseDecimal(raw: string): ValueResult<Decimal> {
  const text = raw.trim();
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\$/, '');
  if (/^-|^\(.*\)$|-$/.test(compact) && /\d/.test(compact)) {
    return fail(`${quote(text)} no puede ser negativo`);
  }
  const unsigned = compact.replace(/^\+/, '');
  const notANumber = fail<Decimal>(`${quote(text)} no es un número`);
  if (!/^[\d.,]+$/.test(unsigned) || !/\d/.test(unsigned)) return notANumber;

  let integer: string;
  let fraction = '';
  const lastComma = unsigned.lastIndexOf(',');
  const lastDot = unsigned.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const thousands = decimalAt === lastComma ? '.' : ',';
    const integerPart = unsigned.slice(0, decimalAt);
    fraction = unsigned.slice(decimalAt + 1);
    const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+$`);
    if (!grouped.test(integerPart) || !/^\d+$/.test(fraction)) return notANumber;
    integer = integerPart.split(thousands).join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = unsigned.split(separator);
    if (parts.length > 2) {
      if (!parts.slice(1).every((part) => /^\d{3}$/.test(part)) || !/^\d{1,3}$/.test(parts[0]!)) {
        return notANumber;
      }
      integer = parts.join('');
    } else {
      const [before = '', after = ''] = parts;
      if (!/^\d*$/.test(before) || !/^\d+$/.test(after)) return notANumber;
      if (after.length === 3 && /^[1-9]\d{0,2}$/.test(before)) {
        return fail(
          `${quote(text)} es ambiguo: escribe ${before}${after} si son miles, o ${before}${separator}${after}0 si son decimales`,
        );
      }
      integer = before || '0';
      fraction = after;
    }
  } else {
    integer = unsigned;
  }

  integer = integer.replace(/^0+(?=\d)/, '');
  const digits = fraction ? `${integer}.${fraction}` : integer;
  const value = Number(digits);
  if (!Number.isFinite(value)) return notANumber;
  if (value > MAX_CSV_NUMBER) {
    return fail(`${quote(text)} es demasiado grande (el máximo es 1.000.000.000)`);
  }
  return ok({ digits, value });
}

/**
 * The decimal as an integer count of `10^-places` units, rounded half up (`12.345` at 2 places
 * is 1235 cents). Exact: computed on the digits, never on a binary fraction.
 */
export function scaleDecimal(decimal: Decimal, places: number): bigint {
  const [integer = '0', fraction = ''] = decimal.digits.split('.');
  const kept = fraction.slice(0, places).padEnd(places, '0');
  const scaled = BigInt(integer + kept);
  const next = fraction.charCodeAt(places);
  return next >= 0x35 /* '5' */ ? scaled + 1n : scaled;
}

/** `a / b` rounded half up, for non-negative integers. */
export function divideRounded(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** `2026-01-15`, `15/01/2026`, `15-01-2026`, `15/1/2026`, with any time after it ignored. */
export function parseDate(raw: string): ValueResult<string> {
  const text = raw.trim();
  const withoutTime = text.replace(
    /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$/i,
    '',
  );
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(withoutTime);
  const local = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(withoutTime);
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (local) {
    [day, month, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  } else {
    return fail(`${quote(text)} no es una fecha (dd/mm/aaaa)`);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    year > 2100 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return fail(`${quote(text)} no es una fecha válida`);
  }
  return ok(date.toISOString().slice(0, 10));
}

/**
 * An SRI document number `estab-ptoEmi-secuencial` padded to `001-001-000000123`; `1-1-123` and
 * the fifteen digits without dashes are accepted.
 */
export function parseDocumentNumber(raw: string): ValueResult<string> {
  const text = raw.trim();
  const dashed = /^(\d{1,3})-(\d{1,3})-(\d{1,9})$/.exec(text);
  const plain = /^(\d{3})(\d{3})(\d{9})$/.exec(text);
  const parts = dashed ?? plain;
  if (!parts) return fail(`${quote(text)} no es un número de comprobante (001-001-000000123)`);
  const [establishment, point, sequence] = [parts[1]!, parts[2]!, parts[3]!];
  if (Number(sequence) === 0) return fail(`${quote(text)} no tiene secuencial`);
  return ok(
    `${establishment.padStart(3, '0')}-${point.padStart(3, '0')}-${sequence.padStart(9, '0')}`,
  );
}

/** Lower case, without accents, spaces or punctuation: how headers and choices compare. */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');
}

const IDENTIFICATION_TYPE_WORDS: Record<string, PartyIdentificationType> = {
  ruc: 'ruc',
  '04': 'ruc',
  cedula: 'cedula',
  ci: 'cedula',
  '05': 'cedula',
  pasaporte: 'pasaporte',
  '06': 'pasaporte',
  consumidorfinal: 'consumidor_final',
  '07': 'consumidor_final',
  exterior: 'exterior',
  identificaciondelexterior: 'exterior',
  delexterior: 'exterior',
  '08': 'exterior',
};

/** `RUC`, `Cédula`, `Pasaporte`, `Exterior`, `Consumidor final` or the SRI's codes 04–08. */
export function parseIdentificationType(raw: string): ValueResult<PartyIdentificationType> {
  const type = IDENTIFICATION_TYPE_WORDS[normalizeKey(raw)];
  return type
    ? ok(type)
    : fail(`${quote(raw.trim())} no es un tipo válido (RUC, Cédula, Pasaporte, Exterior)`);
}

export type Identification = { type: PartyIdentificationType; identification: string };

/** Digits a spreadsheet may have lost in front: a cédula of provinces 01–09 read as a number. */
function withLeadingZero(digits: string, length: 10 | 13): string | null {
  if (digits.length !== length - 1) return null;
  const padded = `0${digits}`;
  return (length === 10 ? isValidCedula(padded) : isValidRuc(padded)) ? padded : null;
}

/**
 * The party's identification checked as its type says, or inferred when no type is given: 13
 * nines are the consumidor final, 10 digits must be a valid cédula and 13 a valid RUC, anything
 * else is a passport. A cédula or RUC of 9 or 12 digits gets back the leading zero a spreadsheet
 * drops. Passports and foreign numbers are kept as written (20 characters at most, the SRI's).
 */
export function resolveIdentification(
  raw: string,
  declared: PartyIdentificationType | null,
): ValueResult<Identification> {
  const text = raw.trim();
  if (declared === 'pasaporte' || declared === 'exterior') {
    if (!text) return fail('falta');
    if (text.length > 20) return fail(`${quote(text)} es demasiado larga (máximo 20 caracteres)`);
    // eslint-disable-next-line no-control-regex -- control characters are refused
    if (/[\u0000-\u001f\u007f]/.test(text)) return fail('tiene caracteres no válidos');
    return ok({ type: declared, identification: text });
  }
  const digits = text.replace(/[\s.-]/g, '');
  if (declared === 'consumidor_final') {
    return !digits || digits === FINAL_CONSUMER_ID
      ? ok({ type: 'consumidor_final', identification: FINAL_CONSUMER_ID })
      : fail(`${quote(text)} no es la del consumidor final (${FINAL_CONSUMER_ID})`);
  }
  if (!text) return fail('falta');
  if (digits === FINAL_CONSUMER_ID) {
    return ok({ type: 'consumidor_final', identification: FINAL_CONSUMER_ID });
  }
  const isDigits = /^\d+$/.test(digits);
  if (declared === 'cedula' || (declared === null && isDigits && digits.length === 10)) {
    const cedula = isDigits ? (isValidCedula(digits) ? digits : withLeadingZero(digits, 10)) : null;
    return cedula
      ? ok({ type: 'cedula', identification: cedula })
      : fail(`${quote(text)} no es una cédula válida`);
  }
  if (declared === 'ruc' || (declared === null && isDigits && digits.length === 13)) {
    const ruc = isDigits ? (isValidRuc(digits) ? digits : withLeadingZero(digits, 13)) : null;
    return ruc
      ? ok({ type: 'ruc', identification: ruc })
      : fail(`${quote(text)} no es un RUC válido`);
  }
  // Nine or twelve digits are a cédula or RUC only when the lost zero makes a valid one; else
  // they are a passport (many passports are nine digits).
  const padded = isDigits ? (withLeadingZero(digits, 10) ?? withLeadingZero(digits, 13)) : null;
  if (padded) return ok({ type: padded.length === 10 ? 'cedula' : 'ruc', identification: padded });
  return resolveIdentification(text, 'pasaporte');
}

/**
 * A text cell trimmed, empty as null; control characters (a NUL byte, a line break) and text
 * over `maxLength` are refused.
 */
export function parseText(raw: string, maxLength: number): ValueResult<string | null> {
  const text = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are refused
  if (/[\u0000-\u001f\u007f]/.test(text)) return fail('tiene caracteres de control no válidos');
  if (text.length > maxLength) {
    return fail(`tiene ${text.length} caracteres; el máximo es ${maxLength}`);
  }
  return ok(text || null);
}
