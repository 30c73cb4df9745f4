// Numbers and counts in Spanish (Ecuador), the same on the screens and in the server's messages:
// «1 factura», «3 facturas», never «1 facturas». Written without Intl: on a phone, a page's first
// Intl formatter loads the locale's data in a long task while the storefront starts; the output
// is Intl's for es-EC (the web's tests compare them).

/** `digits` (decimal digits, no sign) plus one, e.g. "0999" → "1000". */
function addOne(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

/**
 * A number as es-EC writes it ("1.234,5"): `maxDigits` decimals at most, rounded half away from
 * zero on its shortest decimal form (as Intl does), trailing zeros dropped down to `minDigits`.
 */
export function formatDecimal(value: number, maxDigits: number, minDigits = 0): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  // NaN, Infinity and the exponent forms (below 1e-6, from 1e21): Intl itself, rarely needed.
  if (!match) {
    return new Intl.NumberFormat('es-EC', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    }).format(value);
  }
  let whole = match[1] ?? '0';
  let fraction = match[2] ?? '';
  if (fraction.length > maxDigits) {
    const kept = whole + fraction.slice(0, maxDigits);
    const rounded = (fraction[maxDigits] ?? '0') >= '5' ? addOne(kept) : kept;
    whole = rounded.slice(0, rounded.length - maxDigits).replace(/^0+(?=\d)/, '') || '0';
    fraction = rounded.slice(rounded.length - maxDigits);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A number in Spanish notation, at most three decimals: 1234.5 → "1.234,5". */
export function formatNumber(value: number): string {
  return formatDecimal(value, 3);
}

/** "1 factura", "3 facturas": the noun agrees with the number. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A label inside a sentence: its first word in lowercase unless it is an acronym ("Exento de IVA"
 * → "exento de IVA", "IVA 0 %" stays).
 */
export function inSentence(label: string): string {
  return label.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
}
