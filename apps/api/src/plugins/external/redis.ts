import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The shared Redis, guarded so that an outage costs a request milliseconds, not seconds: commands
 * fail at once while the connection is down (no offline queue), a silent server is given up on
 * after a short command timeout, and after a few failures in a row the breaker stops trying
 * altogether for a few seconds, then lets one probe through and closes again when it succeeds.
 */
export type RedisDependency = {
  client: Redis;
  /** Whether Redis answered lately: the connection is up and the breaker closed. */
  isHealthy(): boolean;
  /**
   * Runs commands through the breaker. Rejects at once while Redis is known to be down, so
   * callers fall back to something local instead of waiting.
   */
  run<T>(command: (client: Redis) => Promise<T>): Promise<T>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when no `REDIS_URL` is configured. */
    redis: RedisDependency | undefined;
  }
}

/** Redis answers a local command in well under a millisecond; this much means it is not there. */
const COMMAND_TIMEOUT_MS = 300;
/** The client's own timeout, a backstop behind `withDeadline` (which gives up first). */
const CLIENT_COMMAND_TIMEOUT_MS = 5000;
const CONNECT_TIMEOUT_MS = 500;
/** Failures in a row that open the breaker, and how long it then stays open before a probe. */
const FAILURES_TO_OPEN = 3;
const HALF_OPEN_AFTER_MS = 3000;

export function createRedisDependency(url: string, log: FastifyBaseLogger): RedisDependency {
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: CLIENT_COMMAND_TIMEOUT_MS,
    // Queued commands would make every request wait for a reconnection that may never come.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keeps reconnecting in the background, at most every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors repeat on every reconnection attempt; the breaker logs the outage once.
  client.on('error', (error: Error) => log.debug({ err: error }, 'redis connection error'));

  const newBreaker = () => {
    const created = circuitBreaker(handleAll, {
      halfOpenAfter: HALF_OPEN_AFTER_MS,
      breaker: new ConsecutiveBreaker(FAILURES_TO_OPEN),
    });
    created.onBreak(() =>
      log.warn(
        { event: 'redis.down' },
        'redis unavailable: rate limits use per-process counters until it answers again',
      ),
    );
    created.onReset(() => log.info({ event: 'redis.up' }, 'redis answers again'));
    return created;
  };
  let breaker = newBreaker();
  // A new connection passed its ready check: Redis answers, no need to wait for the next probe.
  client.on('ready', () => {
    if (breaker.state === CircuitState.Closed) return;
    breaker = newBreaker();
    log.info({ event: 'redis.up' }, 'redis answers again');
  });

  return {
    client,
    isHealthy: () => breaker.state === CircuitState.Closed && client.status === 'ready',
    run(command) {
      // While one probe is in flight, the others do not queue behind it: they fall back now.
      if (breaker.state === CircuitState.HalfOpen) return Promise.reject(new BrokenCircuitError());
      return breaker.execute(() => withDeadline(command(client), COMMAND_TIMEOUT_MS));
    },
  };
}

export class RedisTimeoutError extends Error {
  constructor() {
    super('redis did not answer in time');
  }
}

/**
 * The command's answer, or a RedisTimeoutError after `ms`. When the event loop was held up (a
 * long embedded-database query runs on it), expired timers run before the socket is read, and
 * an answer already waiting would be called late: the timeout lets the loop poll I/O once
 * (`setImmediate` runs after that) before it gives up.
 */
function withDeadline<T>(command: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new RedisTimeoutError())), ms);
    command.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Decorates `app.redis` (undefined without a URL) and closes the connection with the app. */
export default fp<{ url?: string }>(
  async (app, { url }) => {
    const redis = url ? createRedisDependency(url, app.log) : undefined;
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.client.quit().catch(() => redis.client.disconnect());
      });
    }
  },
  { name: 'redis' },
);
