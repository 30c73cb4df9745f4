import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EVENT_STREAM_TYPE } from '@quimia/contracts';

/**
 * Answers with a stream of events (`text/event-stream`, one JSON value per `data:` line), each sent
 * as soon as it is produced. When the client goes away before the end, the producer's signal
 * aborts, so that whatever it waits on (an upstream request) stops too.
 */
export function sendEvents<T>(
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<T>,
): FastifyReply {
  const controller = new AbortController();
  const { signal } = controller;
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // Ends the answer when the client leaves even if the producer does not listen to its signal.
  const left = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
  left.catch(() => {});
  async function* lines() {
    const events = produce(signal)[Symbol.asyncIterator]();
    try {
      for (;;) {
        const { value, done } = await Promise.race([events.next(), left]);
        if (done) return;
        yield `data: ${JSON.stringify(value)}\n\n`;
      }
    } finally {
      void events.return?.(undefined)?.catch(() => {});
    }
  }
  reply
    .header('content-type', EVENT_STREAM_TYPE)
    .header('cache-control', 'no-cache')
    // A proxy that buffers answers would hold every event until the last one.
    .header('x-accel-buffering', 'no');
  return reply.send(Readable.from(lines(), { objectMode: false }));
}
