import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient, errorMessage, fetcher, poster, setAuthorizationHeader } from './api-client';

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

describe('fetcher', () => {
  it('sends the query parameters, leaving out empty ones and repeating arrays', async () => {
    const calls = mockFetch(200, '{"items":[]}');
    const data = await fetcher('/api/producto/lista', {
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

  it('sends the bearer token once it is set, and not after it is removed', async () => {
    const calls = mockFetch(200, '{}');
    setAuthorizationHeader('abc.def.ghi');
    await fetcher('/api/auth/me');
    setAuthorizationHeader(null);
    await fetcher('/api/auth/me');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBeNull();
  });
});

describe('poster', () => {
  it('sends the params as a JSON body', async () => {
    const calls = mockFetch(201, '{"id":"1","message":"ok"}');
    await expect(poster('/api/cotizar/contacto', { name: 'Ana' })).resolves.toEqual({
      id: '1',
      message: 'ok',
    });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Ana"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends a FormData as it is, letting the browser set the multipart boundary', async () => {
    const calls = mockFetch(200, '{}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await poster('/api/uploads/subirImagen', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBeNull();
  });
});

describe('failures (specification §8)', () => {
  it("reject with the server's body", async () => {
    mockFetch(404, '{"message":"Producto no encontrado","code":"NOT_FOUND"}');
    await expect(fetcher('/api/producto/getProducto')).rejects.toEqual({
      message: 'Producto no encontrado',
      code: 'NOT_FOUND',
    });
  });

  it("reject with 'Something went wrong' when there is no body", async () => {
    mockFetch(502, '<html>Bad gateway</html>', 'text/html');
    await expect(fetcher('/api/config')).rejects.toBe('Something went wrong');
    mockFetch(500, '');
    await expect(fetcher('/api/config')).rejects.toBe('Something went wrong');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetcher('/api/config')).rejects.toBe('Something went wrong');
    expect(errorMessage('Something went wrong')).toBe('Algo salió mal. Inténtalo de nuevo.');
  });

  it('run later interceptors on the already readable error, until ejected', async () => {
    mockFetch(401, '{"message":"Sesión vencida","code":"UNAUTHORIZED"}');
    const seen: unknown[] = [];
    const id = apiClient.interceptors.response.use(undefined, (error) => {
      seen.push(error);
      return Promise.reject(error);
    });
    await expect(fetcher('/api/auth/me')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    apiClient.interceptors.response.eject(id);
    await expect(fetcher('/api/auth/me')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(seen).toEqual([{ message: 'Sesión vencida', code: 'UNAUTHORIZED' }]);
  });
});
