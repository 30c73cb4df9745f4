import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PendingPurchasesQuery, PurchaseReceiptBody } from '@quimia/contracts';
import { inventoryEndpoints } from '@quimia/contracts/endpoints/inventory';
import { callEndpoint } from '@/lib/api-client';
import { inventoryKeys, useInvalidateStock } from './inventory';

const purchaseKeys = {
  all: [...inventoryKeys.all, 'purchases'] as const,
  list: (query: PendingPurchasesQuery) => [...purchaseKeys.all, 'list', query] as const,
  proposal: (id: string) => [...purchaseKeys.all, 'proposal', id] as const,
};

/** The imported purchases not yet received into stock, newest first. */
export function usePendingPurchases(query: PendingPurchasesQuery) {
  return useQuery({
    queryKey: purchaseKeys.list(query),
    queryFn: () => callEndpoint(inventoryEndpoints.purchases, { query }),
    placeholderData: keepPreviousData,
  });
}

/** What a purchase proposes to receive: its lines in the catalogue products' units. */
export function usePurchaseProposal(id: string | null) {
  return useQuery({
    queryKey: purchaseKeys.proposal(id ?? ''),
    queryFn: () => callEndpoint(inventoryEndpoints.purchase, { query: { id: id! } }),
    enabled: Boolean(id),
  });
}

/**
 * «Recibir en <sucursal>»: like a count or a transfer, every query is marked stale and the
 * purchases and stock on screen are read again.
 */
export function useReceivePurchase() {
  const invalidate = useInvalidateStock();
  return useMutation({
    mutationFn: (body: PurchaseReceiptBody) =>
      callEndpoint(inventoryEndpoints.receivePurchase, { body }),
    onSuccess: invalidate,
  });
}
