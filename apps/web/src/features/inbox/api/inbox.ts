import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInboxQuery } from '@quimia/contracts';
import { contactInboxEndpoints } from '@quimia/contracts/endpoints/contact';
import { callEndpoint } from '@/lib/api-client';

/** New messages arrive from visitors, not from this screen: the count is polled. */
const PENDING_REFETCH_MS = 60_000;

const inboxKeys = {
  all: ['inbox'] as const,
  list: (params: ContactInboxQuery) => [...inboxKeys.all, 'list', params] as const,
  pending: () => [...inboxKeys.all, 'pending'] as const,
};

export function useInbox(params: ContactInboxQuery) {
  return useQuery({
    queryKey: inboxKeys.list(params),
    queryFn: () => callEndpoint(contactInboxEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** How many messages wait for an answer (the menu's badge). */
export function usePendingMessages({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.pending(),
    queryFn: () => callEndpoint(contactInboxEndpoints.pending),
    refetchInterval: PENDING_REFETCH_MS,
    enabled,
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; handled: boolean }) =>
      callEndpoint(contactInboxEndpoints.handle, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
