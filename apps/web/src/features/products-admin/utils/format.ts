const usd = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });

/** US dollars from integer cents, e.g. 350 → '$3,50'; null means the price is on request. */
export function formatUsd(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'Precio a consultar' : usd.format(cents / 100);
}

/** Cents (what the API stores) to the dollars a person types. */
export function centsToDollars(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** Dollars typed in a form to integer cents; rounding absorbs float noise (0.1 + 0.2). */
export function dollarsToCents(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined || Number.isNaN(dollars)
    ? null
    : Math.round(dollars * 100);
}

/** A number in Spanish notation: 1234.5 → '1.234,5'. */
export function formatNumber(value: number): string {
  return value.toLocaleString('es-EC', { maximumFractionDigits: 3 });
}

/** A file size for people: 2411724 → '2,3 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10)} KB`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10)} MB`;
}
