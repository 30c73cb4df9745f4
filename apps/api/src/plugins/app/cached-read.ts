import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { EndpointDefinition, EndpointResponse } from '@quimia/contracts';
import { endpointRoute, type EndpointRequest, type EndpointRouteDetails } from './endpoint-route';
import { requestContext } from './request-context';

type Query<E extends EndpointDefinition> = EndpointRequest<E>['query'];

export type CachedRead<E extends EndpointDefinition> = {
  /** The answer's key: the same key, the same answer (see `cacheKey`). */
  key: string | ((query: Query<E>) => string);
  /** What the answer shows (see `cache-tags.ts`): a write naming one of them drops it. */
  tags: readonly string[] | ((value: EndpointResponse<E>) => readonly string[]);
  /**
   * The query's `incluirBorradores` asks for drafts: staff get them loaded for the request, never
   * cached; anyone else is refused (401/403).
   */
  drafts?: Query<E> extends { incluirBorradores: boolean } ? true : never;
  /** Loads the answer; `drafts`: staff asked for them. */
  load: (query: Query<E>, drafts: boolean) => Promise<EndpointResponse<E>>;
};

/**
 * Registers a public read of an endpoint answered from the public cache, serialised once by the
 * endpoint's response schema (see `publicCache.send`).
 */
export function cachedRead<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  details: Omit<EndpointRouteDetails, 'access'>,
  read: CachedRead<E>,
): void {
  const schema = endpoint.response as z.ZodType<EndpointResponse<E>>;
  endpointRoute(app, endpoint, { ...details, access: 'public' }, async (request, reply) => {
    const query = request.query;
    if (read.drafts && (query as { incluirBorradores: boolean }).incluirBorradores) {
      await requestContext(request).wantsDrafts(true);
      return read.load(query, true);
    }
    const key = typeof read.key === 'string' ? read.key : read.key(query);
    return app.publicCache.send(
      request,
      reply,
      key,
      schema,
      () => read.load(query, false),
      read.tags,
    );
  });
}
