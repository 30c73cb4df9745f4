import { get, type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@quimia/contracts';
import { sendEvents } from '../../lib/event-stream';
import { endpointRoute } from './endpoint-route';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/prueba/eco',
  query: z.object({ veces: z.coerce.number().int().min(1).max(3) }),
  body: z.object({ texto: z.string().min(1) }),
  response: z.object({ texto: z.string() }),
  status: 201,
});

const ticks = defineEndpoint({
  method: 'GET',
  path: '/api/prueba/pasos',
  response: z.object({ paso: z.number() }),
  answer: 'stream',
});

const report = defineEndpoint({
  method: 'GET',
  path: '/api/prueba/estado',
  response: z.object({ estado: z.string() }),
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/api/prueba/subir',
  upload: true,
  response: z.object({ id: z.string() }),
  status: 201,
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The routes registered, by `METHOD path`, as Fastify received them. */
let routes = new Map<string, RouteOptions>();

async function serve(register: (api: FastifyInstance) => void) {
  const server = Fastify();
  app = server;
  routes = new Map();
  server.addHook('onRoute', (route) => {
    routes.set(`${String(route.method)} ${route.url}`, route);
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(async (api: FastifyInstance) => register(api), { prefix: '/api/prueba' });
  await server.ready();
  return server;
}

/** The statuses a registered route declares answers for. */
function declaredStatuses(key: string) {
  const response = (routes.get(key)?.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response).map(Number);
}

describe('routes from endpoint definitions', () => {
  it('registers method and path under the prefix, validates the input and serialises the answer', async () => {
    const server = await serve((api) =>
      endpointRoute(api, echo, { access: 'public', summary: 'Eco' }, async (request, reply) => {
        // The answer carries a field the schema does not have: it is not sent.
        const answer = { texto: request.body.texto.repeat(request.query.veces), secreto: 'x' };
        return reply.code(201).send(answer);
      }),
    );
    const ok = await server.inject({
      method: 'POST',
      url: '/api/prueba/eco?veces=2',
      payload: { texto: 'ab' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ texto: 'abab' });
    const badQuery = await server.inject({
      method: 'POST',
      url: '/api/prueba/eco?veces=9',
      payload: { texto: 'ab' },
    });
    expect(badQuery.statusCode).toBe(400);
    const badBody = await server.inject({
      method: 'POST',
      url: '/api/prueba/eco?veces=1',
      payload: { texto: '' },
    });
    expect(badBody.statusCode).toBe(400);
    expect((await server.inject({ url: '/api/prueba/eco?veces=1' })).statusCode).toBe(404);
  });

  it('refuses an endpoint whose path is not under the plugin that registers it', async () => {
    await expect(
      serve((api) =>
        endpointRoute(
          api,
          { ...echo, path: '/api/otra/eco' },
          { access: 'public', summary: 'Eco' },
          () => ({ texto: '' }),
        ),
      ),
    ).rejects.toThrow('/api/otra/eco is not under');
  });

  it('declares the error answers its input and access imply, and those it adds', async () => {
    await serve((api) => {
      const answer = () => ({ estado: 'ok' });
      endpointRoute(api, report, { access: 'public', summary: 'Estado' }, answer);
      endpointRoute(
        api,
        { ...report, path: '/api/prueba/sesion' },
        { access: 'signed-in', summary: 'Sesión' },
        answer,
      );
      endpointRoute(
        api,
        { ...report, path: '/api/prueba/roles' },
        { access: ['admin'], summary: 'Roles', errors: [404, 401] },
        answer,
      );
      endpointRoute(api, echo, { access: 'public', summary: 'Eco', errors: [409] }, () => ({
        texto: '',
      }));
    });
    // No input: nothing to refuse as bad input.
    expect(declaredStatuses('GET /api/prueba/estado')).toEqual([200]);
    // Any signed-in user: no role to refuse.
    expect(declaredStatuses('GET /api/prueba/sesion')).toEqual([200, 401]);
    expect(declaredStatuses('GET /api/prueba/roles')).toEqual([200, 401, 403, 404]);
    expect(declaredStatuses('POST /api/prueba/eco')).toEqual([201, 400, 409]);
    expect(routes.get('GET /api/prueba/roles')?.schema).toMatchObject({
      security: [{ bearerAuth: [] }],
    });
    expect(routes.get('GET /api/prueba/estado')?.schema).not.toHaveProperty('security');
  });

  it('answers its own response on the statuses it names, serialised by its schema', async () => {
    const server = await serve((api) =>
      endpointRoute(
        api,
        report,
        { access: 'public', summary: 'Estado', description: 'Más detalle', responseOn: [503] },
        // The answer carries a field the schema does not have: it is not sent.
        (_request, reply) => reply.code(503).send({ estado: 'caído', secreto: 'x' }),
      ),
    );
    expect(declaredStatuses('GET /api/prueba/estado')).toEqual([200, 503]);
    expect(routes.get('GET /api/prueba/estado')?.schema).toMatchObject({
      description: 'Más detalle',
    });
    const response = await server.inject({ url: '/api/prueba/estado' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ estado: 'caído' });
  });

  it('documents an upload as a multipart form, which takes input', async () => {
    await serve((api) =>
      endpointRoute(api, upload, { access: ['admin'], summary: 'Subir', errors: [413] }, () => ({
        id: 'x',
      })),
    );
    const schema = routes.get('POST /api/prueba/subir')?.schema;
    expect(schema).toMatchObject({ consumes: ['multipart/form-data'] });
    expect(schema).not.toHaveProperty('body');
    expect(declaredStatuses('POST /api/prueba/subir')).toEqual([201, 400, 401, 403, 413]);
  });

  it('streams events as they are produced, and stops the producer when the client leaves', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let stopped: Promise<unknown> | undefined;
    const server = await serve((api) =>
      endpointRoute(api, ticks, { access: 'public', summary: 'Pasos' }, (_request, reply) =>
        sendEvents(reply, async function* (signal) {
          stopped = new Promise((resolve) => signal.addEventListener('abort', resolve));
          yield { paso: 1 };
          await held;
          yield { paso: 2 };
          // Waits for ever, as an upstream answer that never ends would.
          await new Promise(() => {});
        }),
      ),
    );
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    // Node's own client: it closes the connection when told to (the browser does too).
    const chunks: string[] = [];
    let arrived: () => void = () => {};
    const request = get(`${address}/api/prueba/pasos`);
    const response = await new Promise<IncomingMessage>((resolve) =>
      request.once('response', resolve),
    );
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      chunks.push(chunk);
      arrived();
    });
    const next = () => new Promise<void>((resolve) => (arrived = resolve));
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    // The first event arrives while the producer still waits.
    if (chunks.length === 0) await next();
    expect(chunks).toEqual(['data: {"paso":1}\n\n']);
    const second = next();
    release();
    await second;
    expect(chunks).toEqual(['data: {"paso":1}\n\n', 'data: {"paso":2}\n\n']);
    request.destroy();
    await expect(stopped).resolves.toBeDefined();
  });
});
