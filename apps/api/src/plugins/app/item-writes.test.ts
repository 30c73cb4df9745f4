import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, idQuerySchema, messageResponseSchema } from '@quimia/contracts';
import type { UserRow } from '../../db/schema';
import { EVERYTHING, type PublicChange } from './public-cache';
import { itemWriteRoutes } from './item-writes';
import type { PublicCacheDecoration } from './public-cache';

const save = defineEndpoint({
  method: 'POST',
  path: '/api/prueba/guardar',
  body: z.object({ id: z.string().optional(), nombre: z.string() }),
  response: z.object({ item: z.object({ id: z.string(), nombre: z.string() }) }),
  status: [200, 201],
});
const remove = defineEndpoint({
  method: 'POST',
  path: '/api/prueba/eliminar',
  body: idQuerySchema,
  response: messageResponseSchema,
});
const ID = '00000000-0000-4000-8000-000000000001';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app signed in as one user, recording the changes it publishes and the lines it logs. */
async function serve() {
  const published: PublicChange[] = [];
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const server = Fastify({ logger: { level: 'info', stream } });
  app = server;
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.decorate('publicCache', {
    publish: async (change: PublicChange) => {
      published.push(change);
    },
  } as Partial<PublicCacheDecoration> as PublicCacheDecoration);
  server.decorateRequest('currentUser', null);
  server.addHook('onRequest', async (request) => {
    request.currentUser = { id: 'staff-1' } as UserRow;
  });
  await server.register(
    async (api: FastifyInstance) =>
      itemWriteRoutes(api, {
        item: 'product',
        tags: ['prueba'],
        save: {
          endpoint: save,
          summary: 'Guardar',
          write: async (body) => ({
            row: { id: body.id ?? ID, nombre: body.nombre },
            created: !body.id,
            change: EVERYTHING,
          }),
          answer: async (row) => ({ item: row }),
        },
        remove: {
          endpoint: remove,
          summary: 'Eliminar',
          write: async () => ({ change: EVERYTHING }),
          message: 'Eliminado',
        },
      }),
    { prefix: '/api/prueba' },
  );
  await server.ready();
  const events = () =>
    lines
      .filter((line) => line.event)
      .map(({ event, msg, productId, by }) => ({
        event,
        msg,
        productId,
        by,
      }));
  return { server, published, events };
}

describe('writes of a catalogue item', () => {
  it('answers 201 on a creation and 200 on an update, after publishing and logging the change', async () => {
    const { server, published, events } = await serve();
    const created = await server.inject({
      method: 'POST',
      url: '/api/prueba/guardar',
      payload: { nombre: 'Sosa' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ item: { id: ID, nombre: 'Sosa' } });
    const updated = await server.inject({
      method: 'POST',
      url: '/api/prueba/guardar',
      payload: { id: ID, nombre: 'Soda' },
    });
    expect(updated.statusCode).toBe(200);
    expect(published).toHaveLength(2);
    expect(events()).toEqual([
      { event: 'products.created', msg: 'product created', productId: ID, by: 'staff-1' },
      { event: 'products.updated', msg: 'product updated', productId: ID, by: 'staff-1' },
    ]);
  });

  it('deletes by id, publishes, logs and answers its message', async () => {
    const { server, published, events } = await serve();
    const response = await server.inject({
      method: 'POST',
      url: '/api/prueba/eliminar',
      payload: { id: ID },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Eliminado' });
    expect(published).toEqual([EVERYTHING]);
    expect(events()).toEqual([
      { event: 'products.removed', msg: 'product removed', productId: ID, by: 'staff-1' },
    ]);
  });
});
