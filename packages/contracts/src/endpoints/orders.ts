import { idQuerySchema } from '../common';
import {
  myOrdersQuerySchema,
  myOrdersResponseSchema,
  orderCreateBodySchema,
  orderListQuerySchema,
  orderLineOptionsQuerySchema,
  orderLineOptionsSchema,
  orderLinesBodySchema,
  orderLinesQuerySchema,
  orderListResponseSchema,
  orderSchema,
  orderStatusBodySchema,
} from '../orders';
import { defineEndpoint } from '../endpoint';

export const orderEndpoints = {
  /**
   * Places an order (anyone; a signed-in user's order is theirs). The same idempotency key again
   * answers the same order (201 again, with `Idempotent-Replayed: true`) and creates nothing.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/pedido/crear',
    body: orderCreateBodySchema,
    response: orderSchema,
    status: 201,
  }),
  /** Staff: every order, with filters and the counts per status. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/pedido/lista',
    query: orderListQuerySchema,
    response: orderListResponseSchema,
  }),
  /** Staff, or the client who placed it. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/pedido/getPedido',
    query: idQuerySchema,
    response: orderSchema,
  }),
  /** Staff: moves an order through its lifecycle (409 for a move it does not allow). */
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/api/pedido/cambiarEstado',
    body: orderStatusBodySchema,
    response: orderSchema,
  }),
  /**
   * Staff: the lines an order keeps before it leaves (lowered, removed, another presentation of
   * the same product); `?simular=1` answers the order as it would be, writing nothing. 409 once
   * shipped, picked up, cancelled or invoiced.
   */
  changeLines: defineEndpoint({
    method: 'POST',
    path: '/api/pedido/cambiarLineas',
    query: orderLinesQuerySchema,
    body: orderLinesBodySchema,
    response: orderSchema,
  }),
  /** Staff: the presentations each line may take and what a branch can serve of it. */
  lineOptions: defineEndpoint({
    method: 'GET',
    path: '/api/pedido/opcionesLineas',
    query: orderLineOptionsQuerySchema,
    response: orderLineOptionsSchema,
  }),
  /** The signed-in user's own orders. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/pedido/misPedidos',
    query: myOrdersQuerySchema,
    response: myOrdersResponseSchema,
  }),
};
