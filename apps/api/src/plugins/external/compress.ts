import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Shorter bodies are sent uncompressed (the public catalogue cache follows the same rule). */
export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip', 'deflate'],
    });
  },
  { name: 'compress' },
);
