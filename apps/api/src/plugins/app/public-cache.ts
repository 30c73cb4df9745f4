import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD } from '../external/compress';
import { SECURITY_HEADERS } from '../external/security';
import { CHANGE_TOPICS, type CatalogChange } from './change-topics';

/**
 * What a cached entry depends on. A write names the tags it touched and only the entries that
 * carry one of them are dropped.
 */
export const cacheTags = {
  /** A product's own data: its detail, and every entry that shows it by id (related products). */
  product: (id: string) => `product:${id}`,
  /** Whatever is answered for a product's address, including a "not found" page. */
  productSlug: (slug: string) => `product-slug:${slug}`,
  /** The formulas a product's page lists as using it. */
  productFormulas: (id: string) => `product-formulas:${id}`,
  /**
   * Which products a list, facet or count holds, and in which order: a save that changes what
   * lists go by (see `CatalogChange.lists`) drops them. A list also names its items' cards.
   */
  productLists: 'products:list',
  /** Entries that show the product as one card among others (another product's related ones). */
  productCard: (id: string) => `product-card:${id}`,
  /**
   * Text searches whose words include this one (a stemmed word, as the full-text index keeps it):
   * a save that adds the word to a product's text or takes it away may change what they find.
   */
  searchWord: (word: string) => `search-word:${word}`,
  /** Text searches that looked up alternatives of a word the catalogue did not know (typos). */
  searchVocabulary: 'search-vocabulary',
  formula: (id: string) => `formula:${id}`,
  /** The names and addresses of the products a formula lists among its ingredients. */
  formulaProducts: (id: string) => `formula-products:${id}`,
  formulaSlug: (slug: string) => `formula-slug:${slug}`,
  formulaLists: 'formulas:list',
  taxonomy: 'taxonomy',
  /** The seller's company settings: every page (footer, support chat), the public config. */
  company: 'company',
} as const;

/**
 * The tag of entries that declared none: they depend on anything, so every change drops them
 * (a safe default for a read that does not say what it shows).
 */
const ANY_CHANGE = '*';

/** The tags a change invalidates, or null when it invalidates everything. */
export function changeTags(change: CatalogChange): string[] | null {
  switch (change.kind) {
    case 'product':
      return [
        cacheTags.product(change.id),
        ...(change.card === false ? [] : [cacheTags.productCard(change.id)]),
        ...(change.lists
          ? [cacheTags.productLists]
          : (change.words ?? []).map(cacheTags.searchWord)),
        // New words may be a typo's closest alternatives now.
        ...(!change.lists && change.words?.length ? [cacheTags.searchVocabulary] : []),
        ...change.slugs.map(cacheTags.productSlug),
        ...change.formulaIds.map(cacheTags.formulaProducts),
      ];
    case 'formula':
      return [
        cacheTags.formula(change.id),
        cacheTags.formulaLists,
        ...change.slugs.map(cacheTags.formulaSlug),
        ...change.productIds.map(cacheTags.productFormulas),
      ];
    case 'comments':
      return [cacheTags.formula(change.formulaId), cacheTags.formulaLists];
    case 'company':
      return [cacheTags.company];
    case 'everything':
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tags of a storefront address itself, besides what its render read: a product or formula page
 * shows its item's data, or "not found" until an item takes that address.
 */
export function pathTags(path: string): string[] {
  const [section, key, ...rest] = path.split('/').filter(Boolean);
  if (!key || rest.length > 0) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return [];
  }
  const byId = UUID.test(decoded);
  if (section === 'product' && decoded !== 'list' && decoded !== 'checkout') {
    return [byId ? cacheTags.product(decoded) : cacheTags.productSlug(decoded)];
  }
  if (section === 'post' && decoded !== 'list') {
    return [byId ? cacheTags.formula(decoded) : cacheTags.formulaSlug(decoded)];
  }
  return [];
}

const brotli = promisify(brotliCompress);
const gzipBody = promisify(gzip);

type Encoding = 'br' | 'gzip';

/**
 * A response body as sent: UTF-8 bytes, so a hit neither encodes nor measures a string. Its
 * compressed forms are made once, for the first request that accepts them, instead of
 * compressing the same bytes again for every browser.
 */
export class SerializedBody {
  readonly length: string;
  readonly etag: string;
  private readonly compressed: Partial<Record<Encoding, Promise<Buffer>>> = {};
  /** The compressed forms already made, for an answer that cannot wait (`answerEarly`). */
  private readonly ready: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly body: Buffer,
    readonly options: {
      /** What the answer depends on (see `cacheTags`). */
      tags: readonly string[];
      status?: number;
      contentType?: string;
      /** False: answered once, never kept (a page the renderer was too busy to draw). */
      keep?: boolean;
      /** Kept this long instead of the cache's lifetime. */
      ttlMs?: number;
    },
  ) {
    this.length = String(body.length);
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  get status() {
    return this.options.status ?? 200;
  }

  /** Room in the cache: the body and, at most, its two compressed forms. */
  get bytes() {
    return this.body.length * 2;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    this.compressed[encoding] ??=
      encoding === 'br'
        ? brotli(this.body, {
            params: {
              // A 26 kB list: about 1 ms, once, and 5 % smaller than at @fastify/compress's
              // quality 4, which every request paid (0.6 ms); 11 saves 12 % more but takes 45 ms.
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length,
            },
          })
        : gzipBody(this.body);
    return this.compressed[encoding].then((body) => (this.ready[encoding] = body));
  }

  encodedIfReady(encoding: Encoding): Buffer | undefined {
    return this.ready[encoding];
  }
}

/** The encoding to answer with: the one the request prefers (q), br on a tie; none: identity. */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    quality[name] = q ? Number(q.slice(2)) || 0 : 1;
  }
  const br = quality.br ?? quality['*'] ?? 0;
  const gz = quality.gzip ?? quality['*'] ?? 0;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** A cached body's answer to one request: its status, headers and body. */
