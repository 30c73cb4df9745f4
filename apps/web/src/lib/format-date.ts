// The back office's dates in Spanish with date-fns, in the browser's time
// zone. Imported through `@/lib/format`; the storefront formats its dates there without date-fns.
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { dateFormats } from '@/config/layout';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** 'dd MMM yyyy p' in Spanish, or null when there is no date. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? format(date, dateFormats.dateTime, { locale: es }) : null;
}

/** 'dd MMM yyyy' in Spanish, or null when there is no date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? format(date, dateFormats.date, { locale: es }) : null;
}

/** Relative time in Spanish, e.g. 'hace 5 minutos', or null when there is no date. */
export function formatRelative(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true, locale: es }) : null;
}
