// The SRI's 49-digit access key (clave de acceso) of an electronic document: what each position
// holds and its módulo 11 check digit.
//
// Positions: 1–8 issue date (ddmmyyyy) · 9–10 document code · 11–23 issuer's RUC · 24 environment ·
// 25–27 establishment · 28–30 emission point · 31–39 sequential · 40–47 numeric code chosen by the
// issuer · 48 emission type · 49 check digit.

export type SriAccessKeyParts = {
  /** `yyyy-mm-dd`. */
  issueDate: string;
  /** 01 factura, 03 liquidación de compra, 04 nota de crédito, 05 nota de débito, 06 guía, 07 retención. */
  documentCode: string;
  ruc: string;
  /** 1 pruebas, 2 producción. */
  environment: string;
  /** 3 digits. */
  establishment: string;
  /** 3 digits. */
  emissionPoint: string;
  /** 9 digits. */
  sequential: string;
  /** 8 digits. */
  numericCode: string;
  /** 1 normal. */
  emissionType: string;
};

const DIGITS_48 = /^\d{48}$/;
const DIGITS_49 = /^\d{49}$/;

/** Módulo 11 over the first 48 digits, weights 2..7 from the right; 11 → 0 and 10 → 1. */
export function accessKeyCheckDigit(first48: string): string {
  if (!DIGITS_48.test(first48)) throw new Error('The first part of an access key is 48 digits');
  let sum = 0;
  let weight = 2;
  for (let i = 47; i >= 0; i--) {
    sum += (first48.charCodeAt(i) - 48) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

/** 49 digits whose last one is the check digit of the others. */
export function isValidAccessKey(key: string): boolean {
  return DIGITS_49.test(key) && accessKeyCheckDigit(key.slice(0, 48)) === key[48];
}

/** The parts of a valid key; null when the key is not 49 digits or its check digit is wrong. */
export function parseAccessKey(key: string): SriAccessKeyParts | null {
  if (!isValidAccessKey(key)) return null;
  return {
    issueDate: `${key.slice(4, 8)}-${key.slice(2, 4)}-${key.slice(0, 2)}`,
    documentCode: key.slice(8, 10),
    ruc: key.slice(10, 23),
    environment: key.slice(23, 24),
    establishment: key.slice(24, 27),
    emissionPoint: key.slice(27, 30),
    sequential: key.slice(30, 39),
    numericCode: key.slice(39, 47),
    emissionType: key.slice(47, 48),
  };
}

const PART_PATTERNS: { [K in keyof SriAccessKeyParts]: RegExp } = {
  issueDate: /^\d{4}-\d{2}-\d{2}$/,
  documentCode: /^\d{2}$/,
  ruc: /^\d{13}$/,
  environment: /^\d$/,
  establishment: /^\d{3}$/,
  emissionPoint: /^\d{3}$/,
  sequential: /^\d{9}$/,
  numericCode: /^\d{8}$/,
  emissionType: /^\d$/,
};

/** The 49-digit key of these parts, check digit appended; throws when a part has the wrong form. */
export function buildAccessKey(parts: SriAccessKeyParts): string {
  for (const name of Object.keys(PART_PATTERNS) as (keyof SriAccessKeyParts)[]) {
    if (!PART_PATTERNS[name].test(parts[name])) {
      throw new Error(`Access key part ${name} has the wrong form: ${parts[name]}`);
    }
  }
  const [year, month, day] = parts.issueDate.split('-') as [string, string, string];
  const first48 =
    day +
    month +
    year +
    parts.documentCode +
    parts.ruc +
    parts.environment +
    parts.establishment +
    parts.emissionPoint +
    parts.sequential +
    parts.numericCode +
    parts.emissionType;
  return first48 + accessKeyCheckDigit(first48);
}
