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
  purchaseSuggestionMailBodySchema,
  purchaseSuggestionMailResponseSchema,
  purchaseSuggestionSchema,
  stockAdjustmentBodySchema,
  stockChangeResponseSchema,
  stockMinimumBodySchema,
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
  /** «Stock mínimo» of a product at a branch. */
  minimum: defineEndpoint({
    method: 'POST',
    path: '/api/inventario/minimo',
    body: stockMinimumBodySchema,
    response: productStockSchema,
  }),
  /** «Sugerencia de compra»: what to buy, by supplier, for the branches at or below minimum. */
  suggestion: defineEndpoint({
    method: 'GET',
    path: '/api/inventario/sugerencia',
    response: purchaseSuggestionSchema,
  }),
  sendSuggestion: defineEndpoint({
    method: 'POST',
    path: '/api/inventario/sugerencia/enviar',
    body: purchaseSuggestionMailBodySchema,
    response: purchaseSuggestionMailResponseSchema,
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
