import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { loadSearchWords, planSearch } from './search-terms';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

describe('search terms', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
  });
  afterAll(() => app.close());

  it('gives a misspelt word its closest catalogue words, with or without the vocabulary', async () => {
    const vocabulary = await loadSearchWords(app.db);
    expect(vocabulary.has('citrico')).toBe(true);
    expect(vocabulary.has('citrco')).toBe(false);
    for (const known of [undefined, vocabulary]) {
      const plan = await planSearch(app.db, 'Ácido citrco', known);
      expect(plan.tsQuery).toMatch(/^acido & \(citrco \| .*citrico/);
      expect(plan.corrected).toBe('acido citrico');
      // Its answer depends on the vocabulary: a new word may be a closer alternative.
      expect(plan.lookedUp).toBe(true);
    }
  });

  it('takes the words of the vocabulary as they are', async () => {
    const plan = await planSearch(app.db, 'acido citrico', await loadSearchWords(app.db));
    expect(plan).toEqual({
      tsQuery: 'acido & citrico',
      corrected: 'acido citrico',
      lookedUp: false,
    });
  });

  it('still looks up a word the loaded vocabulary does not have', async () => {
    // A vocabulary loaded before the word arrived: the database still knows it.
    const plan = await planSearch(app.db, 'glicerina', new Set(['acido']));
    expect(plan.tsQuery).toBe('glicerina');
  });
});
