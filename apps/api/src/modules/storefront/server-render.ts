import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { insertBefore, replaceFirst, scriptSafeJson } from '../../lib/html';
import { loadPageScripts } from './page-scripts';

/** What the web app's `entry-server.tsx` exports (built to `apps/web/dist-ssr`). */
type RenderedPage = { html: string; head: string; state: string; status: number };
type ServerEntry = {
  setApiFetch(fetchImplementation: typeof fetch): void;
  isServerRendered(pathname: string): boolean;
  pageSources(pathname: string): string[];
  renderPage(options: { url: string; origin: string }): Promise<RenderedPage | null>;
};

type ServerRenderer = {
  isServerRendered(pathname: string): boolean;
  /**
   * The page with the list of scripts it runs (`<script type="application/json"
   * id="page-scripts">`), which its boot script preloads at once, right after the first paint
   * (`apps/web/build-plugins/load-entry-after-first-paint.ts`).
   */
  withPageScripts(html: string, pathname: string): string;
  /** The page's HTML from the app's `index.html` (already carrying its meta tags). */
  render(
    template: string,
    url: string,
    origin: string,
  ): Promise<{ html: string; status: number } | null>;
};

/**
 * Renders are CPU work on the one event loop: past this many at once (a crawler, a flood of
 * made-up query strings), pages go out as the plain app shell, which the browser draws itself.
 */
const MAX_CONCURRENT_RENDERS = 2;

/** The web app's calls answered in-process through Fastify's `inject`. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.statusCode === 304 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

/**
 * Loads the storefront's server renderer from the web build, or null when it was not built (the
 * API tests, a web build without it): pages are then served as the plain app shell.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<ServerRenderer | null> {
  const entryFile = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.warn(`storefront server rendering off: ${entryFile} is missing (run "npm run build")`);
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setApiFetch(injectFetch(app));
  const pageScripts = loadPageScripts(webDistDir);
  if (!pageScripts) app.log.warn('storefront: the web build lists no page scripts (rebuild it)');
  let running = 0;

  const withPageScripts = (html: string, pathname: string) => {
    const scripts = JSON.stringify(pageScripts?.(entry.pageSources(pathname)) ?? []);
    return insertBefore(
      html,
      '</body>',
      `  <script type="application/json" id="page-scripts">${scriptSafeJson(scripts)}</script>\n  `,
    );
  };

  return {
    isServerRendered: (pathname) => entry.isServerRendered(pathname),
    withPageScripts,
    async render(template, url, origin) {
      if (running >= MAX_CONCURRENT_RENDERS) return null;
      running += 1;
      try {
        const page = await entry.renderPage({ url, origin });
        if (!page) return null;
        // The page's own title (the one the browser keeps as it moves between pages) replaces
        // the template's: a head with two titles shows the first, the template's, in the tab.
        const head = /<title[\s>]/.test(page.head)
          ? replaceFirst(template, /<title>[\s\S]*?<\/title>\s*/, '')
          : template;
        const html = replaceFirst(
          insertBefore(head, '</head>', `${page.head}\n  `),
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="ssr-state">${scriptSafeJson(page.state)}</script>`,
        );
        return { html: withPageScripts(html, new URL(url, origin).pathname), status: page.status };
      } finally {
        running -= 1;
      }
    },
  };
}