type Answer = {
  status: number;
  headers: Record<string, string>;
  /** Null for a 304; `encoding` set: the body still to be taken in that encoding. */
  body: Buffer | null;
  encoding?: Encoding;
};

/** 304 when the browser has the body, compressed when it accepts that. */
function answerFor(entry: SerializedBody, requestHeaders: IncomingHttpHeaders): Answer {
  // Browsers revalidate each time; a 304 costs no body.
  const headers: Record<string, string> = { etag: entry.etag, 'cache-control': 'no-cache' };
  if (entry.status === 200 && requestHeaders['if-none-match'] === entry.etag) {
    return { status: 304, headers, body: null };
  }
  headers['content-type'] = entry.options.contentType ?? 'application/json; charset=utf-8';
  let encoding: Encoding | undefined;
  if (entry.body.length >= COMPRESS_THRESHOLD) {
    headers.vary = 'accept-encoding';
    encoding = negotiateEncoding(requestHeaders['accept-encoding']);
  }
  if (!encoding) {
    headers['content-length'] = entry.length;
    return { status: entry.status, headers, body: entry.body };
  }
  headers['content-encoding'] = encoding;
  const body = entry.encodedIfReady(encoding) ?? null;
  if (body) headers['content-length'] = String(body.length);
  return { status: entry.status, headers, body, encoding: body ? undefined : encoding };
}

/** Sends a cached body through Fastify (with content-encoding set, @fastify/compress leaves it). */
function deliver(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: SerializedBody,
): FastifyReply | Promise<FastifyReply> {
  const answer = answerFor(entry, request.headers);
  reply.code(answer.status).headers(answer.headers);
  if (!answer.encoding) return answer.body ? reply.send(answer.body) : reply.send();
  return entry
    .encoded(answer.encoding)
    .then((body) => reply.header('content-length', String(body.length)).send(body));
}

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
};

