import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/client';
import { HttpError } from '../../lib/errors';

type ErrorBody = { message: string; code: string; details?: { field: string; message: string }[] };

/** Known Fastify errors, answered in Spanish with their own status. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'El cuerpo de la solicitud no es JSON válido',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de contenido no admitido: envía JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'La longitud del contenido no es válida',
  },
};

/** A dependency is down or the app is stopping: the client should simply try again shortly. */
export const SERVICE_UNAVAILABLE = {
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  code: 'SERVICE_UNAVAILABLE',
} as const;
/** Seconds: about what a database restart or a rolling restart of the app takes. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After, whatever the route's own response schemas say a 503 looks like. */
export function sendUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .serializer(JSON.stringify)
    .send(SERVICE_UNAVAILABLE);
}

/**
 * Every error leaves as `{ message, code, details? }`: bad input is a 400 naming each
 * field, never a 500; unexpected failures are logged and answered without a stack trace.
 */
export default fp(
  async (app) => {
    // While the app closes (a deploy, a restart), requests still arriving on open connections are
    // told to come back, in the app's own words rather than Fastify's default body
    // (`return503OnClosing: false` lets them reach this hook).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      return sendUnavailable(reply.header('connection', 'close'));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          field: issue.instancePath.slice(1).replaceAll('/', '.'),
          message: issue.message ?? 'Valor no válido',
        }));
        const body: ErrorBody = {
          message:
            details.length === 1 && details[0]!.field
              ? details[0]!.message
              : 'Revisa los datos enviados',
          code: 'VALIDATION_ERROR',
          details,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof HttpError) {
        const body: ErrorBody = { message: error.message, code: error.code };
        if (error.details) body.details = error.details;
        return reply.status(error.statusCode).send(body);
      }
      const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
      if (known) {
        return reply.status(known.status).send({ message: known.message, code: error.code });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
      }
      if (isDatabaseUnavailable(error)) {
        // Only what failed: the query's text and parameters stay out of the log.
        const cause = rootCause(error);
        request.log.warn(
          { event: 'database.unavailable', code: cause.code, reason: cause.message },
          'database unavailable',
        );
        return sendUnavailable(reply);
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response does not match its schema',
        );
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply
          .status(error.statusCode)
          .send({ message: 'La solicitud no es válida', code: error.code ?? 'BAD_REQUEST' });
      } else {
        request.log.error({ err: error }, 'unhandled error');
      }
      return reply.status(500).send({
        message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
        code: 'INTERNAL_ERROR',
      });
    });
  },
  { name: 'error-handler' },
);

function rootCause(error: unknown): { code?: string; message?: string } {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; depth < 5 && current.cause && typeof current.cause === 'object'; depth += 1) {
    current = current.cause as typeof current;
  }
  return {
    code: typeof current.code === 'string' ? current.code : undefined,
    message: typeof current.message === 'string' ? current.message : undefined,
  };
}
