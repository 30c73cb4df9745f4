import { idQuerySchema } from '../common';
import {
  kardexQuerySchema,
  kardexResponseSchema,
  productStockSchema,
  stockAdjustmentBodySchema,
  stockChangeResponseSchema,
  stockTransferBodySchema,
} from '../inventory';
import { defineEndpoint } from '../endpoint';

/** A product's stock per branch and its kardex; counts and transfers (staff). */
export const inventoryEndpoints = {
  stock: defineEndpoint({
    method: 'GET',
    path: '/api/inventario/stock',
    query: idQuerySchema,
    response: productStockSchema,
  }),
  kardex: defineEndpoint({
    method: 'GET',
    path: '/api/inventario/kardex',
    query: kardexQuerySchema,
    response: kardexResponseSchema,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/api/inventario/ajuste',
    body: stockAdjustmentBodySchema,
    response: stockChangeResponseSchema,
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/api/inventario/transferencia',
    body: stockTransferBodySchema,
    response: stockChangeResponseSchema,
  }),
};
