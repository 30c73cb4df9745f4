/** The app-side twin of SQL `quimia_normalize`: lower case, accents removed. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment is an item's id (a UUID) rather than its name in an address. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
