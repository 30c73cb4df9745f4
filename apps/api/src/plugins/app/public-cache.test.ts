import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AddressTags,
  isListTag,
  listedRowsTag,
  listTag,
  negotiateEncoding,
  PublicCache,
  REFRESH_INTERVAL_MS,
  rowsTag,
  tableTag,
  STALE_MAX_MS,
} from './public-cache';

/** A load that waits until released, counting its calls. */
function gate<T>(value: T) {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const load = Object.assign(
    async () => {
      load.calls += 1;
      await opened;
      return value;
    },
    { calls: 0 },
  );
  return { load, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('public cache', () => {
  it('evicts the least recently used entries beyond its entry and byte budgets', async () => {
    const cache = new PublicCache(3, 1000);
    const put = (key: string, value: number, bytes: number) =>
      cache.remember(key, async () => value, { tags: [], bytes: () => bytes });
    await put('a', 1, 100);
    await put('b', 2, 100);
    await put('c', 3, 100);
    expect(cache.get('a')).toBe(1);
    await put('d', 4, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    await put('e', 5, 240);
    await put('f', 6, 240);
    await put('g', 7, 240);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('g')).toBe(7);
  });

  it('drops only the entries carrying an invalidated tag, and those that declared none', async () => {
    const cache = new PublicCache();
    await cache.remember('a', async () => 'A', { tags: ['product:a', 'list:products'] });
    await cache.remember('b', async () => 'B', { tags: ['product:b'] });
    await cache.remember('list', async () => 'L', { tags: ['list:products'] });
    await cache.remember('anything', async () => '?');
    cache.invalidate(['product:a', 'list:products']);
    expect(cache.has('a')).toBe(false);
    expect(cache.has('list')).toBe(false);
    expect(cache.has('anything')).toBe(false);
    expect(cache.get('b')).toBe('B');
  });

  it('never stores a value loaded before an invalidation of one of its tags', async () => {
    const cache = new PublicCache();
    const stale = gate('viejo');
    const pending = cache.remember('k', stale.load, { tags: ['product:1'] });
    const unrelated = gate('otro');
    const other = cache.remember('o', unrelated.load, { tags: ['product:2'] });
    cache.invalidate(['product:1']);
    stale.release();
    unrelated.release();
    expect(await pending).toBe('viejo');
    expect(await other).toBe('otro');
    expect(cache.has('k')).toBe(false);
    // A change to something else does not waste a load.
    expect(cache.get('o')).toBe('otro');
    expect(await cache.remember('k', async () => 'nuevo', { tags: ['product:1'] })).toBe('nuevo');
    expect(cache.get('k')).toBe('nuevo');
  });

  it('never stores a value loaded before a clear', async () => {
    const cache = new PublicCache();
    const stale = gate('viejo');
    const pending = cache.remember('k', stale.load, { tags: [] });
    cache.clear();
    stale.release();
    expect(await pending).toBe('viejo');
    expect(cache.has('k')).toBe(false);
  });

  it('loads a key once however many readers miss it at the same time', async () => {
    const cache = new PublicCache();
    const slow = gate({ items: [1, 2, 3] });
    const readers = Array.from({ length: 50 }, () =>
      cache.remember('lista', slow.load, { tags: ['list:products'] }),
    );
    slow.release();
    const values = await Promise.all(readers);
    expect(slow.load.calls).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(cache.get('lista')).toBe(values[0]);
  });

  it('does not hand readers arriving after a write a load that started before it', async () => {
    const cache = new PublicCache();
    const before = gate('viejo');
    const first = cache.remember('k', before.load, { tags: ['product:1'] });
    cache.invalidate(['product:1']);
    const second = cache.remember('k', async () => 'nuevo', { tags: ['product:1'] });
    before.release();
    expect(await first).toBe('viejo');
    expect(await second).toBe('nuevo');
    expect(cache.get('k')).toBe('nuevo');
  });

  it('loads the most read of the dropped entries again, in the background, one at a time', async () => {
    const cache = new PublicCache();
    let running = 0;
    let most = 0;
    const loads: Record<string, number> = {};
    const loader = (key: string) => async () => {
      loads[key] = (loads[key] ?? 0) + 1;
      running += 1;
      most = Math.max(most, running);
      await settle();
      running -= 1;
      return key;
    };
    for (const key of ['hot-1', 'hot-2', 'cold']) {
      await cache.remember(key, loader(key), { tags: ['formula:1'] });
    }
    for (let read = 0; read < 5; read += 1) {
      cache.get('hot-1');
      cache.get('hot-2');
    }
    cache.invalidate(['formula:1']);
    await expect.poll(() => cache.has('hot-1') && cache.has('hot-2')).toBe(true);
    expect(cache.has('cold')).toBe(false);
    expect(loads).toEqual({ 'hot-1': 2, 'hot-2': 2, cold: 1 });
    expect(most).toBe(1);
  });

  describe('lists a write made stale', () => {
    afterEach(() => vi.restoreAllMocks());

    /** A cache that loads a stale list again as soon as it is read. */
    const immediate = () => new PublicCache(undefined, undefined, undefined, undefined, 0);

    /** A loader answering the current version, counting its calls. */
    function versions() {
      const state = { version: 1, calls: 0 };
      const load = async () => {
        state.calls += 1;
        const version = state.version;
        await settle();
        return `v${version}`;
      };
      return { state, load };
    }

    it('answers the stale list once, at once, while one load replaces it; then the fresh one', async () => {
      const cache = immediate();
      const { state, load } = versions();
      const options = { tags: ['list:products'] };
      expect(await cache.remember('list', load, options)).toBe('v1');
      state.version = 2;
      cache.invalidate(['product:7', 'list:products']);
      // Many readers at once: all answered the old list, one reload.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => cache.remember('list', load, options)),
      );
      expect(answers).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
      await expect.poll(() => cache.has('list')).toBe(true);
      expect(await cache.remember('list', load, options)).toBe('v2');
      expect(state.calls).toBe(2);
    });

    it("drops the saved item's own entries at once, lists or not", async () => {
      const cache = immediate();
      const { state, load } = versions();
      const detail = { tags: ['product:7', 'list:products'] };
      await cache.remember('detail', load, detail);
      await cache.remember('other', async () => 'otro', { tags: ['product:8'] });
      state.version = 2;
      cache.invalidate(['product:7', 'list:products', 'product-slug:x']);
      expect(cache.get('detail')).toBeUndefined();
      expect(await cache.remember('detail', load, detail)).toBe('v2');
      expect(cache.get('other')).toBe('otro');
    });

    /** A loader whose answers the test changes (a cache entry reloads with its own loader). */
    function switchable(first: () => Promise<string>) {
      const state = { next: first };
      return { state, load: () => state.next() };
    }

    /**
     * A list cached as v1, then written to: its reload (to v2) waits until released. The clock is
     * the test's to move.
     */
    async function writtenListReloadingSlowly() {
      const cache = immediate();
      const clock = { now: 1_000_000 };
      vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
      const options = { tags: ['list:products'] };
      const { state, load } = switchable(async () => 'v1');
      await cache.remember('list', load, options);
      cache.invalidate(['list:products']);
      const slow = gate('v2');
      state.next = slow.load;
      return { cache, clock, options, state, load, slow };
    }

    it(`never answers a list stale for longer than ${STALE_MAX_MS} ms after the write`, async () => {
      const { cache, clock, options, load, slow } = await writtenListReloadingSlowly();
      clock.now += STALE_MAX_MS - 100;
      // Within the bound: the old list, and the reload starts (it is slow).
      expect(await cache.remember('list', load, options)).toBe('v1');
      // A second write does not make the stale copy last longer.
      cache.invalidate(['list:products']);
      clock.now += 200;
      const waiting = cache.remember('list', load, options);
      let answered: string | undefined;
      void waiting.then((value) => (answered = value));
      await settle();
      expect(answered).toBeUndefined();
      slow.release();
      expect(await waiting).toBe('v2');
    });

    it('keeps a reload overtaken by another list write only as stale, from that write on', async () => {
      const { cache, clock, options, state, load, slow } = await writtenListReloadingSlowly();
      expect(await cache.remember('list', load, options)).toBe('v1');
      clock.now += 1500;
      cache.invalidate(['list:products']);
      slow.release();
      await settle();
      // Not fresh: the next reader gets v2 (newer than v1) and starts another reload.
      expect(cache.has('list')).toBe(false);
      state.next = async () => 'v3';
      clock.now += 1000;
      // v1 would be 2.5 s out of date by now; v2 is 1 s out of date.
      expect(await cache.remember('list', load, options)).toBe('v2');
      await expect.poll(() => cache.get('list')).toBe('v3');
      expect(cache.has('list')).toBe(true);
    });

    it('drops a coalescing entry at the first write, and keeps it stale through writes in a row', async () => {
      const cache = new PublicCache();
      const clock = { now: 1_000_000 };
      vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
      const { state, load } = versions();
      const page = { tags: ['product:7'], coalesceWrites: () => true };
      const api = { tags: ['product:7'] };
      await cache.remember('page', load, page);
      await cache.remember('api', load, api);
      // The first save after a quiet moment: both fresh at once.
      state.version = 2;
      cache.invalidate(['product:7']);
      expect(await cache.remember('page', load, page)).toBe('v2');
      expect(await cache.remember('api', load, api)).toBe('v2');
      const renders = state.calls;
      // Saves in a row: the page is answered as drawn, and drawn again once the second is up;
      // what a writer reads back through the API is fresh at once every time.
      for (const version of [3, 4, 5]) {
        clock.now += 300;
        state.version = version;
        cache.invalidate(['product:7']);
        expect(await cache.remember('api', load, api)).toBe(`v${version}`);
        expect(await cache.remember('page', load, page)).toBe('v2');
      }
      expect(state.calls - renders).toBe(3);
      clock.now += REFRESH_INTERVAL_MS;
      expect(await cache.remember('page', load, page)).toBe('v2');
      await expect.poll(() => cache.get('page')).toBe('v5');
      expect(state.calls - renders).toBe(4);
      // After a quiet moment, a save shows at once again.
      clock.now += REFRESH_INTERVAL_MS + 1;
      state.version = 6;
      cache.invalidate(['product:7']);
      expect(await cache.remember('page', load, page)).toBe('v6');
    });

    it('is not read stale inside the render of a page (the page would keep it as fresh)', async () => {
      const cache = immediate();
      const options = { tags: ['list:products'] };
      await cache.remember('list', async () => 'v1', options);
      cache.invalidate(['list:products']);
      const { value } = await cache.collect(() =>
        cache.remember('list', async () => 'v2', options),
      );
      expect(value).toBe('v2');
    });

    it(`loads a stale list again at most once in ${REFRESH_INTERVAL_MS} ms, however many writes and reads`, async () => {
      const cache = new PublicCache();
      let now = 1_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      const { state, load } = versions();
      const options = { tags: ['list:products'] };
      await cache.remember('list', load, options);
      const answers = new Set<string>();
      // Ten writes a second for a second and a half, each followed by readers.
      for (let write = 0; write < 15; write += 1) {
        state.version += 1;
        cache.invalidate(['list:products']);
        for (let reader = 0; reader < 5; reader += 1) {
          answers.add(await cache.remember('list', load, options));
        }
        await settle();
        now += 100;
      }
      // The first load, one when the interval was over, none for the other writes.
      expect(state.calls).toBe(2);
      // Readers were never kept waiting: they got the list as loaded, then its refresh.
      expect([...answers][0]).toBe('v1');
      expect(answers.size).toBe(2);
    });
  });

  it('remembers which keys a write dropped, and keeps a value for its own lifetime', async () => {
    const cache = new PublicCache();
    await cache.remember('page', async () => 'html', { tags: ['list:products'] });
    await cache.remember('brief', async () => 'shell', { tags: [], ttlMs: () => -1 });
    expect(cache.droppedByWriteWithin('page', 60_000)).toBe(false);
    cache.invalidate(['list:products']);
    expect(cache.droppedByWriteWithin('page', 60_000)).toBe(true);
    expect(cache.has('brief')).toBe(false);
  });

  it('collects the tags of the cached reads made during a piece of work', async () => {
    const cache = new PublicCache();
    await cache.remember('hit', async () => 1, { tags: ['product:a'] });
    const { value, tags } = await cache.collect(async () => {
      await settle();
      const hit = cache.get<number>('hit')!;
      const loaded = await cache.remember('miss', async () => 2, {
        tags: (n: number) => [`product:${n}`],
      });
      return hit + loaded;
    });
    expect(value).toBe(3);
    expect(tags.sort()).toEqual(['product:2', 'product:a']);
    // Outside the work, reads are not collected.
    expect((await cache.collect(async () => 0)).tags).toEqual([]);
  });

  it('tells list tags from row tags, and tags the addresses modules registered', () => {
    const table = pgTable('widgets', { id: text('id').primaryKey(), slug: text('slug') });
    expect(isListTag(listTag(table))).toBe(true);
    expect(isListTag(listedRowsTag(table.id, 'w1'))).toBe(true);
    expect(isListTag(rowsTag(table.id, 'w1'))).toBe(false);
    expect(isListTag(tableTag(table))).toBe(false);
    expect(rowsTag(table.slug, 'w')).not.toBe(rowsTag(table.id, 'w'));

    const addresses = new AddressTags();
    addresses.register('product', (key) => (key === 'list' ? [] : [`slug:${key}`]));
    expect(addresses.of('/product/acido-citrico')).toEqual(['slug:acido-citrico']);
    expect(addresses.of('/product/jab%C3%B3n')).toEqual(['slug:jabón']);
    expect(addresses.of('/product/list')).toEqual([]);
    expect(addresses.of('/product/limpieza/checkout')).toEqual([]);
    expect(addresses.of('/product/%E0%A4%A')).toEqual([]);
    expect(addresses.of('/post/jabon')).toEqual([]);
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
