import { z } from 'zod';
import { optionalText, positiveId } from '../common';

// Small building blocks of the catalogue's schemas: CAS numbers, slugs, query flags and ids.

/**
 * A CAS registry number (e.g. 77-92-9): 2–7 digits, 2 digits and a check digit equal to the sum
 * of the other digits, each multiplied by its position counted from the right, modulo 10.
 */
export function isValidCasNumber(value: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  }
  return sum % 10 === Number(match[3]);
}

export const CAS_NUMBER_MESSAGE =
  'El número CAS no es válido: usa el formato 77-92-9 con su dígito verificador';

export const casNumberSchema = optionalText(12).refine((v) => v === null || isValidCasNumber(v), {
  error: CAS_NUMBER_MESSAGE,
});

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Ingresa el identificador para la dirección web' })
  .max(160, { error: 'El identificador es demasiado largo' })
  .regex(SLUG_PATTERN, {
    error: 'El identificador solo admite letras minúsculas sin tildes, números y guiones',
  });

/** Turns a name into a URL slug: "Ácido cítrico 99 %" → "acido-citrico-99". */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/g, '');
}

/** `true`/`false`/`1`/`0` in a query string. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Usa true o false' })
  .transform((value) => value === 'true' || value === '1');

/** One slug or several separated by commas (`?linea=limpieza,cosmetica`). */
export const slugListParam = z.preprocess(
  (value: string | readonly string[] | undefined) =>
    Array.isArray(value) ? value.join(',') : value,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(500)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, { error: 'El filtro no es válido' })
    .transform((value) => [...new Set(value.split(','))])
    .optional(),
);

export const uuidSchema = (message = 'El identificador no es válido') => z.uuid({ error: message });
export const taxonomyIdSchema = (message: string) => positiveId(message);
export const taxonomyIdParam = positiveId('El identificador no es válido', { coerce: true });
