import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { successStatuses, type EndpointDefinition, type EndpointResponse } from '@quimia/contracts';
import { errorResponses, SECURED, type ErrorStatus } from '../../lib/route-schemas';
import type { AccessPolicy } from './authentication';

type Parsed<E, K extends 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** A request to the endpoint, its query and body already validated by its schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E> | FastifyReply | void> | EndpointResponse<E> | FastifyReply;

export type EndpointRouteDetails = {
  /** Who may call it (see `AccessPolicy`). */
  access: AccessPolicy;
  /** One line for the API's documentation, in Spanish. */
  summary: string;
  /** The documentation's group. */
  tags?: string[];
  /** A longer explanation for the documentation, when the summary is not enough. */
  description?: string;
  /**
   * Error statuses it answers besides those its definition and access imply: 400 when it takes
   * input, 401 when it is not public, 403 when only some roles may call it.
   */
  errors?: readonly ErrorStatus[];
  /**
   * Statuses that answer the endpoint's own response rather than an error (the health check's
   * 503 reports what is down, in the same body as its 200).
   */
  responseOn?: readonly ErrorStatus[];
  /** The rest of the route's configuration (rate limit…). */
  config?: Omit<FastifyContextConfig, 'access'>;
};

/**
 * Registers the route of an endpoint declared in the contracts, under the plugin's prefix: its
 * method and path, its query and body validated by the endpoint's schemas, its answer serialised
 * by them, its access policy and its documentation.
 */
export function endpointRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  details: EndpointRouteDetails,
  handler: EndpointHandler<E>,
): void {
  if (!endpoint.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${endpoint.path} is not under this plugin's prefix ${app.prefix}`);
  }
  const secured = details.access !== 'public';
  const takesInput = Boolean(endpoint.query || endpoint.body || endpoint.upload);
  const errorStatuses = new Set<ErrorStatus>([
    ...(takesInput ? ([400] as const) : []),
    ...(secured ? ([401] as const) : []),
    ...(typeof details.access === 'object' ? ([403] as const) : []),
    ...(details.errors ?? []),
  ]);
  for (const status of details.responseOn ?? []) errorStatuses.delete(status);
  const response: Record<number, z.ZodType> = {};
  // A stream is written event by event and a file is bytes: neither is serialised from a value.
  if (endpoint.answer !== 'stream' && endpoint.answer !== 'file') {
    for (const status of [...successStatuses(endpoint), ...(details.responseOn ?? [])]) {
      response[status] = endpoint.response;
    }
  }
  Object.assign(response, errorResponses(...errorStatuses));
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    config: { ...details.config, access: details.access },
    schema: {
      summary: details.summary,
      ...(details.description ? { description: details.description } : {}),
      ...(details.tags ? { tags: details.tags } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(secured ? SECURED : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response,
    },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
