const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route segment is either a uuid or a slug; the API takes `?id=` or `?slug=` accordingly. */
export function idOrSlug(value: string): { id: string } | { slug: string } {
  return UUID_PATTERN.test(value) ? { id: value } : { slug: value.toLowerCase() };
}

/**
 * Whether a route segment can name anything (a slug or a uuid). Anything else is a 404 at once,
 * without asking the API (which would answer 400).
 */
export function isRouteKey(value: string): boolean {
  return UUID_PATTERN.test(value) || SLUG_PATTERN.test(value.toLowerCase());
}
