import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { buildRobots, buildSitemap } from './page-meta';

export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** sitemap.xml and robots.txt, at the site's root. The sitemap is cached until a catalogue write. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = requestOrigin(request);
    const xml = await app.catalogCache.store.remember(`sitemap:${origin}`, () =>
      buildSitemap(app.db, origin),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(requestOrigin(request))),
  );
};

export default seoRoutes;
