import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';

/**
 * Puts the API's per-field messages (400 `details`) under their fields and returns the general
 * message for the form's alert.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  if (error && typeof error === 'object' && 'details' in error && Array.isArray(error.details)) {
    for (const detail of error.details as unknown[]) {
      if (!detail || typeof detail !== 'object' || !('field' in detail) || !('message' in detail))
        continue;
      const field = fields.find((name) => name === detail.field);
      if (field && typeof detail.message === 'string')
        setError(field, { type: 'server', message: detail.message });
    }
  }
  return errorMessage(error);
}

/**
 * The submit handler of a sign-in form: sends the values, and when the server refuses, shows
 * its per-field messages under `fields` and returns its general message as `serverError`.
 */
export function useServerSubmit<T extends FieldValues, TOut>(
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError'>,
  fields: readonly Path<T>[],
  send: (values: TOut) => Promise<void>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
    } catch (error) {
      setServerError(applyServerError(error, fields, form.setError));
    }
  });
  return { onSubmit, serverError };
}
