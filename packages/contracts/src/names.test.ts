import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as endpoints from './endpoints';
import type { EndpointDefinition } from './endpoint';

/** A field that holds someone's or something's name: `name`, `firstName`, `contactName`, `holder`… */
const NAME_KEY = /(^|[a-z])(name|Name|holder)$/;

type Found = { where: string; schema: z.ZodType };

/** Every name field of a schema, however deep (objects, arrays, unions, optional, defaults…). */
function nameFields(
  schema: z.ZodType,
  where: string,
  found: Found[],
  seen = new Set<unknown>(),
): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const visit = (inner: unknown, path = where): void => {
    if (inner) nameFields(inner as z.ZodType, path, found, seen);
  };
  switch (def.type) {
    case 'object': {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (NAME_KEY.test(key)) found.push({ where: `${where}.${key}`, schema: field });
        visit(field, `${where}.${key}`);
      }
      return;
    }
    case 'array':
      return visit(def.element, `${where}[]`);
    case 'union':
      return (def.options as z.ZodType[]).forEach((option) => visit(option));
    case 'pipe':
      visit(def.in);
      return visit(def.out);
    default:
      visit(def.innerType);
  }
}

/** Looked up, never stored or shown: what is typed to sign in (an e-mail or a user name). */
const LOOKUPS = new Set(['authEndpoints.login body.userName']);

const found: Found[] = [];
for (const [key, endpoint] of Object.entries(endpoints as Record<string, unknown>)) {
  if (!key.endsWith('Endpoints')) continue;
  for (const [name, definition] of Object.entries(endpoint as Record<string, EndpointDefinition>)) {
    if (definition.body) nameFields(definition.body, `${key}.${name} body`, found);
    if (definition.query) nameFields(definition.query, `${key}.${name} query`, found);
  }
}
const all = found.filter((field) => !LOOKUPS.has(field.where));

const BAD = [
  'Ana\nPérez',
  'Ana\r\nVisita https://x.example',
  'Ana\tPérez',
  'Ana\u2028Pérez',
  'Ana\u202ePérez',
  'Ana\u0085Pérez',
];

describe('names in every request', () => {
  it('finds the name fields of the forms a stranger fills in', () => {
    const places = all.map((field) => field.where).join('\n');
    for (const expected of [
      'authEndpoints.register body.firstName',
      'quotationEndpoints.save body.customer.name',
      'contactEndpoints.sendMessage body.name',
    ]) {
      expect(places).toContain(expected);
    }
  });

  it('refuses line breaks and other control characters in every one of them', () => {
    const accepted: string[] = [];
    for (const { where, schema } of all) {
      for (const bad of BAD) {
        if (schema.safeParse(bad).success) accepted.push(`${where}: ${JSON.stringify(bad)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('still takes a name on one line, accents and punctuation included', () => {
    // A user name is a handle with its own alphabet (letters, digits, . _ -).
    for (const { where, schema } of all.filter((field) => !field.where.endsWith('userName'))) {
      const result = schema.safeParse('Ñusta Pérez-Ávila & Cía.');
      expect(result.success, where).toBe(true);
    }
  });
});
