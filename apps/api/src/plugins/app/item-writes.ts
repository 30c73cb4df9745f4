import type { FastifyInstance } from 'fastify';
import type {
  EndpointDefinition,
  EndpointResponse,
  idQuerySchema,
  messageResponseSchema,
} from '@quimia/contracts';
import { ADMIN_ONLY, ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import type { PublicChange } from './public-cache';
import { endpointRoute, type EndpointRequest } from './endpoint-route';
import { requestContext } from './request-context';

/** A deletion by id, answered with a message. */
type RemoveEndpoint = EndpointDefinition & {
  body: typeof idQuerySchema;
  response: typeof messageResponseSchema;
};

export type ItemWrites<S extends EndpointDefinition, Row extends { id: string }> = {
  /** Names its log lines: `products.created`, `product created`, `productId`. */
  item: string;
  /** The documentation's group. */
  tags: string[];
  save: {
    endpoint: S;
    summary: string;
    /** Creates (no id) or updates the item in one transaction, saying what changed. */
    write: (
      body: EndpointRequest<S>['body'],
      userId: string,
    ) => Promise<{ row: Row; created: boolean; change: PublicChange }>;
    /** The answer: the saved item as staff see it. */
    answer: (row: Row) => Promise<EndpointResponse<S>>;
  };
  remove: {
    endpoint: RemoveEndpoint;
    summary: string;
    write: (id: string) => Promise<{ change: PublicChange }>;
    /** The answer, in Spanish. */
    message: string;
  };
};

/**
 * Registers the writes of an item the storefront shows (a product, a formula): create or update
 * (staff; 201 or 200), and delete (administrators). Each announces its change to every process
 * once committed, then logs it.
 */
export function itemWriteRoutes<S extends EndpointDefinition, Row extends { id: string }>(
  app: FastifyInstance,
  { item, tags, save, remove }: ItemWrites<S, Row>,
): void {
  const errors = ROUTE_ERROR_STATUSES;
  endpointRoute(
    app,
    save.endpoint,
    { access: STAFF_ONLY, summary: save.summary, tags, errors },
    async (request, reply) => {
      const context = requestContext(request);
      const { row, created, change } = await save.write(request.body, context.user.id);
      const action = created ? 'created' : 'updated';
      await context.committed(change, {
        event: `${item}s.${action}`,
        message: `${item} ${action}`,
        [`${item}Id`]: row.id,
      });
      return reply.status(created ? 201 : 200).send(await save.answer(row));
    },
  );
  endpointRoute(
    app,
    remove.endpoint,
    { access: ADMIN_ONLY, summary: remove.summary, tags, errors },
    async (request) => {
      const { id } = request.body;
      const { change } = await remove.write(id);
      await requestContext(request).committed(change, {
        event: `${item}s.removed`,
        message: `${item} removed`,
        [`${item}Id`]: id,
      });
      return { message: remove.message };
    },
  );
}
