/**
 * Build-time environment of the web app. Checked by hand rather than with zod: this module is in
 * the entry chunk and zod would weigh on every first visit.
 */
function readApiUrl(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string') throw new Error('VITE_API_URL must be a string');
  return value;
}

export const env = {
  /** Base URL of the API; empty means the same origin, which is how `npm start` serves it. */
  VITE_API_URL: readApiUrl(import.meta.env.VITE_API_URL),
} as const;
