// Rules the API and the web app both apply to what they show, in one place. No zod here: the
// storefront imports this module (through `@quimia/contracts/pricing`) in its first download.

/**
 * A product's IVA treatment, as the SRI codes it on an invoice (impuesto 2, codigoPorcentaje):
 * `iva` the general rate (15 %, code 4), `cero` 0 % (code 0: fertilisers, agro-chemicals…),
 * `exento` exempt (code 7) and `no_objeto` outside IVA (code 6).
 */
export const IVA_CODES = ['iva', 'cero', 'exento', 'no_objeto'] as const;
export type IvaCode = (typeof IVA_CODES)[number];
export const IVA_CODE_LABELS: Record<IvaCode, string> = {
  iva: 'Grava IVA',
  cero: 'IVA 0 %',
  exento: 'Exento de IVA',
  no_objeto: 'No objeto de IVA',
};
/** The SRI's codigoPorcentaje for each treatment (the general rate's code is that of 15 %). */
export const IVA_SRI_CODES: Record<IvaCode, string> = {
  iva: '4',
  cero: '0',
  exento: '7',
  no_objeto: '6',
};

/** The IVA rate a line pays, in percent: the general rate for `iva`, none for the others. */
export function ivaRateOf(ivaCode: IvaCode, generalRate: number): number {
  return ivaCode === 'iva' ? generalRate : 0;
}

/**
 * The highest unit price (without IVA) a line takes, from the catalogue or set by staff:
 * US$1.000.000,00.
 */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;
/**
 * The highest amount of a line, of a document's subtotal, IVA or total (quotation or order):
 * US$100.000.000,00. No sale of this shop comes near it, it fits the SRI's 14 digits with two
 * decimals, and 900,000 documents at the limit still add up to less than the largest integer a
 * number holds exactly (2^53); a sum past it is read as out of range, never as a wrong figure.
 */
export const MAX_DOCUMENT_CENTS = 10_000_000_000;
/** The limits as the messages write them. */
export const MAX_UNIT_PRICE_TEXT = '$1.000.000,00';
export const MAX_DOCUMENT_TEXT = '$100.000.000,00';

/** A volume price: from this many units of a presentation, each costs `unitPriceCents`. */
export type PriceBreak = { fromQuantity: number; unitPriceCents: number };

/**
 * The unit price for a quantity: the lowest price among the breaks the quantity reaches, or the
 * list price. Null list price: "Precio a consultar" (breaks never apply without one).
 */
export function unitPriceFor(
  listPriceCents: number | null,
  breaks: readonly PriceBreak[],
  quantity: number,
): { unitPriceCents: number | null; breakFromQuantity: number | null } {
  if (listPriceCents === null) return { unitPriceCents: null, breakFromQuantity: null };
  let best = { unitPriceCents: listPriceCents, breakFromQuantity: null as number | null };
  for (const priceBreak of breaks) {
    if (quantity >= priceBreak.fromQuantity && priceBreak.unitPriceCents < best.unitPriceCents) {
      best = {
        unitPriceCents: priceBreak.unitPriceCents,
        breakFromQuantity: priceBreak.fromQuantity,
      };
    }
  }
  return best;
}

/**
 * The price with IVA, in cents, rounded half up to the cent as on an invoice. Integer arithmetic:
 * 350 × 115 / 100 gives 402.5 → 403 ($4,03), where 350 × 1.15 is 402.4999… → 402.
 */
export function centsWithIva(cents: number, ivaRate: number): number {
  return Math.round((cents * (100 + ivaRate)) / 100);
}

/** A product's name as its page titles it: with its CAS number when it has one. */
export function productTitle(product: { name: string; casNumber: string | null }): string {
  return product.casNumber ? `${product.name} (CAS ${product.casNumber})` : product.name;
}

/**
 * The shop's time zone: days, months and the year of a document's number are the shop's, on the
 * server and in the browser alike.
 */
export const SHOP_TIME_ZONE = 'America/Guayaquil';

/** The months as the shop writes a date (`5 de marzo de 2026`). */
export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
