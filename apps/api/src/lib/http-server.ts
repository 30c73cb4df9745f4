import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** Answers a request before Fastify does; false: Fastify handles it. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with the same timeouts, whose
 * listener first offers each request to `answerEarly()` (read on every request, so the app can
 * set it once its cache exists). A cached public answer then costs what its bytes cost, without
 * a Fastify request, reply, router lookup and hooks.
 */
export function serverAnsweringEarly(answerEarly: () => EarlyAnswer) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ) => {
    const http = (options as { http?: ServerOptions }).http ?? {};
    const server = createServer(http, (request, response) => {
      if (!answerEarly()(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
