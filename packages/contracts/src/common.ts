import { z } from 'zod';

/** Body of every error the API answers: `{ message, code, details? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Bounds of a PostgreSQL `integer` (int4) column: a larger value fails in the database. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * An integer an `integer` column can hold, from JSON (or, with `coerce`, from a query string).
 * Every integer of a request goes through it, so none reaches the database out of range.
 */
export function int4(message?: string, { coerce = false }: { coerce?: boolean } = {}) {
  const error = message ? { error: message } : undefined;
  // A caller writes a query number as a number or as its text; `unknown` would take anything.
  return (coerce ? z.coerce.number<number | string>(error) : z.number(error))
    .int(error)
    .min(INT4_MIN, error)
    .max(INT4_MAX, error ?? { error: 'El número es demasiado grande' });
}

/** The id of a row keyed by an identity column: a positive int4. */
export const positiveId = (message: string, options?: { coerce?: boolean }) =>
  int4(message, options).positive({ error: message });

export const paginationQuerySchema = z.object({
  page: int4('La página no es válida', { coerce: true }).min(1).default(1),
  pageSize: int4('El tamaño de página no es válido', { coerce: true }).min(1).max(100).default(20),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const idQuerySchema = z.object({ id: z.uuid({ error: 'El identificador no es válido' }) });

/** Optional free text from a form: trimmed, and an empty string becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    // zod's own words ("se esperaba que texto tuviera <=1000 caracteres") read as a program's.
    .max(max, { error: `Como máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A confirmation in Spanish ("Producto eliminado"). */
export const messageResponseSchema = z.object({ message: z.string() });

/** A list of short texts (synonyms, steps…), each trimmed and non-empty, none by default. */
export const textList = (itemMax: number, listMax: number, label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: `${label}: no dejes elementos vacíos` })
        .max(itemMax, { error: `${label}: cada elemento admite ${itemMax} caracteres` }),
    )
    .max(listMax, { error: `${label}: como máximo ${listMax}` })
    .default([]);

/**
 * A day of the calendar, `YYYY-MM-DD`, that exists: 2026-02-31 is refused here rather than by the
 * database (JavaScript's date parser rolls it over to March).
 */
export const calendarDay = (message: string, missing = message) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : message) })
    // A malformed day is said once, not again by the check below.
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      },
      { error: message },
    );
