import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
// The plugin reads `app.database`: its type comes with the plugin that provides it.
import type {} from './database';
import type { DatabaseHandle } from '../../db/client';
import { CHANGE_TOPICS } from './change-topics';

/**
 * What changed: a topic (e.g. `catalog`) and, for some topics, the record's id or the cache tags
 * the change invalidates.
 */
export type ChangeEvent = { topic: string; id?: string; tags?: readonly string[] };
type ChangeHandler = (event: ChangeEvent) => void;

export type ChangeFeed = {
  /**
   * Announces a committed change to this process (at once) and to every other process of the app
   * (PostgreSQL NOTIFY). Call it after the transaction commits.
   */
  publish(topic: string, id?: string, tags?: readonly string[]): Promise<void>;
  /** Runs the handler for every change of the topic, from this process or another one. */
  subscribe(topic: string, handler: ChangeHandler): () => void;
  /** Runs the handler when changes may have been missed (the listening connection dropped). */
  onReset(handler: () => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    changeFeed: ChangeFeed;
  }
}

export const CHANGE_CHANNEL = 'catalog_changed';

/** NOTIFY payloads must stay under 8000 bytes: a longer list of tags travels as "everything". */
const MAX_PAYLOAD = 7500;

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? value
    : undefined;
}

/**
 * Announces a committed change to every process of the app from a writer that has no app of its
 * own, or writes before its app answers (the seed and admin commands, the start's demo data): no
 * write may leave the processes already answering with stale caches until they expire. A change
 * without tags drops everything of its topic.
 */
export async function announceChange(
  database: { notify(channel: string, payload: string): Promise<void> },
  topic: string,
): Promise<void> {
  await database.notify(CHANGE_CHANNEL, JSON.stringify({ t: topic }));
}

/**
 * Applies the committed migrations; when it applied any, the processes already answering drop
 * what they cached (a migration may change what they serve, as one set every product's IVA).
 * How every start (server, CLIs, tests) migrates.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const { applied } = await handle.migrate();
  if (applied > 0) await announceChange(handle, CHANGE_TOPICS.catalog);
}

/**
 * Cross-process change notifications over PostgreSQL LISTEN/NOTIFY (PGlite implements them too),
 * so in-process caches of every app instance drop what a write touched.
 */
export default fp(
  async (app) => {
    // Tells this process's own notifications apart from the others'.
    const origin = randomUUID();
    const handlers = new Map<string, Set<ChangeHandler>>();
    const resetHandlers = new Set<() => void>();

    const deliver = (event: ChangeEvent) => {
      for (const handler of handlers.get(event.topic) ?? []) {
        try {
          handler(event);
        } catch (error) {
          app.log.error({ err: error, topic: event.topic }, 'change handler failed');
        }
      }
    };

    const unlisten = await app.database.listen(
      CHANGE_CHANNEL,
      (payload) => {
        let message: { o?: unknown; t?: unknown; i?: unknown; g?: unknown };
        try {
          message = JSON.parse(payload) as typeof message;
        } catch {
          return;
        }
        if (message.o === origin || typeof message.t !== 'string') return;
        deliver({
          topic: message.t,
          id: typeof message.i === 'string' ? message.i : undefined,
          tags: stringList(message.g),
        });
      },
      () => {
        app.log.warn('change feed reconnected: dropping caches');
        for (const handler of resetHandlers) handler();
      },
    );
    app.addHook('onClose', async () => {
      await unlisten().catch(() => {});
    });

    app.decorate('changeFeed', {
      async publish(topic, id, tags) {
        deliver({ topic, id, tags });
        let payload = JSON.stringify({ o: origin, t: topic, i: id, g: tags });
        if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
          payload = JSON.stringify({ o: origin, t: topic, i: id });
        }
        try {
          await app.database.notify(CHANGE_CHANNEL, payload);
        } catch (error) {
          // The write is committed; other processes catch up when their cache entries expire.
          app.log.error({ err: error, topic }, 'change notification failed');
        }
      },
      subscribe(topic, handler) {
        let set = handlers.get(topic);
        if (!set) {
          set = new Set();
          handlers.set(topic, set);
        }
        set.add(handler);
        return () => set.delete(handler);
      },
      onReset(handler) {
        resetHandlers.add(handler);
        return () => resetHandlers.delete(handler);
      },
    } satisfies ChangeFeed);
  },
  { name: 'change-feed', dependencies: ['database'] },
);
