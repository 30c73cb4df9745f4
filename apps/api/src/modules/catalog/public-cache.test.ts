import { describe, expect, it } from 'vitest';
import { negotiateEncoding, PublicCache } from './public-cache';

describe('public cache', () => {
  it('evicts the least recently used entries beyond its entry and byte budgets', () => {
    const cache = new PublicCache(3, 1000);
    cache.set('a', 1, 0, 100);
    cache.set('b', 2, 0, 100);
    cache.set('c', 3, 0, 100);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4, 0, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.set('e', 5, 0, 240);
    cache.set('f', 6, 0, 240);
    cache.set('g', 7, 0, 240);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('g')).toBe(7);
  });

  it('never stores a value loaded before a clear', async () => {
    const cache = new PublicCache();
    let release!: () => void;
    const pending = cache.remember(
      'k',
      () => new Promise<string>((resolve) => (release = () => resolve('viejo'))),
    );
    cache.clear();
    release();
    expect(await pending).toBe('viejo');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.remember('k', async () => 'nuevo')).toBe('nuevo');
    expect(cache.get('k')).toBe('nuevo');
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0.8', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
  ])('chooses %s → %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});
