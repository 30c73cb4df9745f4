import type { RedisDependency } from '../plugins/external/redis';

/** Hits of a key in its current window, and when that window ends. */
export type WindowCount = { hits: number; resetInMs: number };

/** A hit just counted: the count with it, and how to take it back (a hit that must not count). */
export type CountedHit = WindowCount & { undo(): Promise<void> };

/**
 * Fixed-window counters: how many times something happened for a key lately (sign-in attempts
 * of an account, say). Kept in Redis when the app has it, so every process shares them.
 */
export type WindowCounters = {
  /**
   * Counts one more hit and answers the count with it, in one atomic step: hits arriving
   * together each see a different count, so a limit checked on the answer lets no more through
   * than it allows. The first hit opens a window of `windowMs`.
   */
  add(key: string, windowMs: number): Promise<CountedHit>;
};

/** Counters in this process's memory, pruned as their windows end. */
export function memoryCounters(maxKeys = 100_000): WindowCounters & {
  /** The key's count now (none once its window ended). */
  peek(key: string): WindowCount;
} {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) windows.delete(key);
    return undefined;
  };
  const prune = (now: number) => {
    if (windows.size < maxKeys) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    // Still full: the oldest windows go first (a Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    peek(key) {
      const now = Date.now();
      const window = current(key, now);
      return window
        ? { hits: window.hits, resetInMs: window.endsAt - now }
        : { hits: 0, resetInMs: 0 };
    },
    async add(key, windowMs) {
      const now = Date.now();
      let window = current(key, now);
      if (!window) {
        prune(now);
        window = { hits: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      const counted = window;
      return {
        hits: window.hits,
        resetInMs: window.endsAt - now,
        // Only within the window it was counted in: a new window owes it nothing.
        undo: async () => {
          if (windows.get(key) === counted && counted.hits > 0) counted.hits -= 1;
        },
      };
    },
  };
}

/** Counts one hit: creates the key with its window if it has none, then increments it. */
const ADD_SCRIPT = `
redis.call('set', KEYS[1], 0, 'PX', ARGV[1], 'NX')
local hits = redis.call('incr', KEYS[1])
return {hits, redis.call('pttl', KEYS[1])}
`;
/** Takes one hit back, only while its window lasts (a DECR would make a key without expiry). */
const UNDO_SCRIPT = `
if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0
`;

/**
 * Counters in Redis, shared by every process. While Redis cannot answer (its breaker fails at
 * once), the counting goes on in this process's memory: a limit per process is far better than
 * no limit at all; hits counted there during an outage still count once Redis is back.
 */
export function redisCounters(
  redis: RedisDependency,
  prefix: string,
  fallback = memoryCounters(),
): WindowCounters {
  const fullKey = (key: string) => `${prefix}${key}`;
  return {
    async add(key, windowMs) {
      let shared: [number, number];
      try {
        shared = (await redis.run((client) =>
          client.eval(ADD_SCRIPT, 1, fullKey(key), windowMs),
        )) as [number, number];
      } catch {
        return fallback.add(key, windowMs);
      }
      const local = fallback.peek(key);
      return {
        hits: Number(shared[0]) + local.hits,
        resetInMs: Math.max(0, Number(shared[1]), local.resetInMs),
        undo: async () => {
          // An outage meanwhile leaves the hit counted: a limit a little early, never late.
          await redis
            .run((client) => client.eval(UNDO_SCRIPT, 1, fullKey(key)))
            .catch(() => undefined);
        },
      };
    },
  };
}
