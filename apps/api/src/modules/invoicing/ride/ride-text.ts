import { SHOP_TIME_ZONE, formatDecimal } from '@quimia/contracts';

// The RIDE's words: the texts it prints (buyers' texts made printable) and the forms
// of its dates, quantities, rates and payment methods.

// What the embedded (latin) fonts draw, without the control and invisible characters.
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return FONT_RANGES.some(([from, to]) => code >= from && code <= to);
};

/**
 * The SRI takes at most 300 characters in a name, an address, a description or an additional
 * field: a longer text cannot be in an authorised document, and is cut so that one field cannot
 * fill the page.
 */
export const MAX_FIELD_CHARS = 300;

/**
 * A text as the RIDE prints it: line breaks, tabs and control characters (NUL…) become a space,
 * a character the fonts lack takes its plain form when it has one (CuSO₄ → CuSO4) and is left out
 * otherwise (an emoji), spaces are collapsed, and past `max` characters it is cut with «…».
 */
export function printable(text: string, max = MAX_FIELD_CHARS): string {
  const kept = [...text].map((char) => {
    if (drawable(char)) return char;
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
    const plain = char.normalize('NFKC');
    return [...plain].every(drawable) ? plain : '';
  });
  const clean = kept.join('').replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : clean;
}

/** `2026-11-27` → `27/11/2026`, as the SRI writes dates; any other form printed as it is. */
export function formatSriDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : printable(day, 30);
}

const shopClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The authorisation's moment at the shop (America/Guayaquil), `dd/mm/yyyy HH:mm:ss`. The SRI's
 * older answers already carry that form: what does not read as an ISO date is printed as it is.
 */
export function formatAuthorizationDate(at: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(at) || Number.isNaN(Date.parse(at))) return printable(at, 40);
  const parts = Object.fromEntries(
    shopClock.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A quantity in Spanish notation, with the SRI's 6 decimals at most: 2 → «2», 1.5 → «1,5». */
export function formatQuantity(quantity: number): string {
  return formatDecimal(quantity, 6);
}

/** A rate in percent: 15 → «15 %», 12.5 → «12,5 %». */
export function formatRate(rate: number): string {
  return `${formatDecimal(rate, 2)} %`;
}

/** formaPago, the SRI's table of payment methods. */
export const PAYMENT_METHODS: Record<string, string> = {
  '01': 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO',
  '15': 'COMPENSACIÓN DE DEUDAS',
  '16': 'TARJETA DE DÉBITO',
  '17': 'DINERO ELECTRÓNICO',
  '18': 'TARJETA PREPAGO',
  '19': 'TARJETA DE CRÉDITO',
  '20': 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO',
  '21': 'ENDOSO DE TÍTULOS',
};

/** A payment method's name, from its code. */
export function paymentMethodName(code: string): string {
  return Object.hasOwn(PAYMENT_METHODS, code) ? PAYMENT_METHODS[code]! : 'OTRA FORMA DE PAGO';
}
