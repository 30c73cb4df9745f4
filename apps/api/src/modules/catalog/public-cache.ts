import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/** Topic of the change feed that invalidates every public catalogue read. */
export const CATALOG_TOPIC = 'catalog';

type Entry = { value: unknown; expires: number; bytes: number };
type SerializedBody = { body: string; etag: string };

/**
 * A bounded in-process LRU of public catalogue reads. Every write anywhere (this process or
 * another one, through the change feed) clears it; entries also expire after a while in case a
 * notification was lost. A read that started before a clear never stores its (stale) result.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private generationValue = 0;
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  get generation() {
    return this.generationValue;
  }

  get size() {
    return this.entries.size;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes the first key.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /**
   * Stores the value unless the cache was cleared since `generation` was read. `bytes` is its
   * approximate size: the cache stays within both its entry and its byte budgets.
   */
  set(key: string, value: unknown, generation: number, bytes = 0) {
    if (generation !== this.generationValue || bytes > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
  }

  /** The cached value, or loads, stores and returns it. */
  async remember<T>(
    key: string,
    load: () => Promise<T>,
    sizeOf: (value: T) => number = () => 0,
  ): Promise<T> {
    const cached = this.get<T>(key);
    if (cached !== undefined) return cached;
    const generation = this.generationValue;
    const value = await load();
    this.set(key, value, generation, sizeOf(value));
    return value;
  }

  clear() {
    this.generationValue += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

export type CatalogCache = {
  store: PublicCache;
  /**
   * Answers a public read from the cache, already serialised: the response is validated against
   * its schema once, when it is loaded. Sends an ETag and answers 304 when the browser has it.
   */
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<T>,
    load: () => Promise<T>,
  ): Promise<FastifyReply>;
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

export default fp(
  async (app) => {
    const store = new PublicCache();
    app.changeFeed.subscribe(CATALOG_TOPIC, () => store.clear());
    app.changeFeed.onReset(() => store.clear());

    app.decorate('catalogCache', {
      store,
      async send(request, reply, key, schema, load) {
        const entry = await store.remember<SerializedBody>(
          `http:${key}`,
          async () => {
            const body = JSON.stringify(schema.parse(await load()));
            const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
            return { body, etag };
          },
          (value) => value.body.length * 2,
        );
        // Browsers revalidate each time; a 304 costs no body.
        reply.header('etag', entry.etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(entry.body);
      },
    } satisfies CatalogCache);
  },
  { name: 'catalog-cache', dependencies: ['change-feed'] },
);

/** A cache key from a route name and its parsed query (same query, same key). */
export function cacheKey(route: string, query: unknown): string {
  return `${route}?${JSON.stringify(query)}`;
}
