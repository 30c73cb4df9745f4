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

/** True when the server said the record does not exist (or the id cannot name one). */
export function isNotFound(error: unknown): boolean {
  const code = asApiError(error)?.code;
  return code === 'NOT_FOUND' || code === 'VALIDATION_ERROR';
}

/**
 * Puts the server's per-field messages (`details: [{ field, message }]`) on the form's fields.
 * Returns true when at least one landed on a field the form shows.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const details = asApiError(error)?.details ?? [];
  let applied = false;
  for (const detail of details) {
    // The server names nested fields with dots ('body.email' or 'email'); the form's are flat.
    const name = fields.find(
      (field) => field === detail.field || detail.field.endsWith(`.${field}`),
    );
    if (name) {
      setError(name, { type: 'server', message: detail.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
