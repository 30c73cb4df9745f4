import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KardexQuery,
  PurchaseSuggestionMailBody,
  StockAdjustmentBody,
  StockMinimumBody,
  StockTransferBody,
} from '@quimia/contracts';
import { inventoryEndpoints } from '@quimia/contracts/endpoints/inventory';
import { callEndpoint } from '@/lib/api-client';

export const inventoryKeys = {
  all: ['inventory'] as const,
  stock: (productId: string) => [...inventoryKeys.all, 'stock', productId] as const,
  kardex: (query: KardexQuery) => [...inventoryKeys.all, 'kardex', query] as const,
  suggestion: () => [...inventoryKeys.all, 'suggestion'] as const,
};

/** What each branch has of a product (staff). */
export function useProductStock(productId: string | undefined) {
  return useQuery({
    queryKey: inventoryKeys.stock(productId ?? ''),
    queryFn: () => callEndpoint(inventoryEndpoints.stock, { query: { id: productId! } }),
    enabled: Boolean(productId),
  });
}

/** One page of a product's moves, newest first, each with its branch's balance. */
export function getKardex(query: KardexQuery) {
  return callEndpoint(inventoryEndpoints.kardex, { query });
}

export function useKardex(query: KardexQuery) {
  return useQuery({
    queryKey: inventoryKeys.kardex(query),
    queryFn: () => getKardex(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a count or a transfer: the product's stock shows wherever the product does (its page,
 * lists, the storefront), so every query is marked stale and read again when next shown; the
 * stock and kardex on screen are read again now.
 */
export function useInvalidateStock() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ refetchType: 'none' });
    await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  };
}

/** «Ajuste de inventario»: what a count found at a branch. */
export function useAdjustStock() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockAdjustmentBody) => callEndpoint(inventoryEndpoints.adjust, { body }),
    onSuccess: invalidate,
  });
}

/** «Transferencia» from one branch to another. */
export function useTransferStock() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockTransferBody) => callEndpoint(inventoryEndpoints.transfer, { body }),
    onSuccess: invalidate,
  });
}

/** «Stock mínimo» of a product at a branch. */
export function useSetMinimum() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: StockMinimumBody) => callEndpoint(inventoryEndpoints.minimum, { body }),
    onSuccess: invalidate,
  });
}

/** «Sugerencia de compra»: what to buy, by supplier (staff). */
export function usePurchaseSuggestion() {
  return useQuery({
    queryKey: inventoryKeys.suggestion(),
    queryFn: () => callEndpoint(inventoryEndpoints.suggestion, {}),
  });
}

/**
 * Sends a supplier's part of the suggestion by e-mail. `idempotencyKey`: one per dialog opened,
 * so a double click sends one e-mail and a deliberate second send another.
 */
export function useSendSuggestion() {
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: PurchaseSuggestionMailBody;
      idempotencyKey: string;
    }) =>
      callEndpoint(inventoryEndpoints.sendSuggestion, {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
