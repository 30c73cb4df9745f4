/** The app-side twin of SQL `quimia_normalize`: lower case, accents removed. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
