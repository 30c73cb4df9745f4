import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@quimia/contracts';
import { STAFF_ONLY } from '../../lib/route-schemas';
import type { AccessPolicy } from './authentication';
import { cachedRead } from './cached-read';
import type { PublicCacheDecoration } from './public-cache';

const items = defineEndpoint({
  method: 'GET',
  path: '/api/prueba/lista',
  query: z.object({
    q: z.string().optional(),
    incluirBorradores: z.stringbool().default(false),
  }),
  response: z.object({ items: z.array(z.string()) }),
});

/** What the public cache was asked to send. */
type Sent = { key: string; schema: unknown; tags: unknown };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose public cache sends what it loads, and whose access checks are recorded. */
async function serve(register: (api: FastifyInstance) => void) {
  const sent: Sent[] = [];
  const checked: AccessPolicy[] = [];
  const server = Fastify();
  app = server;
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.decorate('publicCache', {
    send: async (_request, reply, key, schema, load, tags) => {
      sent.push({ key, schema, tags });
      return reply.header('x-cached', 'yes').send(schema.parse(await load()));
    },
  } as Partial<PublicCacheDecoration> as PublicCacheDecoration);
  server.decorate('assertAccess', async (_request, access) => {
    checked.push(access);
  });
  await server.register(async (api: FastifyInstance) => register(api), { prefix: '/api/prueba' });
  await server.ready();
  return { server, sent, checked };
}

describe('cached public reads', () => {
  it('answers through the public cache, by the key of the query and with the endpoint schema', async () => {
    const loads: unknown[] = [];
    const { server, sent } = await serve((api) =>
      cachedRead(
        api,
        items,
        { summary: 'Lista' },
        {
          key: ({ q }) => `prueba/lista?${q}`,
          tags: ['prueba'],
          load: async (query, drafts) => {
            loads.push([query.q, drafts]);
            return { items: [query.q ?? ''] };
          },
        },
      ),
    );
    const response = await server.inject({ url: '/api/prueba/lista?q=sosa' });
    expect(response.headers['x-cached']).toBe('yes');
    expect(response.json()).toEqual({ items: ['sosa'] });
    expect(sent).toEqual([{ key: 'prueba/lista?sosa', schema: items.response, tags: ['prueba'] }]);
    expect(loads).toEqual([['sosa', false]]);
  });

  it('loads the drafts staff ask for on every request, never through the cache', async () => {
    const { server, sent, checked } = await serve((api) =>
      cachedRead(
        api,
        items,
        { summary: 'Lista' },
        {
          key: 'prueba/lista',
          tags: ['prueba'],
          drafts: true,
          load: async (_query, drafts) => ({ items: [drafts ? 'borrador' : 'publicado'] }),
        },
      ),
    );
    const drafts = await server.inject({ url: '/api/prueba/lista?incluirBorradores=true' });
    expect(drafts.json()).toEqual({ items: ['borrador'] });
    expect(drafts.headers['x-cached']).toBeUndefined();
    expect(checked).toEqual([STAFF_ONLY]);
    expect(sent).toEqual([]);
    const published = await server.inject({ url: '/api/prueba/lista' });
    expect(published.json()).toEqual({ items: ['publicado'] });
    expect(sent.map(({ key }) => key)).toEqual(['prueba/lista']);
    expect(checked).toEqual([STAFF_ONLY]);
  });
});
