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

/** Up to two initials for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** 'Ciudad, Provincia, País' from whatever parts are known. */
export function formatLocation(parts: (string | null | undefined)[]): string | null {
  const known = parts.map((part) => part?.trim()).filter(Boolean);
  return known.length ? known.join(', ') : null;
}

/** The photo address to preview while typing, only once it looks like what the server accepts. */
export function previewPhoto(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && /^(https?:\/\/.+|\/.+)/.test(url) ? url : null;
}
