import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ProductQuestionBody } from '@quimia/contracts';
import {
  assistantEndpoints,
  productQuestionEndpoints,
} from '@quimia/contracts/endpoints/assistant';
import { callEndpoint, compactParams } from '@/lib/api-client';

export { assistantEndpoints };

const CONVERSATIONS_PAGE_SIZE = 30;

export const assistantKeys = {
  all: ['assistant'] as const,
  status: () => [...assistantKeys.all, 'status'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  conversationList: (q: string) => [...assistantKeys.conversations(), 'list', q] as const,
  conversation: (id: string) => [...assistantKeys.all, 'conversation', id] as const,
};

/** Whether a language model answers, and how many messages are left today. */
export function useAssistantStatus() {
  return useQuery({
    queryKey: assistantKeys.status(),
    queryFn: ({ signal }) => callEndpoint(assistantEndpoints.status, { signal }),
  });
}

/** The signed-in user's conversations, newest first, a page at a time ("Ver más"). */
export function useConversations(q: string) {
  return useInfiniteQuery({
    queryKey: assistantKeys.conversationList(q),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(assistantEndpoints.conversations, {
        query: compactParams({ q, page: pageParam, pageSize: CONVERSATIONS_PAGE_SIZE }),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    placeholderData: keepPreviousData,
  });
}

/** One conversation with its messages; nothing is asked while none is open. */
export function useConversation(id: string | null) {
  return useQuery({
    queryKey: assistantKeys.conversation(id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(assistantEndpoints.conversation, { query: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; title: string }) =>
      callEndpoint(assistantEndpoints.renameConversation, { body }),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: assistantKeys.conversation(id) }),
      ]),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callEndpoint(assistantEndpoints.deleteConversation, { body: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(id) });
      return queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    },
  });
}

/** A visitor's question about one product (public). */
export function useAskProduct() {
  return useMutation({
    mutationFn: (body: ProductQuestionBody) => callEndpoint(productQuestionEndpoints.ask, { body }),
  });
}
