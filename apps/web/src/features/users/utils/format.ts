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
