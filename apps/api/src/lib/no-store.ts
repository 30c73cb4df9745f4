import type { FastifyReply } from 'fastify';

/**
 * Answers what `load` gives, marked never to be stored by the browser or a proxy: screens where
 * staff edit settings must show what the database holds now.
 */
export async function noStore<T>(reply: FastifyReply, load: () => Promise<T>): Promise<T> {
  reply.header('cache-control', 'no-store');
  return load();
}
