import type { ApiError } from '@quimia/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's error body (`{ message, code, details? }`), or null for a network failure. */
export function asApiError(error: unknown): ApiError | null {
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    'code' in error &&
    typeof error.code === 'string'
  ) {
    return error as ApiError;
  }
  return null;
}

/** True when the API answered 404 (`{ code: 'NOT_FOUND' }`). */
export function isNotFoundError(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === 'NOT_FOUND';
}

/** True when the server said the record does not exist (or the id cannot name one). */
export function isNotFound(error: unknown): boolean {
  const code = asApiError(error)?.code;
  return code === 'NOT_FOUND' || code === 'VALIDATION_ERROR';
}

/**
 * Puts the server's per-field messages (`details: [{ field, message }]`) on the form's fields.
 * `toFormPath` turns the body's path (`presentations.0.priceCents`) into the form's, or null for
 * a field the form does not show. Returns the form paths that received a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toFormPath: (bodyPath: string) => string | null,
): string[] {
  const details = asApiError(error)?.details ?? [];
  const applied: string[] = [];
  for (const detail of details) {
    // The server may prefix the part of the request ('body.code').
    const path = toFormPath(detail.field.replace(/^body\./, ''));
    if (!path || applied.includes(path)) continue;
    setError(
      path as Path<T>,
      { type: 'server', message: detail.message },
      {
        shouldFocus: applied.length === 0,
      },
    );
    applied.push(path);
  }
  return applied;
}

/**
 * `toFormPath` for a form whose fields are flat and named as in the body: the server's field is
 * matched by its last part ('address.city' → 'city'), and one the form lacks is left out.
 */
export function flatFormPath<T extends FieldValues>(fields: readonly Path<T>[]) {
  return (bodyPath: string): Path<T> | null =>
    fields.find((field) => field === bodyPath || bodyPath.endsWith(`.${field}`)) ?? null;
}
