import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformEndpoints, type Health } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { RETRY_AFTER_SECONDS } from '../../plugins/app/error-handler';

/**
 * Each dependency is given this long to answer, so the whole check answers within a second even
 * when one of them hangs (a load balancer's probe must not time out on the very fault it checks).
 */
export const HEALTH_PROBE_TIMEOUT_MS = 800;

/** Resolves whether `probe` succeeded within the deadline; never rejects, never waits longer. */
async function answersWithin(probe: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    platformEndpoints.health,
    {
      access: 'public',
      summary: 'Estado del servicio y de cada dependencia (base de datos, Redis)',
      description:
        '200 mientras la base de datos responde (aunque Redis no responda: estado `degraded`); ' +
        '503 con el mismo cuerpo cuando la base de datos no responde.',
      tags: ['sistema'],
      responseOn: [503],
    },
    async (_request, reply) => {
      const redis = app.redis;
      const [databaseUp, redisUp] = await Promise.all([
        answersWithin(() => app.db.execute(sql`select 1`), HEALTH_PROBE_TIMEOUT_MS),
        redis
          ? answersWithin(() => redis.run((client) => client.ping()), HEALTH_PROBE_TIMEOUT_MS)
          : Promise.resolve(undefined),
      ]);
      const body = {
        status: !databaseUp ? 'down' : redisUp === false ? 'degraded' : 'ok',
        database: { engine: app.database.engine, status: databaseUp ? 'up' : 'down' },
        redis: { status: redisUp === undefined ? 'off' : redisUp ? 'up' : 'down' },
        uptime: Math.round(process.uptime()),
      } satisfies Health;
      if (!databaseUp) {
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(body);
      }
      return body;
    },
  );
};

export default healthRoutes;
