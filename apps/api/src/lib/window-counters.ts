import type { RedisDependency } from '../plugins/external/redis';

/** Hits of a key in its current window, and when that window ends. */
export type WindowCount = { hits: number; resetInMs: number };

/**
 * Fixed-window counters: how many times something happened for a key lately (failed sign-ins
 * of an account, say). Kept in Redis when the app has it, so every process shares them.
 */
export type WindowCounters = {
  read(key: string): Promise<WindowCount>;
  /** Counts one more hit; the first hit opens a window of `windowMs`. */
  add(key: string, windowMs: number): Promise<WindowCount>;
};

/** Counters in this process's memory, pruned as their windows end. */
export function memoryCounters(maxKeys = 100_000): WindowCounters {
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
    async read(key) {
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
      return { hits: window.hits, resetInMs: window.endsAt - now };
    },
  };
}

/**
 * Counters in Redis, shared by every process. While Redis cannot answer (its breaker fails at
 * once), the counting goes on in this process's memory: a limit per process is far better than
 * no limit at all.
 */
export function redisCounters(
  redis: RedisDependency,
  prefix: string,
  fallback: WindowCounters = memoryCounters(),
): WindowCounters {
  const fullKey = (key: string) => `${prefix}${key}`;
  return {
    async read(key) {
      try {
        const [hits, ttl] = await redis.run((client) =>
          Promise.all([client.get(fullKey(key)), client.pttl(fullKey(key))]),
        );
        const shared = { hits: Number(hits ?? 0), resetInMs: Math.max(0, ttl) };
        // Hits counted in memory during an outage still count.
        const local = await fallback.read(key);
        return local.hits > shared.hits ? local : shared;
      } catch {
        return fallback.read(key);
      }
    },
    async add(key, windowMs) {
      try {
        const results = await redis.run((client) =>
          client
            .multi()
            .set(fullKey(key), 0, 'PX', windowMs, 'NX')
            .incr(fullKey(key))
            .pttl(fullKey(key))
            .exec(),
        );
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error('redis transaction discarded');
        return { hits: Number(results[1]![1]), resetInMs: Math.max(0, Number(results[2]![1])) };
      } catch {
        return fallback.add(key, windowMs);
      }
    },
  };
}
