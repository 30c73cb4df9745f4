import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

function answerNotFound(request: FastifyRequest, reply: FastifyReply, path: string) {
  return reply
    .status(404)
    .send({ message: `No existe la ruta ${request.method} ${path}`, code: 'NOT_FOUND' });
}

/**
 * Serves the built single-page app: hashed assets cached for a year, `index.html` never cached,
 * and `index.html` for any other page GET (client-side routes). Unknown `/api/*` paths get a JSON 404.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    const indexFile = join(root, 'index.html');
    const built = existsSync(indexFile);
    if (!built) {
      app.log.warn(`web app not built: ${indexFile} is missing (run "npm run build")`);
    } else {
      const assetsDir = join(root, 'assets');
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Our own cache headers (setHeaders) instead of the plugin's max-age=0.
        cacheControl: false,
        setHeaders(response, filePath) {
          response.setHeader(
            'cache-control',
            filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === '/api' || path.startsWith('/api/');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(path);
      if (built && !isApi && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return answerNotFound(request, reply, path);
    });
  },
  { name: 'web-app' },
);
