import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). With `REDIS_URL` the counters live in
 * Redis, so every process of the app shares them; otherwise they are kept in memory.
 */
export default fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'quimia-rate-limit:' } : {}),
      // Fail open on a Redis outage: a shop that cannot sign anyone in is worse than a missed limit.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Demasiados intentos. Espera ${context.after.replace('minutes', 'minutos').replace('minute', 'minuto').replace('seconds', 'segundos').replace('second', 'segundo').replace('hours', 'horas').replace('hour', 'hora')} e inténtalo de nuevo.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
