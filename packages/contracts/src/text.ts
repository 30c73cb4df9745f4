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

type Visit = { value: unknown; key?: string | number; parent?: Visit };

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let node: Visit | undefined = visit; node?.parent; node = node.parent) {
    path.unshift(node.key!);
  }
  return path;
}

/**
 * Paths of every string (value or object key) in a parsed request that is not clean text.
 * Walks with its own stack, and builds a path only for what it reports: a deeply nested body
 * must neither exhaust the call stack nor cost more than its size.
 */
export function findInvalidText(input: unknown): (string | number)[][] {
  if (typeof input === 'string') return isCleanText(input) ? [] : [[]];
  const found: (string | number)[][] = [];
  const stack: Visit[] = input !== null && typeof input === 'object' ? [{ value: input }] : [];
  // Strings are checked where they are found; only containers are visited later.
  const check = (parent: Visit, item: unknown, key: string | number) => {
    if (typeof item === 'string') {
      if (!isCleanText(item)) found.push([...pathOf(parent), key]);
    } else if (item !== null && typeof item === 'object') {
      stack.push({ value: item, key, parent });
    }
  };
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) check(visit, value[index], index);
    } else {
      for (const key in value as object) {
        if (!Object.hasOwn(value as object, key)) continue;
        // A bad key is reported at its object: the key itself cannot name a field.
        if (!isCleanText(key)) found.push(pathOf(visit));
        else check(visit, (value as Record<string, unknown>)[key], key);
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

/**
 * Line breaks, tabs, other control characters and the marks that reverse the direction of text.
 * A name is shown on one line everywhere (lists, invoices, e-mail greetings): in one of these,
 * a break would let a visitor write paragraphs of their own into what the shop sends.
 */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export const ONE_LINE_MESSAGE =
  'Escríbelo en una sola línea, sin saltos de línea ni caracteres de control';

/** True when the text is one line with no control character. */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** A name field: the given text schema, refusing line breaks and control characters. */
export function oneLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isOneLine, { error: ONE_LINE_MESSAGE }) as S;
}
