/**
 * The storefront rendered on the server (`npm run build` makes `dist-ssr/entry-server.js`; the
 * API loads it). A visitor's first page arrives as HTML with its styles and data, so it shows
 * before any script has run (Lighthouse mobile, shared links); the browser then
 * hydrates it (`main.tsx`). The dashboard, sign-in pages and Mi cuenta stay client-rendered.
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import {
  dehydrate,
  defaultShouldDehydrateQuery,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { matchRouteTree, pageSources, routeTree } from '@/app/route-tree';
import { apiClient } from '@/lib/api-client';
import { PageStatusProvider } from '@/lib/page-status';
import { createQueryClient } from '@/lib/query-client';
import { SiteOriginProvider } from '@/lib/site-origin';
import { createStyleCache } from '@/theme/style-cache';

export type RenderedPage = {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Elements for `<head>`: the page's styles and what React hoisted (its `<title>`). */
  head: string;
  /** The fetched data (TanStack Query's dehydrated state) as JSON, for the browser's cache. */
  state: string;
  /** The status the page's view reported (404 for a "not found" view), else 200. */
  status: number;
};

export type RenderOptions = {
  /** Path and query of the page, e.g. `/product?linea=limpieza`. */
  url: string;
  /** The origin the visitor asked for (links in WhatsApp messages name it). */
  origin: string;
};

/** Data of a page arrives in rounds: a component may only ask once the data above it is known. */
const MAX_DATA_ROUNDS = 4;
// Pages of one person (a signed-in user, a buyer's cart): their HTML must never be drawn here nor
// cached for others.
const PRIVATE_SECTIONS = [
  '/dashboard',
  '/auth',
  '/mi-cuenta',
  '/product/checkout',
  '/cotizacion',
  '/cotizar',
];

const staticHandler = createStaticHandler(routeTree);

/**
 * Lets the renderer answer the app's API calls in-process (`app.inject`): no network hop, and no
 * assumption about the address the server listens on.
 */
export function setApiFetch(fetchImplementation: typeof fetch): void {
  apiClient.defaults.fetch = fetchImplementation;
}

/** Whether a path is a public page that the server renders (others get the plain app shell). */
export function isServerRendered(pathname: string): boolean {
  if (
    PRIVATE_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`))
  )
    return false;
  const matches = matchRouteTree(pathname);
  // The catch-all only redirects (in the browser, replacing history).
  return !!matches && !matches.some((match) => match.route.path === '*');
}

async function prerender(element: ReactElement): Promise<string> {
  // Never outlined boundaries: their reveal needs inline scripts, which the CSP forbids.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The queries each address's last render used (at most `REMEMBERED_PAGES` addresses, the oldest
 * forgotten first). Drawing a page only to learn what it asks for costs about a third of its
 * render; when a write drops a page, its next render fetches them first and draws once.
 */
const rememberedQueries = new Map<string, FetchQueryOptions[]>();
const REMEMBERED_PAGES = 2000;

function rememberQueries(url: string, client: QueryClient) {
  const used = client
    .getQueryCache()
    .getAll()
    .flatMap(({ queryKey, options: { queryFn } }): FetchQueryOptions[] =>
      typeof queryFn === 'function' ? [{ queryKey, queryFn }] : [],
    );
  rememberedQueries.delete(url);
  rememberedQueries.set(url, used);
  if (rememberedQueries.size > REMEMBERED_PAGES) {
    rememberedQueries.delete(rememberedQueries.keys().next().value!);
  }
}

/** The queries a render asked for that have not run: fetched before the next round. */
function pendingQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        typeof query.options.queryFn === 'function',
    );
}

/** Hoisted elements (React puts `<title>`, preloads… first) belong in `<head>`. */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  return match
    ? { hoisted: match[0], body: html.slice(match[0].length) }
    : { hoisted: '', body: html };
}

/**
 * The source files of the layouts and the page that draw `pathname` (keys of the client build's
 * manifest): the server preloads their code with the page.
 */
export { pageSources };

/** Renders a public page, or null when the path is not one the server renders. */
export async function renderPage({ url, origin }: RenderOptions): Promise<RenderedPage | null> {
  const pathname = new URL(url, origin).pathname;
  if (!isServerRendered(pathname)) return null;

  const context = await staticHandler.query(new Request(new URL(url, origin)));
  // No loaders or actions in this app: a Response would only come from one.
  if (context instanceof Response) return null;
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const client = createQueryClient({ retry: false });
  // The view drawn says its status (`PageStatus`); each round draws the page anew, with a style
  // cache of its own: the last one holds the styles of the page sent, and only those.
  let status = 200;
  const draw = async () => {
    status = 200;
    const emotionCache = createStyleCache();
    // Styles are collected for <head> rather than written beside each element, which would
    // shift the markup that the browser hydrates.
    emotionCache.compat = true;
    const html = await prerender(
      <PageStatusProvider onStatus={(code) => (status = code)}>
        <SiteOriginProvider value={origin}>
          <AppProvider client={client} emotionCache={emotionCache}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </SiteOriginProvider>
      </PageStatusProvider>,
    );
    return { html, emotionCache };
  };

  const remembered = rememberedQueries.get(url);
  // A failed prefetch is drawn as its error state, as a failed round's query is.
  if (remembered) await Promise.all(remembered.map((options) => client.prefetchQuery(options)));
  let page = await draw();
  for (let round = 1; round < MAX_DATA_ROUNDS; round += 1) {
    const pending = pendingQueries(client);
    if (pending.length === 0) break;
    // A failed query renders its error state, as in the browser; it never fails the page.
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    page = await draw();
  }

  const state = JSON.stringify(
    dehydrate(client, {
      // Errors too: the browser must first draw what the server drew (a "not found" page).
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) || query.state.status === 'error',
      shouldRedactErrors: () => false,
    }),
  );

  const { hoisted, body } = splitHoisted(page.html);
  rememberQueries(url, client);
  client.clear();
  return { html: body, head: hoisted + pageStyles(page.emotionCache, body), state, status };
}

/**
 * The `<style>` elements of a page: what its elements use, and the rules of components that
 * another wraps (a Button's own, which the page shows merged into its ButtonBase's class).
 * emotion's critical extraction leaves those out, as no element names them; the browser then
 * parsed and inserted each again while adopting the page, on a phone the longest part of it.
 * Listed here, the browser's style cache knows them from the start.
 */
function pageStyles(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const critical = extractCriticalToChunks(html);
  const regular = critical.styles.find((chunk) => chunk.key === cache.key);
  if (regular) {
    const listed = new Set(regular.ids);
    for (const [id, css] of Object.entries(cache.inserted)) {
      const wrapped = cache.registered[`${cache.key}-${id}`] !== undefined;
      if (!wrapped || listed.has(id) || typeof css !== 'string') continue;
      regular.ids.push(id);
      regular.css += css;
    }
  }
  return constructStyleTagsFromChunks(critical);
}
