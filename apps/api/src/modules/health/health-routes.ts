import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servicio y de la base de datos',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            uptime: z.number(),
          }),
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: app.database.engine,
        uptime: Math.round(process.uptime()),
      };
    },
  );
};

export default healthRoutes;
