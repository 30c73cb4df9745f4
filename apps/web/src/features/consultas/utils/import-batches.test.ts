import { describe, expect, it } from 'vitest';
import {
  countResults,
  emptyCounts,
  inBatches,
  localRefusal,
  mergeResponse,
  refusedResult,
} from './import-batches';

describe('localRefusal', () => {
  it('takes XML, ZIP and CSV within their sizes', () => {
    expect(localRefusal({ name: 'factura.XML', size: 1000 })).toBeNull();
    expect(localRefusal({ name: 'lote.zip', size: 40 * 1024 * 1024 })).toBeNull();
    expect(localRefusal({ name: 'ventas.csv', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and files too large, saying why', () => {
    expect(localRefusal({ name: 'factura.pdf', size: 10 })).toMatch(/\.xml, \.zip o \.csv/);
    expect(localRefusal({ name: 'lote.zip', size: 51 * 1024 * 1024 })).toMatch(/50 MB/);
    expect(localRefusal({ name: 'grande.xml', size: 3 * 1024 * 1024 })).toMatch(/2 MB/);
  });
});

describe('inBatches', () => {
  it('cuts a list into groups of 100, in order', () => {
    const items = Array.from({ length: 250 }, (_, index) => index);
    const batches = inBatches(items);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(items);
    expect(inBatches([])).toEqual([]);
  });
});

describe('mergeResponse and countResults', () => {
  it('adds each answer to the results and counts so far', () => {
    const local = [refusedResult('a.pdf', 'no')];
    let so = { results: local, counts: countResults(local) };
    expect(so.counts).toEqual({ ...emptyCounts(), refused: 1 });
    so = mergeResponse(so, {
      results: [{ ...refusedResult('b.xml', 'ya'), outcome: 'duplicate' }],
      counts: { created: 2, duplicate: 1, refused: 0, updated: 0 },
    });
    expect(so.results.map((result) => result.file)).toEqual(['a.pdf', 'b.xml']);
    expect(so.counts).toEqual({ created: 2, duplicate: 1, refused: 1, updated: 0 });
  });
});
