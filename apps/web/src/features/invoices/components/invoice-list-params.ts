import {
  ELECTRONIC_DOCUMENT_KINDS,
  type ElectronicDocumentKindName,
  type InvoiceStatus,
} from '@quimia/contracts';
import type { InvoiceListQuery } from '../api/invoices';

/** The URL's parameter of the kind filter (`?tipo=notaCredito`). */
export const KIND_PARAM = 'tipo';

/** A kind from the URL, or undefined (every kind) when it names none. */
export function parseKind(value: string | null): ElectronicDocumentKindName | undefined {
  return ELECTRONIC_DOCUMENT_KINDS.find((kind) => kind === value);
}

/** What the list shows, as the URL holds it (`estado`, `tipo`, `desde`, `hasta`, `q`, page). */
export type InvoiceListState = {
  estado: InvoiceStatus | undefined;
  kind: ElectronicDocumentKindName | undefined;
  desde: string | undefined;
  hasta: string | undefined;
  q: string;
  page: number;
  pageSize: number;
};

/**
 * The list endpoint's query: the URL's Spanish `estado` is the API's `status`; empty filters are
 * left out, so equal lists share one cache entry.
 */
export function invoiceListQuery(state: InvoiceListState): InvoiceListQuery {
  const query: InvoiceListQuery = { page: state.page, pageSize: state.pageSize };
  if (state.estado) query.status = state.estado;
  if (state.kind) query.kind = state.kind;
  if (state.desde) query.desde = state.desde;
  if (state.hasta) query.hasta = state.hasta;
  const q = state.q.trim();
  if (q) query.q = q;
  return query;
}
