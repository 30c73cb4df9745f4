import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MailListQuery } from '@quimia/contracts';
import { mailEndpoints } from '@quimia/contracts/endpoints/mail';
import { callEndpoint } from '@/lib/api-client';

/** Messages are written by the server (resets, new accounts), not here: the list is polled. */
const LIST_REFETCH_MS = 30_000;

const mailKeys = {
  all: ['mail'] as const,
  list: (params: MailListQuery) => [...mailKeys.all, 'list', params] as const,
  message: (id: string) => [...mailKeys.all, 'message', id] as const,
};

export function useMailList(params: MailListQuery) {
  return useQuery({
    queryKey: mailKeys.list(params),
    queryFn: () => callEndpoint(mailEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFETCH_MS,
  });
}

/** One e-mail with its text (the list has none). */
export function useMailMessage(id: string | undefined) {
  return useQuery({
    queryKey: mailKeys.message(id ?? ''),
    queryFn: async () =>
      (await callEndpoint(mailEndpoints.message, { query: { id: id! } })).message,
    enabled: Boolean(id),
  });
}
