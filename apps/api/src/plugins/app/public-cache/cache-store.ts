import { AsyncLocalStorage } from 'node:async_hooks';
import { isListTag } from './cache-tags';

/**
 * The tag of entries that declared none: they depend on anything, so every change drops them
 * (a safe default for a read that does not say what it shows).
 */
const ANY_CHANGE = '*';

type Entry = {
  value: unknown;
  expires: number;
  bytes: number;
  tags: readonly string[];
  hits: number;
  /** Loads the entry again (warming after an invalidation). */
  reload: () => Promise<unknown>;
  /** Loads it again, shared with readers that miss it meanwhile (revalidating a stale value). */
  refresh: () => Flight;
  /** When a write made this value stale (see `isListTag`); undefined while it is fresh. */
  staleSince?: number;
  /** When the load that produced this value started (a stale value is loaded again after it). */
  loadedAt: number;
  /** See `RememberOptions.coalesceWrites`. */
  coalesce: boolean;
};

type Flight = Promise<{ value: unknown; tags: readonly string[] }>;
/** A load in progress, and when a write first made what it is reading out of date. */
type RunningLoad = { overtakenAt?: number };

export type RememberOptions<T> = {
  /** What the value depends on; none declared: it depends on everything. */
  tags?: readonly string[] | ((value: T) => readonly string[]);
  /** Approximate size: the cache stays within both its entry and its byte budgets. */
  bytes?: (value: T) => number;
  /** False: the value is returned but not stored. */
  keep?: (value: T) => boolean;
  /** Its lifetime, when shorter than the cache's. */
  ttlMs?: (value: T) => number | undefined;
  /**
   * True: a write that drops the entry within `REFRESH_INTERVAL_MS` of the write that dropped it
   * last keeps it stale instead, as a list is kept: the first write after a quiet moment shows
   * at once, and a stream of writes to what it shows costs one load a second, not one per write.
   * For costly entries only readers see (a storefront page), never for what a writer reads back.
   */
  coalesceWrites?: (value: T) => boolean;
};

/** Entries hit at least this often are loaded again, in the background, after an invalidation. */
const WARM_MIN_HITS = 2;
/** At most this many keys wait to be warmed: the hottest are kept. */
const WARM_QUEUE_MAX = 64;
/** A warm load is followed by a pause this many times as long: warming takes a bounded share. */
const WARM_PAUSE_FACTOR = 3;
/** Past this many remembered invalidations, the history is dropped (in-flight loads are not kept). */
const TAG_HISTORY_MAX = 50_000;

/** A stale list is answered at most this long after the write that made it stale. */
export const STALE_MAX_MS = 2000;
/**
 * A stale list is loaded again at most once in this time (from the start of its last load): under
 * a stream of writes each list costs one load a second, however many writes and readers there are.
 */
export const REFRESH_INTERVAL_MS = 1000;

