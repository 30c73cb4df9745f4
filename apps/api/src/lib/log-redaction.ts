import { stdSerializers } from 'pino';

/**
 * Secrets and personal data never reach a log line, whatever a log call passes: headers that
 * carry sessions, passwords and their hashes, tokens, and e-mail addresses (request bodies,
 * form data). Matched at the top level and two levels down (`body.email`, `req.body.email`).
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  '"set-cookie"',
  'password',
  'passwordHash',
  'password_hash',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'email',
];

export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** What a redacted value is replaced with. */
export const REDACTED = '[oculto]';

/**
 * Fields of database errors that may hold the values of a query: Drizzle's `params`; and from
 * PostgreSQL (node-postgres and PGlite alike) `detail` (e.g. "Key (email)=(ana@…) already
 * exists"), `where` and `internalQuery`.
 */
const VALUE_FIELDS = ['params', 'detail', 'where', 'internalQuery'];

type SerializedError = Record<string, unknown> & { message?: string; stack?: string };

/** The text Drizzle appends to a failed query's message: `\nparams: a,b,c`. */
function paramsTexts(error: unknown, seen = new Set<unknown>()): string[] {
  if (!error || typeof error !== 'object' || seen.has(error)) return [];
  seen.add(error);
  const { params, cause } = error as { params?: unknown; cause?: unknown };
  const own = Array.isArray(params) ? [`\nparams: ${params.join(',')}`] : [];
  return [...own, ...paramsTexts(cause, seen)];
}

function scrub(serialized: SerializedError, texts: string[]): SerializedError {
  for (const field of VALUE_FIELDS) delete serialized[field];
  for (const key of ['message', 'stack'] as const) {
    let value = serialized[key];
    if (typeof value !== 'string') continue;
    for (const text of texts) value = value.split(text).join('');
    serialized[key] = value;
  }
  for (const [key, value] of Object.entries(serialized)) {
    if (key !== 'raw' && value && typeof value === 'object' && !Array.isArray(value)) {
      serialized[key] = scrub({ ...(value as SerializedError) }, texts);
    }
  }
  return serialized;
}

/**
 * pino's error serializer without the values of failed queries: the SQL text, the error code
 * and the constraint stay (enough to find the fault), the parameters go.
 */
export function serializeError(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const safe = scrub({ ...(serialized as SerializedError) }, paramsTexts(error));
  delete safe.raw;
  return safe;
}