/** Entries hit at least this often are loaded again, in the background, after an invalidation. */
const WARM_MIN_HITS = 2;
/** At most this many keys wait to be warmed: the hottest are kept. */
const WARM_QUEUE_MAX = 64;
/** A warm load is followed by a pause this many times as long: warming takes a bounded share. */
const WARM_PAUSE_FACTOR = 3;
/** Past this many remembered invalidations, the history is dropped (in-flight loads are not kept). */
const TAG_HISTORY_MAX = 50_000;
/**
 * Whether the tag is one of lists (membership, order, facets, counts, an item shown as one card
 * among others, the products a formula names). An entry that a write reaches only through these is kept, stale, for a moment:
 * readers get it at once while one load replaces it. Reached through any other tag (the item
 * that was written, its address, or none declared) it is dropped: that item must read fresh as
 * soon as its write returns.
 */
function isListTag(tag: string) {
  return (
    tag === cacheTags.productLists ||
    tag === cacheTags.formulaLists ||
    tag === cacheTags.searchVocabulary ||
    tag.startsWith(cacheTags.productCard('')) ||
    tag.startsWith(cacheTags.formulaProducts(''))
  );
}
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
    const change = this.changedSince(tags, startedAt);
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
    staleSince?: number,
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

/** A page of the storefront as rendered, with what it depends on besides the reads it made. */
export type RenderedPage = { html: string; status: number; keep?: boolean };

/**
 * Drawing again pages that writes dropped may take this many milliseconds per second, averaged
 * over the last seconds. Past it (writes dropping list pages faster than they can be drawn) such
 * a page is sent as the app shell that the browser draws with fresh data, kept for a moment
 * only, so that reads keep the time. A page drawn for the first time is always drawn.
 */
const REDRAW_BUDGET_MS_PER_SECOND = 400;
/** How long a write's drop makes a page's next drawing a redraw. */
const REDRAW_WINDOW_MS = 60_000;
/** How long the shell sent instead of a redraw is kept. */
const SHELL_TTL_MS = 1000;

/** Time spent drawing pages, decaying by half every second or so. */
class RenderBudget {
  private spent = 0;
  private at = performance.now();

  private decay() {
    const now = performance.now();
    this.spent *= Math.exp(-(now - this.at) / 1000);
    this.at = now;
  }

  get available() {
    this.decay();
    return this.spent < REDRAW_BUDGET_MS_PER_SECOND;
  }

  charge(ms: number) {
    this.decay();
    this.spent += ms;
  }
}

export type PublicCacheDecoration = {
  store: PublicCache;
  /**
   * Answers a public read from the cache, already serialised: the response is validated against
   * its schema once, when it is loaded. Sends an ETag and answers 304 when the browser has it.
   * `tags` say what the answer shows (see `cacheTags`); a write naming one of them drops it.
   *
   * For public reads only (the same answer for everyone): the next GET of the same URL is
   * answered as soon as it is routed, before querystring validation, the route's own hooks and
   * its handler (routes with a rate limit excepted).
   */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
    tags: readonly string[] | ((value: T) => readonly string[]),
  ): FastifyReply | Promise<FastifyReply>;
  /**
   * Answers a storefront page (HTML) from the cache, rendering it on a miss: its tags are those
   * of every cached read the render made, and of its address. The next GET of the same URL is
   * answered as early as a cached API read.
   */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    /** `draw` false: the render budget is spent, send the plain app shell (it is not kept). */
    render: (draw: boolean) => Promise<RenderedPage>,
  ): Promise<FastifyReply>;
  /** Announces a committed catalogue write to every process: the entries it touched are dropped. */
  publish(change: CatalogChange): Promise<void>;
  /**
   * Answers a GET whose URL is cached straight from the HTTP server's listener, before Fastify
   * builds a request and a reply: the same status, headers and bytes as `send` and `sendPage`
   * would give. False: not answered (not cached, a compressed form not made yet, the app closing,
   * requests logged), and Fastify handles the request.
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCacheDecoration;
  }
}

/** The key of a URL (path and query string as the request sent them), for the early answer. */
function urlKey(url: string) {
  return `url:${url}`;
}

