import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuotationAcceptBody,
  QuotationConvertBody,
  QuotationCreateBody,
  QuotationListQuery,
  QuotationReplyBody,
  QuotationReviseBody,
  QuotationStatusBody,
  StaffQuotation,
} from '@quimia/contracts';
import { contactEndpoints } from '@quimia/contracts/endpoints/contact';
import {
  quotationAdminEndpoints,
  quotationEndpoints,
} from '@quimia/contracts/endpoints/quotations';
import { apiClient, callEndpoint, endpointUrl } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export const quotationKeys = {
  all: ['quotations'] as const,
  /** A quotation at its link: the buyer's view. */
  byToken: (token: string) => [...quotationKeys.all, 'token', token] as const,
  list: (params: QuotationListQuery) => [...quotationKeys.all, 'list', params] as const,
  detail: (id: string) => [...quotationKeys.all, 'detail', id] as const,
  pending: () => [...quotationKeys.all, 'pending'] as const,
  /** One account's latest (never shared between accounts). */
  latest: (userId: string) => [...quotationKeys.all, 'latest', userId] as const,
};

/** The PDF's address for anyone holding the link. */
export function quotationPdfUrl(token: string): string {
  return endpointUrl(quotationEndpoints.pdf, { token });
}

/**
 * An earlier revision's PDF (staff only: it is asked for by id with the session's token), opened
 * in a new tab.
 */
export async function staffRevisionPdf(id: string, revision: number): Promise<void> {
  // A tab opened now, before the answer: browsers let a click open one, not a late promise.
  const tab = window.open('', '_blank');
  const response = await fetch(endpointUrl(quotationEndpoints.pdf, { id, revision }), {
    headers: apiClient.defaults.headers.common,
  });
  if (!response.ok) {
    tab?.close();
    throw (await response.json().catch(() => 'No se pudo abrir el PDF')) as unknown;
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has loaded it by then; the object URL would otherwise live as long as this page.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Asks for a quotation (visitors, clients and staff); the same key again stores it once. */
export function useCreateQuotation() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotationCreateBody; idempotencyKey: string }) =>
      callEndpoint(quotationEndpoints.save, {
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
  });
}

/** The quotation at its link, as its buyer sees it. */
export function useCustomerQuotation(token: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.byToken(token ?? ''),
    queryFn: () => callEndpoint(quotationEndpoints.byToken, { query: { token: token! } }),
    enabled: Boolean(token),
  });
}

/** "Aceptar": the answer names the order it became. */
export function useAcceptQuotation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<QuotationAcceptBody, 'token'>) =>
      callEndpoint(quotationEndpoints.accept, { body: { ...body, token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.byToken(token) }),
  });
}

/** A message from the quotation's page: it joins the quotation's thread. */
export function useSendQuotationMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: { name: string; email: string; subject: string; message: string };
      idempotencyKey: string;
    }) =>
      callEndpoint(contactEndpoints.sendMessage, {
        body: { ...body, quotationToken: token },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.byToken(token) }),
  });
}

/** A signed-in client's latest quotations (all of them, for staff). */
export function useLatestQuotations(userId: string | undefined, limit = 10) {
  return useQuery({
    queryKey: quotationKeys.latest(userId ?? ''),
    queryFn: () => callEndpoint(quotationEndpoints.latest, { query: { limite: limit } }),
    enabled: Boolean(userId),
  });
}

/** Staff's list, with the counts per status. */
export function useQuotations(params: QuotationListQuery) {
  return useQuery({
    queryKey: quotationKeys.list(params),
    queryFn: () => callEndpoint(quotationAdminEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** One quotation with its revisions and thread (staff). */
export function useStaffQuotation(id: string | undefined) {
  return useQuery({
    queryKey: quotationKeys.detail(id ?? ''),
    queryFn: () => callEndpoint(quotationAdminEndpoints.get, { query: { id: id! } }),
    enabled: Boolean(id),
  });
}

/** A staff change whose answer is the quotation as it is now. */
function useStaffChange<B>(send: (body: B) => Promise<StaffQuotation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (quotation: StaffQuotation) => {
      queryClient.setQueryData(quotationKeys.detail(quotation.id), quotation);
      void queryClient.invalidateQueries({ queryKey: [...quotationKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: quotationKeys.pending() });
    },
  });
}

export const useReviseQuotation = () =>
  useStaffChange((body: QuotationReviseBody) =>
    callEndpoint(quotationAdminEndpoints.revise, { body }),
  );
export const useSetQuotationStatus = () =>
  useStaffChange((body: QuotationStatusBody) =>
    callEndpoint(quotationAdminEndpoints.setStatus, { body }),
  );
export const useReplyQuotation = () =>
  useStaffChange((body: QuotationReplyBody) =>
    callEndpoint(quotationAdminEndpoints.reply, { body }),
  );

/** "Convertir en pedido": the answer names the order. */
export function useConvertQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuotationConvertBody) =>
      callEndpoint(quotationAdminEndpoints.convert, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}

/** Seen by staff: out of the menu's counter. */
export function useMarkQuotationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(quotationAdminEndpoints.markSeen, { body: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.pending() });
      void queryClient.invalidateQueries({ queryKey: [...quotationKeys.all, 'list'] });
    },
  });
}

/** Requests, messages and acceptances arrive from buyers, not from this screen: polled. */
const PENDING_REFETCH_MS = 60_000;

/** What waits for staff (the menu's counter). */
export function usePendingQuotations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: quotationKeys.pending(),
    queryFn: () => callEndpoint(quotationAdminEndpoints.pending),
    refetchInterval: PENDING_REFETCH_MS,
    enabled,
  });
}
