import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderLinesBody, OrderListQuery, OrderStatusBody } from '@quimia/contracts';
import { orderEndpoints } from '@quimia/contracts/endpoints/orders';
import { callEndpoint } from '@/lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: OrderListQuery) => [...orderKeys.all, 'list', params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  /** What each line may take, and what a branch can serve of it. */
  lineOptions: (id: string, branchId: string | null) =>
    [...orderKeys.all, 'line-options', id, branchId] as const,
  /** One account's own orders (never shared between accounts). */
  mine: (userId: string, page: number) => [...orderKeys.all, 'mine', userId, page] as const,
};

/** Staff's list of orders, with the counts per status. */
export function useOrders(params: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: () => callEndpoint(orderEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** One order (staff, or the client who placed it). */
export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => callEndpoint(orderEndpoints.get, { query: { id: id! } }),
    enabled: Boolean(id),
  });
}

/** Moves an order on; the answer is the order as it is now. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderStatusBody) => callEndpoint(orderEndpoints.changeStatus, { body }),
    onSuccess: (order: Order) => {
      // Confirming reserves stock, shipping or cancelling releases it: whatever shows a product's
      // stock is read again when next shown.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}

/** What each line of an order may take and how many the branch (by default its own) can serve. */
export function useOrderLineOptions(id: string, branchId: string | null, enabled = true) {
  return useQuery({
    queryKey: orderKeys.lineOptions(id, branchId),
    queryFn: () =>
      callEndpoint(orderEndpoints.lineOptions, {
        query: { id, ...(branchId ? { sucursal: branchId } : {}) },
      }),
    enabled,
  });
}

/**
 * Changes an order's lines; `dryRun` answers the order as it would be (the server's figures)
 * and writes nothing.
 */
export function useChangeOrderLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, dryRun = false }: { body: OrderLinesBody; dryRun?: boolean }) =>
      callEndpoint(orderEndpoints.changeLines, { body, query: { simular: dryRun ? '1' : '0' } }),
    onSuccess: (order: Order, { dryRun }) => {
      if (dryRun) return;
      // A confirmed order's reservation moved with its lines: stock shown anywhere is stale.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}

/** The signed-in client's own orders, a page at a time. */
export function useMyOrders(userId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: orderKeys.mine(userId, page),
    queryFn: () => callEndpoint(orderEndpoints.mine, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Orders arrive from the checkout, not from the back office: the menu's count is polled. */
const PENDING_REFETCH_MS = 60_000;
const PENDING_QUERY = { estado: 'pending', page: 1, pageSize: 1 } as const;

/** How many orders wait to be confirmed (the menu's badge), with the other statuses' counts. */
export function usePendingOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.list(PENDING_QUERY),
    queryFn: () => callEndpoint(orderEndpoints.list, { query: PENDING_QUERY }),
    refetchInterval: PENDING_REFETCH_MS,
    enabled,
  });
}
