import { describe, expect, it } from 'vitest';
import { INT4_MAX, paginationQuerySchema } from './common';
import { productSaveBodySchema } from './catalog';
import { findInvalidText, isCleanText } from './text';

describe('the text rule', () => {
  it('accepts any real text, emoji and accents included', () => {
    for (const text of ['', 'Ácido cítrico 99 %', 'Ñandú 🧪 $` $&', '\t\r\n']) {
      expect(isCleanText(text)).toBe(true);
    }
  });

  it('refuses a NUL and lone surrogates, not surrogate pairs', () => {
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('a\uD800')).toBe(false);
    expect(isCleanText('\uDC00a')).toBe(false);
    expect(isCleanText('\uDC00\uD800')).toBe(false);
    expect(isCleanText('\uD83E\uDDEA')).toBe(true);
  });

  it('names every bad string of a nested input, keys included', () => {
    const paths = findInvalidText({
      name: 'ok',
      tags: ['bien', 'ma\u0000l'],
      nested: { deep: [{ text: '\uD800' }] },
      'cla\u0000ve': 'valor',
    });
    expect(paths).toHaveLength(3);
    expect(paths).toEqual(expect.arrayContaining([['tags', 1], ['nested', 'deep', 0, 'text'], []]));
  });

  it('walks a very deep input without exhausting the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInvalidText(deep)).toHaveLength(1);
  });
});

describe('integers', () => {
  it('keep every id and page within an integer column', () => {
    expect(paginationQuerySchema.safeParse({ page: String(INT4_MAX) }).success).toBe(true);
    expect(paginationQuerySchema.safeParse({ page: String(INT4_MAX + 1) }).success).toBe(false);
    const product = productSaveBodySchema.safeParse({
      code: 'A1',
      name: 'Producto',
      typeId: 99_999_999_999_999,
      businessLineIds: [1, 99_999_999_999_999],
      unit: 'kg',
    });
    expect(product.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'typeId',
      'businessLineIds.1',
    ]);
  });
});
