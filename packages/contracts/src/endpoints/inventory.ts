import { idQuerySchema } from '../common';
import {
  kardexQuerySchema,
  kardexResponseSchema,
  pendingPurchasesQuerySchema,
  pendingPurchasesResponseSchema,
  productStockSchema,
  purchaseProposalSchema,
  purchaseReceiptBodySchema,
  purchaseReceiptResponseSchema,
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
  /** «Recepción de compra»: imported purchases received into a branch's stock. */
  purchases: defineEndpoint({
    method: 'GET',
    path: '/api/inventario/compras',
    query: pendingPurchasesQuerySchema,
    response: pendingPurchasesResponseSchema,
  }),
  purchase: defineEndpoint({
    method: 'GET',
    path: '/api/inventario/compra',
    query: idQuerySchema,
    response: purchaseProposalSchema,
  }),
  receivePurchase: defineEndpoint({
    method: 'POST',
    path: '/api/inventario/recibirCompra',
    body: purchaseReceiptBodySchema,
    response: purchaseReceiptResponseSchema,
  }),
};
