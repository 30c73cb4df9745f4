import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderedPage } from './public-cache';

type WebAppOptions = {
  root: string;
  /**
   * The page's own HTML for a URL (its head: title, description, Open Graph, JSON-LD; for
   * storefront pages, the page itself), or null for the plain app shell: shared links, search
   * engines and slow phones read it without running the app. It depends on the URL only: the
   * page is cached (with the catalogue's public reads) and answered to everyone.
   */
  renderPage?: (
    url: string,
    path: string,
    template: string,
    /** False: no drawing on the server (its budget is spent); the head only. */
    draw: boolean,
  ) => Promise<RenderedPage | null>;
};

function answerNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply
    .status(404)
    .send({ message: `No existe la ruta ${request.method} ${path}`, code: 'NOT_FOUND' });
}

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` never cached,
 * and `index.html` for any other page GET (client-side routes). Unknown `/api/*` paths get a JSON 404.
 */
export default fp<WebAppOptions>(
  async (app, { root, renderPage }) => {
    const indexFile = join(root, 'index.html');
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    if (!template) {
      app.log.warn(`web app not built: ${indexFile} is missing (run "npm run build")`);
    } else {
      const assetsDir = join(root, 'assets');
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Our own cache headers (setHeaders) instead of the plugin's max-age=0.
        cacheControl: false,
        // The build writes each script's and style's `.br` and `.gz` at the highest levels
        // (`apps/web/build-plugins/precompress.ts`): sent as they are, smaller than compressing
        // on each request could make them.
        preCompressed: true,
        setHeaders(response, filePath) {
          response.setHeader(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // Which form was sent depends on the request's Accept-Encoding (caches must know).
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(path);
      if (!template || isApi || !isPage) return answerNotFound(request, reply, path);
      const url = request.url;
      // Stored once with its compressed forms and ETag; the next GET of the URL is answered
      // before routing, like a cached API read.
      return app.publicCache.sendPage(request, reply, path, async (draw) => {
        try {
          return (await renderPage?.(url, path, template, draw)) ?? { html: template, status: 200 };
        } catch (error) {
          app.log.error({ err: error, url }, 'page rendering failed; serving the plain app');
          return { html: template, status: 200, keep: false };
        }
      });
    };
    // A route as well as the not-found handler, so that HEAD is answered like GET.
    app.get('/*', { schema: { hide: true } }, servePage);
    app.setNotFoundHandler(servePage);
  },
  { name: 'web-app', dependencies: ['compress', 'public-cache'] },
);
