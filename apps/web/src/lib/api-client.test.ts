import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@quimia/contracts';
import { authEndpoints } from '@quimia/contracts/endpoints/auth';
import { catalogEndpoints, uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { platformEndpoints } from '@quimia/contracts/endpoints/platform';
import {
  apiClient,
  callEndpoint,
  endpointUrl,
  errorMessage,
  setAuthorizationHeader,
  streamEndpoint,
} from './api-client';

type Call = { url: string; init: RequestInit };

function mockFetch(status: number, body: string, contentType = 'application/json') {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body || null, { status, headers: { 'content-type': contentType } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthorizationHeader(null);
});

describe('requests', () => {
  it('send the query parameters, leaving out empty ones and repeating arrays', async () => {
    const calls = mockFetch(200, '{"items":[]}');
    const { data } = await apiClient.get('/api/producto/lista', {
      params: {
        q: 'ácido cítrico',
        page: 2,
        linea: ['limpieza', 'cosmetica'],
        tipo: undefined,
        area: null,
        facetas: false,
      },
    });
    expect(data).toEqual({ items: [] });
    expect(calls[0]?.url).toBe(
      '/api/producto/lista?q=%C3%A1cido+c%C3%ADtrico&page=2&linea=limpieza&linea=cosmetica&facetas=false',
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('send the bearer token once it is set, and not after it is removed', async () => {
    const calls = mockFetch(200, '{}');
    setAuthorizationHeader('abc.def.ghi');
    await callEndpoint(authEndpoints.me);
    setAuthorizationHeader(null);
    await callEndpoint(authEndpoints.me);
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBeNull();
  });

  it('send a body as JSON', async () => {
    const calls = mockFetch(201, '{"id":"1","message":"ok"}');
    const { data } = await apiClient.post('/api/cotizar/contacto', { name: 'Ana' });
    expect(data).toEqual({ id: '1', message: 'ok' });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Ana"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

describe('failures', () => {
  it("reject with the server's body", async () => {
    mockFetch(404, '{"message":"Producto no encontrado","code":"NOT_FOUND"}');
    await expect(
      callEndpoint(catalogEndpoints.product, { query: { slug: 'no-existe' } }),
    ).rejects.toEqual({
      message: 'Producto no encontrado',
      code: 'NOT_FOUND',
    });
  });

  it("reject with 'Something went wrong' when there is no body", async () => {
    mockFetch(502, '<html>Bad gateway</html>', 'text/html');
    await expect(callEndpoint(platformEndpoints.publicConfig)).rejects.toBe('Something went wrong');
    mockFetch(500, '');
    await expect(callEndpoint(platformEndpoints.publicConfig)).rejects.toBe('Something went wrong');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callEndpoint(platformEndpoints.publicConfig)).rejects.toBe('Something went wrong');
    expect(errorMessage('Something went wrong')).toBe('Algo salió mal. Inténtalo de nuevo.');
  });

  it('run later interceptors on the already readable error, until ejected', async () => {
    mockFetch(401, '{"message":"Sesión vencida","code":"UNAUTHORIZED"}');
    const seen: unknown[] = [];
    const id = apiClient.interceptors.response.use(undefined, (error) => {
      seen.push(error);
      return Promise.reject(error);
    });
    await expect(callEndpoint(authEndpoints.me)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    apiClient.interceptors.response.eject(id);
    await expect(callEndpoint(authEndpoints.me)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(seen).toEqual([{ message: 'Sesión vencida', code: 'UNAUTHORIZED' }]);
  });
});

describe('calls by endpoint definition', () => {
  const list = defineEndpoint({
    method: 'GET',
    path: '/api/prueba/lista',
    query: z.object({ q: z.string().optional(), page: z.number().optional() }),
    response: z.object({ items: z.array(z.string()) }),
  });
  const save = defineEndpoint({
    method: 'POST',
    path: '/api/prueba/guardar',
    body: z.object({ name: z.string() }),
    response: z.object({ id: z.string() }),
    status: 201,
  });
  const steps = defineEndpoint({
    method: 'POST',
    path: '/api/prueba/pasos',
    body: z.object({ pregunta: z.string() }),
    response: z.object({ texto: z.string() }),
    answer: 'stream',
  });

  it('sends the method, path and query of the definition and resolves to its answer', async () => {
    const calls = mockFetch(200, '{"items":["a"]}');
    const data = await callEndpoint(list, { query: { q: 'sosa', page: 2 } });
    expect(data.items).toEqual(['a']);
    expect(calls[0]?.url).toBe('/api/prueba/lista?q=sosa&page=2');
    expect(calls[0]?.init.method).toBe('GET');
    const created = mockFetch(201, '{"id":"7"}');
    expect(await callEndpoint(save, { body: { name: 'Ácido' } })).toEqual({ id: '7' });
    expect(created[0]?.init.method).toBe('POST');
    expect(created[0]?.init.body).toBe('{"name":"Ácido"}');
  });

  it("sends an upload's form as it is, and no JSON", async () => {
    const calls = mockFetch(201, '{"document":{"id":"1"}}');
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'ficha.pdf');
    await callEndpoint(uploadEndpoints.uploadDocument, { body: form });
    expect(calls[0]?.url).toBe('/api/uploads/subirDocumento');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBeNull();
    // Types only, never run: an upload takes its form, a JSON call does not.
    const typesOnly = () => {
      // @ts-expect-error an upload's body is a FormData
      void callEndpoint(uploadEndpoints.uploadDocument, { body: { file: 'ficha.pdf' } });
      // @ts-expect-error a JSON endpoint takes no form
      void callEndpoint(uploadEndpoints.removeDocument, { body: form });
    };
    expect(typesOnly).toBeTypeOf('function');
  });

  it('writes the address of a file the browser loads as a call writes it', async () => {
    const id = '3f1c2a9e-8d4b-4c6a-9f0e-2b7d5a1c3e4f';
    expect(endpointUrl(uploadEndpoints.document, { id, inline: 'true' })).toBe(
      `/api/uploads/getDocumento?id=${id}&inline=true`,
    );
    expect(endpointUrl(uploadEndpoints.image, { id, size: 'sm' })).toBe(
      `/api/uploads/getImagen?id=${id}&size=sm`,
    );
    expect(endpointUrl(platformEndpoints.health)).toBe('/api/health');

    const query = { q: 'ácido', linea: ['limpieza', 'cosmetica'], page: 2, tipo: undefined };
    const calls = mockFetch(200, '{"items":[]}');
    await callEndpoint(catalogEndpoints.list, { query });
    expect(endpointUrl(catalogEndpoints.list, query)).toBe(calls[0]?.url);

    const baseURL = apiClient.defaults.baseURL;
    apiClient.defaults.baseURL = 'https://api.quimia.test/';
    try {
      expect(endpointUrl(uploadEndpoints.document, { id })).toBe(
        `https://api.quimia.test/api/uploads/getDocumento?id=${id}`,
      );
    } finally {
      apiClient.defaults.baseURL = baseURL;
    }
    // @ts-expect-error a document is named by its id
    expect(() => endpointUrl(uploadEndpoints.document)).not.toThrow();
  });

  it('reads a stream event by event, however its bytes are cut, and closes it when left early', async () => {
    const pieces = [
      'data: {"texto":"Ho',
      'la"}\n\ndata: {"texto":" mundo"}\n',
      '\ndata: {"texto":"!"}\n\n',
    ];
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
            controller.close();
          },
        });
        return new Response(body, {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    const texts: string[] = [];
    for await (const event of streamEndpoint(steps, { body: { pregunta: '¿?' } })) {
      texts.push(event.texto);
    }
    expect(texts).toEqual(['Hola', ' mundo', '!']);

    for await (const event of streamEndpoint(steps, { body: { pregunta: '¿?' } })) {
      expect(event.texto).toBe('Hola');
      break;
    }
    expect(signal?.aborted).toBe(true);
  });

  it('sends an upload that answers a stream as its form, with its query', async () => {
    const calls = mockFetch(200, 'data: {"texto":"listo"}\n\n', 'text/event-stream');
    const upload = defineEndpoint({
      method: 'POST',
      path: '/api/prueba/subir',
      query: z.object({ simular: z.string().optional() }),
      response: z.object({ texto: z.string() }),
      answer: 'stream',
      upload: true,
    });
    const form = new FormData();
    form.append('files', new Blob(['<factura/>']), 'f.xml');
    const texts: string[] = [];
    for await (const event of streamEndpoint(upload, { query: { simular: '1' }, body: form })) {
      texts.push(event.texto);
    }
    expect(texts).toEqual(['listo']);
    expect(calls[0]!.url).toContain('/api/prueba/subir?simular=1');
    expect(calls[0]!.init.body).toBe(form);
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBeNull();
  });

  it('rejects a refused stream with the server message', async () => {
    mockFetch(429, '{"message":"Espera un momento","code":"RATE_LIMITED"}');
    const reading = (async () => {
      for await (const _event of streamEndpoint(steps, { body: { pregunta: '¿?' } })) {
        // Nothing arrives.
      }
    })();
    await expect(reading).rejects.toEqual({ message: 'Espera un momento', code: 'RATE_LIMITED' });
  });
});