const bodyOptions: RememberOptions<SerializedBody> = {
  tags: (entry) => entry.options.tags,
  bytes: (entry) => entry.bytes,
  keep: (entry) => entry.options.keep !== false,
  ttlMs: (entry) => entry.options.ttlMs,
};

export default fp(
  async (app) => {
    const store = new PublicCache(undefined, undefined, undefined, (error) =>
      app.log.warn({ err: error }, 'cache warm-up failed'),
    );
    const budget = new RenderBudget();
    app.changeFeed.subscribe(CHANGE_TOPICS.catalog, (event) =>
      event.tags ? store.invalidate(event.tags) : store.clear(),
    );
    // Changes may have been missed: nothing cached can be trusted, nor loaded again blindly.
    app.changeFeed.onReset(() => store.clear({ warm: false }));
    app.addHook('onClose', async () => store.stop());
    // A closing app answers 503 (error handler), and a logged request must reach Fastify's logger.
    let early = app.log.level !== 'debug' && app.log.level !== 'trace';
    app.addHook('preClose', async () => {
      early = false;
    });

    // Runs after the security headers' hook (registered before), before every route's own hooks.
    app.addHook('onRequest', (request, reply, done) => {
      const entry =
        request.method === 'GET' ? store.get<SerializedBody>(urlKey(request.url)) : undefined;
      if (!entry) return done();
      // Answered: the rest of the request's hooks and its handler do not run.
      const sent = deliver(request, reply, entry);
      if (sent instanceof Promise) sent.catch((error: unknown) => reply.send(error));
    });

    app.decorate('publicCache', {
      store,
      send(request, reply, key, schema, load, tags) {
        const storeKey = `http:${key}`;
        const loadEntry = (allowStale: boolean) =>
          store.remember(
            storeKey,
            async () => {
              const value = await load();
              const body = Buffer.from(JSON.stringify(schema.parse(value)));
              return new SerializedBody(body, {
                tags: typeof tags === 'function' ? tags(value) : tags,
              });
            },
            bodyOptions,
            { allowStale },
          );
        // Later requests for this very URL need neither validation nor a handler.
        const entry =
          request.method === 'GET' && !request.routeOptions.config.rateLimit
            ? store.remember(urlKey(request.url), () => loadEntry(false), bodyOptions)
            : loadEntry(true);
        return entry.then((body) => deliver(request, reply, body));
      },
      async sendPage(request, reply, path, render) {
        const key = urlKey(request.url);
        const loadPage = async () => {
          const redraw = store.droppedByWriteWithin(key, REDRAW_WINDOW_MS);
          const draw = !redraw || budget.available;
          const started = performance.now();
          const { value: page, tags } = await store.collect(() => render(draw));
          if (redraw && draw) budget.charge(performance.now() - started);
          return new SerializedBody(Buffer.from(page.html), {
            tags: [...new Set([...tags, ...pathTags(path)])],
            status: page.status,
            contentType: 'text/html; charset=utf-8',
            keep: page.keep,
            ttlMs: draw ? undefined : SHELL_TTL_MS,
          });
        };
        return deliver(request, reply, await store.remember(key, loadPage, bodyOptions));
      },
      answerEarly(request, response) {
        if (!early || request.method !== 'GET' || !request.url) return false;
        const entry = store.get<SerializedBody>(urlKey(request.url));
        if (!entry) return false;
        const answer = answerFor(entry, request.headers);
        if (answer.encoding) return false;
        response.writeHead(answer.status, { ...SECURITY_HEADERS, ...answer.headers });
        response.end(answer.body);
        return true;
      },
      async publish(change) {
        await app.changeFeed.publish(
          CHANGE_TOPICS.catalog,
          undefined,
          changeTags(change) ?? undefined,
        );
      },
    } satisfies PublicCacheDecoration);
  },
  { name: 'public-cache', dependencies: ['change-feed'] },
);

/** A cache key from a route name and its parsed query (same query, same key). */
export function cacheKey(route: string, query: unknown): string {
  return `${route}?${JSON.stringify(query)}`;
}
