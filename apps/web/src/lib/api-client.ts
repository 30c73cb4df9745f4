import type {
  ApiError,
  EndpointBody,
  EndpointDefinition,
  EndpointQuery,
  EndpointResponse,
} from '@quimia/contracts';
import { env } from '@/config/env';

/**
 * The one HTTP client of the web app, on the browser's `fetch`.
 *
 * It keeps the shape the app used with axios (an instance with default headers and response
 * interceptors) at a fraction of the weight: axios was about 22 KB gzip of the storefront's first
 * download, whose budget is 200 KB. Timeout 0 (none), success is any 2xx status, a JSON body is
 * read as data. The app calls endpoints by their declaration in the contracts (`callEndpoint`,
 * `streamEndpoint`, `endpointUrl`), never by a written address.
 */

export type RequestConfig = {
  /** Query parameters; `undefined` and `null` are left out, arrays repeat the key. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiResponse<T = unknown> = { data: T; status: number; headers: Headers };

type OnFulfilled = (response: ApiResponse) => ApiResponse | Promise<ApiResponse>;
type OnRejected = (error: unknown) => unknown;

/** Response interceptors, run in the order they were added (the axios semantics the app relies on). */
class InterceptorManager {
  private handlers = new Map<number, { fulfilled?: OnFulfilled; rejected?: OnRejected }>();
  private nextId = 0;

  use(fulfilled?: OnFulfilled, rejected?: OnRejected): number {
    const id = this.nextId;
    this.nextId += 1;
    this.handlers.set(id, { fulfilled, rejected });
    return id;
  }

  eject(id: number): void {
    this.handlers.delete(id);
  }

  run(outcome: Promise<ApiResponse>): Promise<ApiResponse> {
    let chain = outcome;
    for (const { fulfilled, rejected } of this.handlers.values()) {
      chain = chain.then(fulfilled, rejected) as Promise<ApiResponse>;
    }
    return chain;
  }
}

/** A non-2xx answer, with its parsed body; the base interceptor turns it into that body. */
export class HttpResponseError extends Error {
  constructor(readonly response: ApiResponse) {
    super(`Request failed with status code ${response.status}`);
  }
}

function buildUrl(baseUrl: string, url: string, params?: Record<string, unknown>): string {
  const absolute = /^[a-z][a-z\d+\-.]*:\/\//i.test(url);
  let full =
    absolute || !baseUrl ? url : `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue;
        search.append(key, item instanceof Date ? item.toISOString() : String(item));
      }
    }
    const query = search.toString();
    if (query) full += `${full.includes('?') ? '&' : '?'}${query}`;
  }
  return full;
}

/**
 * Drops empty query parameters (`undefined` and `''`) so equal lists share one cache entry here
 * and on the server.
 */
export function compactParams<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** The body as data: JSON when it parses, the text otherwise, '' when empty (as axios did). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function send(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<ApiResponse> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(apiClient.defaults.headers.common)) {
    headers.set(name, value);
  }
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body; // FormData and files set their own content type (with the boundary)
    } else {
      payload = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const request = apiClient.defaults.fetch ?? fetch;
  const response = await request(buildUrl(apiClient.defaults.baseURL, url, config.params), {
    method,
    headers,
    body: payload,
    signal: config.signal,
    credentials: 'same-origin',
  });
  const result: ApiResponse = {
    data: await readBody(response),
    status: response.status,
    headers: response.headers,
  };
  if (!response.ok) throw new HttpResponseError(result);
  return result;
}

export const apiClient = {
  defaults: {
    baseURL: env.VITE_API_URL,
    headers: { common: {} as Record<string, string> },
    /** The server's page renderer answers the app's calls in-process instead of over the network. */
    fetch: undefined as typeof fetch | undefined,
  },
  interceptors: { response: new InterceptorManager() },
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>> {
    return apiClient.interceptors.response.run(send('GET', url, undefined, config)) as Promise<
      ApiResponse<T>
    >;
  },
  post<T = unknown>(url: string, body?: unknown, config?: RequestConfig): Promise<ApiResponse<T>> {
    return apiClient.interceptors.response.run(send('POST', url, body, config)) as Promise<
      ApiResponse<T>
    >;
  },
};

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/**
 * A failed call rejects with the server's body (`{ message, code, details? }`), or with the
 * text 'Something went wrong' when there is none. A cancelled request keeps its
 * AbortError so that TanStack Query recognises the cancellation.
 */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof DOMException && error.name === 'AbortError') return Promise.reject(error);
  const data = error instanceof HttpResponseError ? error.response.data : undefined;
  return Promise.reject(
    data && typeof data === 'object' ? (data as ApiError) : FALLBACK_ERROR_MESSAGE,
  );
});

export function setAuthorizationHeader(token: string | null): void {
  if (token) apiClient.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete apiClient.defaults.headers.common.Authorization;
}

/** A readable Spanish message for anything the client rejected with. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string')
    return error === FALLBACK_ERROR_MESSAGE ? 'Algo salió mal. Inténtalo de nuevo.' : error;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return 'Algo salió mal. Inténtalo de nuevo.';
}

/** A part of a call's input: absent when the endpoint takes none, optional when all is optional. */
type InputPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends as its body: the form of an upload, otherwise the JSON its schema takes. */
type CallBody<E extends EndpointDefinition> = E extends { upload: true }
  ? FormData
  : EndpointBody<E>;

/** What a call to the endpoint takes: its query and body as its schemas say, and options. */
export type EndpointInput<E extends EndpointDefinition> = InputPart<'query', EndpointQuery<E>> &
  InputPart<'body', CallBody<E>> &
  Pick<RequestConfig, 'headers' | 'signal'>;

type EndpointArgs<E extends EndpointDefinition> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

type QueryArgs<E extends EndpointDefinition> = [EndpointQuery<E>] extends [undefined]
  ? []
  : object extends EndpointQuery<E>
    ? [query?: EndpointQuery<E>]
    : [query: EndpointQuery<E>];

/**
 * The address of an endpoint that the browser loads itself (an image, a PDF to open), with the
 * query written as a call writes it.
 */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E,
  ...[query]: QueryArgs<E>
): string {
  return addressOf(endpoint, query);
}

function addressOf(endpoint: EndpointDefinition, query: unknown): string {
  return buildUrl(
    apiClient.defaults.baseURL,
    endpoint.path,
    query as Record<string, unknown> | undefined,
  );
}

/**
 * Calls an endpoint declared in the contracts by its definition, resolving to its typed answer.
 * Failures reject as every call does (the server's `{ message, code }`).
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): Promise<EndpointResponse<E>> {
  const config: RequestConfig = {
    params: input?.query as Record<string, unknown> | undefined,
    headers: input?.headers,
    signal: input?.signal,
  };
  const response =
    endpoint.method === 'GET'
      ? await apiClient.get<EndpointResponse<E>>(endpoint.path, config)
      : await apiClient.post<EndpointResponse<E>>(endpoint.path, input?.body, config);
  return response.data;
}

/**
 * Calls an endpoint that answers a stream of events and yields each one as it arrives. Stopping
 * the iteration (or aborting the signal) closes the connection, so the server stops too.
 */
export async function* streamEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): AsyncGenerator<EndpointResponse<E>> {
  const controller = new AbortController();
  const stop = () => controller.abort(input?.signal?.reason);
  if (input?.signal?.aborted) stop();
  input?.signal?.addEventListener('abort', stop, { once: true });
  const headers = new Headers({ Accept: 'text/event-stream' });
  for (const [name, value] of Object.entries(apiClient.defaults.headers.common)) {
    headers.set(name, value);
  }
  for (const [name, value] of Object.entries(input?.headers ?? {})) headers.set(name, value);
  // An upload's form goes as it is: the browser writes its multipart type and boundary.
  const upload = (input?.body as unknown) instanceof FormData;
  if (input?.body !== undefined && !upload) headers.set('Content-Type', 'application/json');
  try {
    const request = apiClient.defaults.fetch ?? fetch;
    const response = await request(addressOf(endpoint, input?.query), {
      method: endpoint.method,
      headers,
      body:
        input?.body === undefined
          ? undefined
          : upload
            ? (input.body as FormData)
            : JSON.stringify(input.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok || !response.body) {
      const data = await readBody(response);
      throw data && typeof data === 'object' ? (data as ApiError) : FALLBACK_ERROR_MESSAGE;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += value;
      // Events end with a blank line; the last piece may be an event still arriving.
      const events = buffered.split('\n\n');
      buffered = events.pop() ?? '';
      for (const event of events) {
        const data = event
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) yield JSON.parse(data) as EndpointResponse<E>;
      }
    }
  } finally {
    input?.signal?.removeEventListener('abort', stop);
    // Left early (the caller stopped reading): the connection is closed, the server notices.
    controller.abort();
  }
}
