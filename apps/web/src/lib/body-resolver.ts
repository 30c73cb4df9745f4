import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with the API's own body schema: the form's values are
 * first turned into the request body (`toBody`: dollars to cents, rows to strings…), then parsed
 * by `schema`, and each issue's path is turned back into the form's field (`toFormPath`). Client
 * and server agree because they run the same schema.
 */
export function bodyResolver<TForm extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  /** May return invalid data (an unchosen select is null): the schema says what is wrong. */
  toBody: (values: TForm) => unknown,
  toFormPath: (bodyPath: string) => string | null = (path) => path,
): Resolver<TForm, unknown, z.output<TSchema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = toFormPath(issue.path.map(String).join('.')) ?? 'root.server';
      // The first message of a field is the one to fix first.
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors<TForm>(flat, options) };
  };
}
