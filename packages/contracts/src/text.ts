import { z } from 'zod';

/**
 * Text the database cannot keep as written. PostgreSQL refuses a NUL inside `text` (the request
 * fails), and a lone UTF-16 surrogate has no UTF-8 form, so it would silently become U+FFFD.
 * Both are refused rather than stripped: neither is typed by a person, and silently changing
 * what someone sent (a name, a password) is worse than telling them.
 */
export const INVALID_TEXT_MESSAGE = 'Contiene caracteres no válidos';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds no NUL character and no lone surrogate. */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Paths of every string (value or object key) in a parsed request that is not clean text.
 * Walks with its own stack: a deeply nested body must not exhaust the call stack.
 */
export function findInvalidText(input: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        // A bad key is reported at its object: the key itself cannot name a field.
        if (!isCleanText(key)) found.push(path);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * Accepts anything whose strings are all clean text, and names each field that is not. The API
 * runs it on every request part before that part's own schema, so no field can forget it.
 */
export const cleanTextSchema = z.unknown().superRefine((value, context) => {
  for (const path of findInvalidText(value)) {
    context.addIssue({ code: 'custom', path, message: INVALID_TEXT_MESSAGE, input: value });
  }
});
