import rateLimit, {
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import fp from 'fastify-plugin';
import type { RedisDependency } from './redis';

type Counter = { current: number; ttl: number };
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
};

const NAMESPACE = 'quimia-rate-limit:';

/**
 * Counters in Redis while it answers, in this process's memory while it does not. On a Redis
 * outage the limits neither fail open (unlimited password guessing) nor closed (a shop that
 * cannot sign anyone in): each process keeps counting on its own, so an attacker gets at most
 * the limit once per process, and nobody waits for a Redis that is not there (the breaker answers
 * at once).
 */
function fallbackStore(redis: RedisDependency) {
  class SharedWithFallback {
    constructor(
      private readonly shared: RedisStore,
      private readonly local: LocalStore,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result: Counter | null) => void,
      timeWindow: number,
      max: number,
    ) {
      redis
        .run(
          () =>
            new Promise<Counter>((resolve, reject) =>
              this.shared.incr(
                key,
                (error, result) => (error || !result ? reject(error) : resolve(result)),
                timeWindow,
                max,
              ),
            ),
        )
        .then(
          (result) => callback(null, result),
          () => this.local.incr(key, callback, timeWindow, max),
        );
    }

    child(routeOptions: StoreOptions) {
      return new SharedWithFallback(
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  // @fastify/rate-limit builds the store from its global options, then one child per route.
  return class extends SharedWithFallback {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          redis.client,
          NAMESPACE,
        ),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  };
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`). With `REDIS_URL` the counters live in
 * Redis, so every process of the app shares them; otherwise they are kept in memory.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      // The plugin's types declare `incr` without the window and limit it passes to every store.
      ...(app.redis
        ? { store: fallbackStore(app.redis) as unknown as FastifyRateLimitStoreCtor }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Demasiados intentos. Espera ${context.after.replace('minutes', 'minutos').replace('minute', 'minuto').replace('seconds', 'segundos').replace('second', 'segundo').replace('hours', 'horas').replace('hour', 'hora')} e inténtalo de nuevo.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);

/**
 * A route's limit (`config.rateLimit`): at most `max` requests per `timeWindow` from one address,
 * counted apart from every other route's.
 */
export function perAddress(name: string, max: number, timeWindow: string): RateLimitOptions {
  return { max, timeWindow, keyGenerator: (request) => `${name}:${request.ip}` };
}