/**
 * A bounded in-process LRU of public catalogue reads, by tags. A write (in this process or in
 * another one, through the change feed) drops the entries carrying a tag it names; entries also
 * expire after a while in case a notification was lost. A read that started before an
 * invalidation of one of its tags never stores its (stale) result. Concurrent misses of one key
 * share one load, and the most read of the dropped entries are loaded again in the background, one
 * at a time, so that the next reader hits. Lists that a write made stale are answered as they were
 * for up to `STALE_MAX_MS` while one load replaces them.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly flights = new Map<string, Flight>();
  /** Loads in progress: a write marks them overtaken. */
  private readonly running = new Set<RunningLoad>();
  /** Bumped by every invalidation; a load remembers the value it started at. */
  private sequence = 0;
  /** Loads started before this are never stored (after a clear, or a dropped history). */
  private floor = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** When keys were last dropped by a write (not by the LRU or their age). */
  private readonly droppedAt = new Map<string, number>();
  private readonly warmQueue = new Map<string, { hits: number; reload: () => Promise<unknown> }>();
  private warming = false;
  private wakeWarming: (() => void) | undefined;
  private stopped = false;
  private bytes = 0;
  /** The tags that the reads of a `collect` call made depend on. */
  private readonly collector = new AsyncLocalStorage<Set<string>>();
  private collecting = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly ttlMs = 10 * 60_000,
    private readonly onWarmError: (error: unknown) => void = () => {},
    private readonly refreshIntervalMs = REFRESH_INTERVAL_MS,
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Whether the key is cached (without counting it as a read). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires >= Date.now() && entry.staleSince === undefined;
  }

  /**
   * The cached value. A stale list (see `isListTag`) is answered, and loaded again in the
   * background (see `REFRESH_INTERVAL_MS`), within `STALE_MAX_MS` of the write, unless
   * `allowStale` is false or the read is part of a page's render: a value built from it would
   * then be kept as fresh.
   */
  get<T>(key: string, { allowStale = true }: { allowStale?: boolean } = {}): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires < now) {
      this.remove(key, entry);
      return undefined;
    }
    if (entry.staleSince !== undefined) {
      if (
        !allowStale ||
        now - entry.staleSince > STALE_MAX_MS ||
        (this.collecting > 0 && this.collector.getStore())
      ) {
        return undefined;
      }
      this.refreshStale(key, entry);
    }
    // Most recently used last: eviction takes the first key.
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.hits += 1;
    this.track(entry.tags);
    return entry.value as T;
  }

  /**
   * The cached value, or loads, stores and returns it. Concurrent calls for one key share a
   * single load.
   */
  async remember<T>(
    key: string,
    load: () => Promise<T>,
    options: RememberOptions<T> = {},
    { allowStale = true }: { allowStale?: boolean } = {},
  ) {
    const cached = this.get<T>(key, { allowStale });
    if (cached !== undefined) return cached;
    const { value, tags } = await this.fly(key, load, options);
    this.track(tags);
    return value as T;
  }

  /** The load of the key in progress since the last invalidation, or a new one. */
  private fly<T>(key: string, load: () => Promise<T>, options: RememberOptions<T>): Flight {
    let flight = this.flights.get(key);
    if (!flight) {
      const started: Flight = this.load(key, load, options);
      flight = started;
      this.flights.set(key, started);
      const settled = () => {
        if (this.flights.get(key) === started) this.flights.delete(key);
      };
      started.then(settled, settled);
    }
    return flight;
  }

  /**
   * Runs `work` and returns its result with the tags of every cached read made during it
   * (through `get` or `remember`, in this async context: in-process requests included).
   */
  async collect<T>(work: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
    const tags = new Set<string>();
    // Async context tracking costs every promise of the process something: on only while needed.
    this.collecting += 1;
    try {
      // Awaited inside: a lazy thenable (an `inject` chain) starts its work when awaited.
      const value = await this.collector.run(tags, async () => await work());
      return { value, tags: [...tags] };
    } finally {
      this.collecting -= 1;
      if (this.collecting === 0) this.collector.disable();
    }
  }

  /** Drops the entries that carry any of the tags (and those that declared none). */
  invalidate(tags: readonly string[]) {
    this.sequence += 1;
    // Readers arriving from now on must not share a load that started before this change.
    this.flights.clear();
    const now = Date.now();
    for (const running of this.running) running.overtakenAt ??= now;
    const dropped = new Set<string>();
    const staled = new Set<string>();
    for (const tag of [...tags, ANY_CHANGE]) {
      this.invalidatedAt.set(tag, this.sequence);
      for (const key of this.keysByTag.get(tag) ?? []) {
        (isListTag(tag) ? staled : dropped).add(key);
      }
    }
    for (const key of dropped) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      if (entry.coalesce && this.droppedByWriteWithin(key, this.refreshIntervalMs)) {
        staled.add(key);
        continue;
      }
      this.queueWarm(key, entry);
      this.remove(key, entry);
      this.droppedAt.set(key, now);
    }
    for (const key of staled) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      // Stale since the first write it misses: later ones do not extend its time.
      entry.staleSince ??= now;
      this.droppedAt.set(key, now);
      this.queueWarm(key, entry, { keepHeat: true });
    }
    if (this.invalidatedAt.size > TAG_HISTORY_MAX) {
      this.invalidatedAt.clear();
      this.floor = this.sequence;
    }
    if (this.droppedAt.size > TAG_HISTORY_MAX) this.droppedAt.clear();
    this.startWarming();
  }

  /** Drops everything; the most read entries are loaded again. */
  clear({ warm = true }: { warm?: boolean } = {}) {
    this.sequence += 1;
    this.floor = this.sequence;
    this.flights.clear();
    this.invalidatedAt.clear();
    if (warm) for (const [key, entry] of this.entries) this.queueWarm(key, entry);
    else this.warmQueue.clear();
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
    this.startWarming();
  }

  /** Whether a write dropped the key within the last `ms` milliseconds. */
  droppedByWriteWithin(key: string, ms: number): boolean {
    return Date.now() - (this.droppedAt.get(key) ?? -Infinity) < ms;
  }

  private async load<T>(key: string, load: () => Promise<T>, options: RememberOptions<T>) {
    const startedAt = this.sequence;
    const startedTime = Date.now();
    const running: RunningLoad = {};
    this.running.add(running);
    let value: T;
    try {
      value = await load();
    } finally {
      this.running.delete(running);
    }
    const declared = typeof options.tags === 'function' ? options.tags(value) : options.tags;
    const tags = declared ?? [ANY_CHANGE];
    let change = this.changedSince(tags, startedAt);
    // Overtaken by a write that a coalescing entry takes as a list's (see `coalesceWrites`).
    if (
      change === 'other' &&
      startedAt >= this.floor &&
      options.coalesceWrites?.(value) &&
      this.entries.get(key)?.staleSince !== undefined
    ) {
      change = 'lists';
    }
    // Overtaken by writes to lists only: kept as stale from the first of them (never as fresh),
    // so that under a stream of saves a list still moves forward instead of never being kept.
    const staleSince = change === 'lists' ? running.overtakenAt : undefined;
    const current = this.entries.get(key);
    const keep =
      options.keep?.(value) !== false &&
      (change === 'none' ||
        (staleSince !== undefined &&
          Date.now() - staleSince <= STALE_MAX_MS &&
          current?.staleSince !== undefined &&
          current.staleSince <= staleSince));
    if (keep) {
      this.store(
        key,
        value,
        tags,
        options.bytes?.(value) ?? 0,
        options.ttlMs?.(value) ?? this.ttlMs,
        () => this.remember(key, load, options, { allowStale: false }),
        () => this.fly(key, load, options),
        startedTime,
        staleSince,
        options.coalesceWrites?.(value) ?? false,
      );
    }
    return { value, tags };
  }

  /** Whether one of the tags was invalidated since the sequence: none, only lists, or others. */
  private changedSince(tags: readonly string[], startedAt: number): 'none' | 'lists' | 'other' {
    if (startedAt < this.floor) return 'other';
    let changed: 'none' | 'lists' = 'none';
    for (const tag of tags) {
      if ((this.invalidatedAt.get(tag) ?? 0) <= startedAt) continue;
      if (!isListTag(tag)) return 'other';
      changed = 'lists';
    }
    return changed;
  }

  private store(
    key: string,
    value: unknown,
    tags: readonly string[],
    bytes: number,
    ttlMs: number,
    reload: () => Promise<unknown>,
    refresh: () => Flight,
    loadedAt: number,
    staleSince: number | undefined,
    coalesce: boolean,
  ) {
    if (bytes > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    // A revalidated list keeps its heat.
    const hits = previous?.hits ?? this.warmQueue.get(key)?.hits ?? 0;
    this.warmQueue.delete(key);
    const expires = Date.now() + ttlMs;
    this.entries.set(key, {
      value,
      expires,
      bytes,
      tags,
      hits,
      reload,
      refresh,
      loadedAt,
      staleSince,
      coalesce,
    });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.bytes += bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private track(tags: readonly string[]) {
    if (this.collecting === 0) return;
    const collected = this.collector.getStore();
    if (collected) for (const tag of tags) collected.add(tag);
  }

  /** A stale entry that was read: loaded again now, or queued until its refresh is due. */
  private refreshStale(key: string, entry: Entry) {
    if (this.flights.has(key)) return;
    if (this.refreshDue(entry) <= Date.now()) {
      // Outside whatever request read it: its tags are not the reload's business.
      this.collector.exit(() => entry.refresh().catch(this.onWarmError));
    } else if (!this.warmQueue.has(key)) {
      this.queueWarm(key, entry, { keepHeat: true, always: true });
      this.startWarming();
    }
  }

  /** When an entry may be loaded again: at once if dropped, after the interval if stale. */
  private refreshDue(entry: Entry | undefined) {
    return entry?.staleSince === undefined ? 0 : entry.loadedAt + this.refreshIntervalMs;
  }

  private queueWarm(
    key: string,
    entry: Entry,
    { keepHeat = false, always = false }: { keepHeat?: boolean; always?: boolean } = {},
  ) {
    if ((!always && entry.hits < WARM_MIN_HITS) || entry.expires < Date.now()) return;
    // A dropped key takes half its heat with it: a key read once long ago cools down. A stale
    // one stays in the cache with its heat.
    this.warmQueue.set(key, {
      hits: keepHeat ? entry.hits : entry.hits >> 1,
      reload: entry.reload,
    });
    if (this.warmQueue.size > WARM_QUEUE_MAX) {
      let coldest: string | undefined;
      let coldestHits = Infinity;
      for (const [queued, { hits }] of this.warmQueue) {
        if (hits < coldestHits) [coldest, coldestHits] = [queued, hits];
      }
      this.warmQueue.delete(coldest!);
    }
  }

  private startWarming() {
    if (this.warming) {
      this.wakeWarming?.();
      return;
    }
    if (this.warmQueue.size === 0) return;
    this.warming = true;
    // Outside whatever request invalidated: its tags are not the warm loads' business.
    this.collector.exit(() => setImmediate(() => void this.warm()));
  }

  /**
   * Loads the queued keys again, hottest first, one at a time (a reader arriving joins it); a
   * stale one once its refresh is due.
   */
  private async warm() {
    try {
      for (;;) {
        const now = Date.now();
        let hottest: string | undefined;
        let hottestHits = -1;
        let nextDue = Infinity;
        for (const [key, { hits }] of this.warmQueue) {
          const due = this.refreshDue(this.entries.get(key));
          if (due > now) nextDue = Math.min(nextDue, due);
          else if (hits > hottestHits) [hottest, hottestHits] = [key, hits];
        }
        if (hottest === undefined) {
          if (nextDue === Infinity || this.stopped) return;
          await this.pause(nextDue - now);
          continue;
        }
        const { reload, hits } = this.warmQueue.get(hottest)!;
        if (this.has(hottest)) {
          this.warmQueue.delete(hottest);
          continue;
        }
        const started = performance.now();
        await reload().catch(this.onWarmError);
        // Not stored (invalidated again meanwhile, a failed load): not retried until read again.
        if (this.warmQueue.get(hottest)?.hits === hits) this.warmQueue.delete(hottest);
        // Under a stream of writes the queue never empties: readers keep most of the time.
        await this.pause((performance.now() - started) * WARM_PAUSE_FACTOR);
        if (this.stopped) return;
      }
    } finally {
      this.warming = false;
    }
  }

  /** Waits, or less if a key is queued meanwhile (its load may be due at once). */
  private pause(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeWarming = undefined;
        resolve();
      };
      // A pending pause never keeps the process alive.
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeWarming = done;
    });
  }

  /** Stops loading entries again in the background (the app is closing). */
  stop() {
    this.stopped = true;
    this.warmQueue.clear();
    this.wakeWarming?.();
  }
}
