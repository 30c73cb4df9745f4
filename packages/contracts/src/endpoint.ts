import type { z } from 'zod';

/**
 * One HTTP endpoint, declared once: the API registers its route from it (validation, OpenAPI)
 * and the web app calls it by name with typed input and output. No URL or query type is written
 * anywhere else.
 */
export type EndpointDefinition = {
  method: 'GET' | 'POST';
  /** From the site's root, e.g. `/api/producto/lista`. */
  path: `/${string}`;
  /** Query string parameters (parsed from text: numbers and flags coerce). */
  query?: z.ZodType;
  /** JSON body. */
  body?: z.ZodType;
  /**
   * The answer on success. For a stream, one event of it: the answer is a `text/event-stream`
   * whose every `data:` line holds one.
   */
  response: z.ZodType;
  /** Success statuses; 200 when not said (a save that creates or updates says `[200, 201]`). */
  status?: 200 | 201 | 202 | readonly (200 | 201 | 202)[];
  /**
   * `stream`: events sent as they are produced (an answer being written), read as they come.
   * `file`: bytes (an image, a PDF) that the browser loads from the endpoint's address.
   */
  answer?: 'json' | 'stream' | 'file';
  /** A multipart upload of one file (the body is the form, not JSON). */
  upload?: true;
};

/** Declares an endpoint, keeping its literal types (method, path and schemas). */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** What the query string takes, as the caller writes it (`undefined`: it takes none). */
export type EndpointQuery<E extends EndpointDefinition> = E extends {
  query: infer Q extends z.ZodType;
}
  ? z.input<Q>
  : undefined;

/** What the JSON body takes, as the caller writes it (`undefined`: it takes none). */
export type EndpointBody<E extends EndpointDefinition> = E extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : undefined;

/** The answer (or, for a stream, each event), as the API sends it. */
export type EndpointResponse<E extends EndpointDefinition> = z.output<E['response']>;

/** The success statuses of an endpoint. */
export function successStatuses(endpoint: EndpointDefinition): readonly (200 | 201 | 202)[] {
  const status = endpoint.status ?? 200;
  return typeof status === 'number' ? [status] : status;
}

/** Separates the events of a stream (`text/event-stream`). */
export const EVENT_STREAM_TYPE = 'text/event-stream; charset=utf-8';
