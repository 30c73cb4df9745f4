import type { FastifyPluginAsync } from 'fastify';
import { businessLines, formulas, products } from '../../db/schema';
import { listTag, tableTag } from '../../plugins/app/public-cache';
import { buildRobots, buildSitemap } from './page-meta';

/** sitemap.xml and robots.txt, at the site's root. The sitemap is cached until a catalogue write. */
const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.publicOrigin;
    const xml = await app.publicCache.store.remember(
      `sitemap:${origin}`,
      () => buildSitemap(app.db, origin),
      // A list of addresses: every save may change it (a new, renamed or unpublished item).
      { tags: [listTag(products), listTag(formulas), tableTag(businessLines)] },
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(buildRobots(app.publicOrigin)),
  );
};

export default seoRoutes;
