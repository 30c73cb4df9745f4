import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { SECURITY_HEADERS } from '../../external/security';
import { CHANGE_TOPICS } from '../change-topics';
import { AddressTags, type PublicChange } from './cache-tags';
import { PublicCache, type RememberOptions } from './cache-store';
import { RenderBudget, REDRAW_WINDOW_MS, SHELL_TTL_MS } from './render-budget';
import { answerFor, deliver, SerializedBody } from './serialized-body';

// The public cache: public reads and storefront pages kept answered, by what they show (the tags
// of cache-tags.ts), dropped by the writes that change it in any process.
export * from './cache-tags';
export {
  PublicCache,
  REFRESH_INTERVAL_MS,
  STALE_MAX_MS,
  type RememberOptions,
} from './cache-store';
export { negotiateEncoding, SerializedBody } from './serialized-body';

/** A page of the storefront as rendered, with what it depends on besides the reads it made. */
export type RenderedPage = { html: string; status: number; keep?: boolean };

export type PublicCacheDecoration = {
  store: PublicCache;
  /**
   * Answers a public read from the cache, already serialised: the response is validated against
   * its schema once, when it is loaded. Sends an ETag and answers 304 when the browser has it.
   * `tags` say what the answer shows (see `cache-tags.ts`); a write naming one of them drops it.
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
  /** Announces a committed write to every process: the entries it touched are dropped. */
  publish(change: PublicChange): Promise<void>;
  /**
   * The tags of the public pages at `/<section>/<key>`: a module tells what such an address
   * shows (a product's page by id or by its name in the address), so that a write to that item
   * drops the page even before it was drawn with the item's reads.
   */
  tagAddresses(section: string, tagsOf: (key: string) => readonly string[]): void;
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
  coalesceWrites: (entry) => entry.options.coalesceWrites === true,
};

export default fp(
  async (app) => {
    const store = new PublicCache(undefined, undefined, undefined, (error) =>
      app.log.warn({ err: error }, 'cache warm-up failed'),
    );
    const budget = new RenderBudget();
    const addresses = new AddressTags();
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
            tags: [...new Set([...tags, ...addresses.of(path)])],
            status: page.status,
            contentType: 'text/html; charset=utf-8',
            keep: page.keep,
            ttlMs: draw ? undefined : SHELL_TTL_MS,
            // A page costs a render: saves in a row redraw it once a second (the API reads that
            // staff read back stay fresh at once).
            coalesceWrites: true,
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
        const tags = change.tags === 'everything' ? undefined : [...new Set(change.tags)];
        await app.changeFeed.publish(CHANGE_TOPICS.catalog, undefined, tags);
      },
      tagAddresses(section, tagsOf) {
        addresses.register(section, tagsOf);
      },
    } satisfies PublicCacheDecoration);
  },
  { name: 'public-cache', dependencies: ['change-feed'] },
);

/** A cache key from a route name and its parsed query (same query, same key). */
export function cacheKey(route: string, query: unknown): string {
  return `${route}?${JSON.stringify(query)}`;
}
