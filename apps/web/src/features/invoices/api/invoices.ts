import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceStatus } from '@quimia/contracts';
import type { z } from 'zod';
import type { creditNoteBodySchema, invoiceListQuerySchema } from '@quimia/contracts';
import { invoicingEndpoints } from '@quimia/contracts/endpoints/invoicing';
import { apiClient, callEndpoint, endpointUrl } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export type CreditNoteBody = z.input<typeof creditNoteBodySchema>;

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: InvoiceListQuery) => [...invoiceKeys.all, 'list', params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  /** One account's own documents (never shared between accounts). */
  mine: (userId: string) => [...invoiceKeys.all, 'mine', userId] as const,
};

/** The sending runs in the background: while the SRI has it, the page asks again this often. */
export const SENDING_POLL_MS = 3_000;

/** Whether a document is still on its way through the SRI (the page follows it). */
export function isSending(status: InvoiceStatus): boolean {
  return status === 'por_enviar' || status === 'recibida';
}

/** Staff's list of invoices and credit notes, with the counts per status. */
export function useInvoices(params: InvoiceListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: () => callEndpoint(invoicingEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * An order's documents (its invoice and credit notes), followed while one is being sent. Asked
 * again when the order moves on (`orderStatus`): confirming it may issue the invoice by itself.
 */
export function useOrderInvoices(orderId: string, orderStatus: string) {
  const query = { orderId, page: 1, pageSize: 100 };
  return useQuery({
    queryKey: [...invoiceKeys.list(query), orderStatus],
    queryFn: () => callEndpoint(invoicingEndpoints.list, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isSending(item.status)) ? SENDING_POLL_MS : false,
  });
}

/** One document, followed every few seconds while it is being sent. */
export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: () => callEndpoint(invoicingEndpoints.detail, { query: { id: id! } }),
    select: (answer) => answer.invoice,
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.invoice.status;
      return status && isSending(status) ? SENDING_POLL_MS : false;
    },
  });
}

/** After issuing, retrying or a credit note: lists, the order's card and the document change. */
function useInvalidateInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

/** Issues an order's invoice (asking again answers the same one); sent in the background. */
export function useIssueInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (orderId: string) => callEndpoint(invoicingEndpoints.issue, { body: { orderId } }),
    onSuccess: invalidate,
  });
}

/** Sends a returned or unauthorised document again. */
export function useRetryInvoice() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(invoicingEndpoints.retry, { body: { id } }),
    onSuccess: invalidate,
  });
}

/** Issues a credit note on an authorised invoice. */
export function useCreateCreditNote() {
  const invalidate = useInvalidateInvoices();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => callEndpoint(invoicingEndpoints.creditNote, { body }),
    onSuccess: invalidate,
  });
}

/** The signed-in buyer's authorised documents (Mi cuenta). */
export function useMyInvoices(userId: string) {
  return useQuery({
    queryKey: invoiceKeys.mine(userId),
    queryFn: () => callEndpoint(invoicingEndpoints.mine),
  });
}

export type InvoiceFile = 'ride' | 'xml';

/** The file's name: the document's number, as the SRI's portal names nothing better. */
export function invoiceFileName(number: string, file: InvoiceFile): string {
  const safe = number.replace(/[^0-9A-Za-z-]/g, '');
  return `${safe || 'comprobante'}.${file === 'ride' ? 'pdf' : 'xml'}`;
}

/** Downloads the RIDE (PDF) or the authorised XML, asked for with the session's token. */
export async function downloadInvoiceFile(
  id: string,
  number: string,
  file: InvoiceFile,
): Promise<void> {
  const endpoint = file === 'ride' ? invoicingEndpoints.ride : invoicingEndpoints.xml;
  const response = await fetch(endpointUrl(endpoint, { id }), {
    headers: apiClient.defaults.headers.common,
  });
  if (!response.ok) {
    throw (await response
      .json()
      .catch(() =>
        file === 'ride' ? 'No se pudo descargar el PDF' : 'No se pudo descargar el XML',
      )) as unknown;
  }
  downloadBlob(await response.blob(), invoiceFileName(number, file));
}
