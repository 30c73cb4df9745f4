// Rules the API and the web app both apply to what they show, in one place. No zod here: the
// storefront imports this module (through `@quimia/contracts/pricing`) in its first download.

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
