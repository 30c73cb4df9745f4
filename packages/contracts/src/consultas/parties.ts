import { z } from 'zod';
import { listResponseSchema } from '../common';
import { LINE_SORTS, monthlyAmountSchema, taxDocumentSummarySchema } from './documents';
import { consultaListQuery, consultaSubListQuery } from './list-queries';

// Clients and suppliers (parties): how they are identified, their lists and detail pages, what
// they bought or sold per product.

/** How a client or supplier is identified: checked cédula or RUC, or kept as written. */
export const PARTY_IDENTIFICATION_TYPES = [
  'ruc',
  'cedula',
  'pasaporte',
  'consumidor_final',
  'exterior',
] as const;
export type PartyIdentificationType = (typeof PARTY_IDENTIFICATION_TYPES)[number];
export const PARTY_IDENTIFICATION_TYPE_LABELS: Record<PartyIdentificationType, string> = {
  ruc: 'RUC',
  cedula: 'Cédula',
  pasaporte: 'Pasaporte',
  consumidor_final: 'Consumidor final',
  exterior: 'Identificación del exterior',
};

export const partySchema = z.object({
  id: z.string(),
  identificationType: z.enum(PARTY_IDENTIFICATION_TYPES),
  identification: z.string(),
  name: z.string(),
  tradeName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

/** A client (what they bought) or a supplier (what the shop bought from them) in a list. */
export const partySummarySchema = partySchema.extend({
  /** Net of credit notes, without IVA, within the date range when one is given. */
  amountCents: z.number().int(),
  /** Facturas (credit notes not counted). */
  invoiceCount: z.number().int(),
  lastDate: z.string().nullable(),
});
export type PartySummary = z.infer<typeof partySummarySchema>;

export const PARTY_LIST_SORTS = ['nombre', 'monto', 'facturas', 'ultima'] as const;
export const partyListQuerySchema = consultaListQuery(PARTY_LIST_SORTS);
export type PartyListQuery = z.input<typeof partyListQuerySchema>;
export const partyListResponseSchema = listResponseSchema(partySummarySchema);
export type PartyListResponse = z.infer<typeof partyListResponseSchema>;

export const partyDetailSchema = z.object({
  party: partySchema,
  /** As a client (sales to them) and as a supplier (purchases from them). */
  sales: z.object({
    amountCents: z.number().int(),
    invoiceCount: z.number().int(),
    creditNoteCount: z.number().int(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    /** Amount over invoices; null without invoices. */
    averageInvoiceCents: z.number().int().nullable(),
  }),
  purchases: z.object({
    amountCents: z.number().int(),
    invoiceCount: z.number().int(),
    creditNoteCount: z.number().int(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    averageInvoiceCents: z.number().int().nullable(),
  }),
  /** The last twelve months, or the months of the date range. */
  monthly: z.array(monthlyAmountSchema),
  /** The latest documents (ten). */
  recentDocuments: z.array(taxDocumentSummarySchema),
  /** Quotations to this client's identification or e-mail (proformas). */
  proformaCount: z.number().int(),
});
export type PartyDetail = z.infer<typeof partyDetailSchema>;

/**
 * What a client bought, or what was bought from a supplier, per product. Lines not yet matched
 * to a catalogue product are grouped by their code (`productId` null).
 */
export const partyProductSchema = z.object({
  /** The group: a product's id, or `codigo:<code>` for unmatched lines. */
  key: z.string(),
  productId: z.string().nullable(),
  productSlug: z.string().nullable(),
  /** The catalogue's name when matched; otherwise the documents' description. */
  name: z.string(),
  code: z.string().nullable(),
  /** In the product's unit when matched; otherwise as the lines count it. */
  quantity: z.number(),
  /** The product's unit, or the lines' own when they all state the same; null: not stated. */
  unit: z.string().nullable(),
  amountCents: z.number().int(),
  lineCount: z.number().int(),
  /** Per unit of `unit` (net of discounts when matched). */
  lastUnitPrice: z.number().nullable(),
  lastDate: z.string().nullable(),
});
export type PartyProduct = z.infer<typeof partyProductSchema>;

export const PARTY_PRODUCT_SORTS = ['nombre', 'cantidad', 'monto', 'ultima'] as const;
export const partyProductsQuerySchema = consultaSubListQuery(PARTY_PRODUCT_SORTS);
export type PartyProductsQuery = z.input<typeof partyProductsQuerySchema>;
export const partyProductsResponseSchema = listResponseSchema(partyProductSchema);
export type PartyProductsResponse = z.infer<typeof partyProductsResponseSchema>;

/** The lines behind one product (its key from the products list) for one client or supplier. */
export const partyProductLinesQuerySchema = consultaSubListQuery(LINE_SORTS).extend({
  producto: z
    .string()
    .trim()
    .min(1, { error: 'Indica el producto' })
    .max(120, { error: 'El producto no es válido' }),
});
export type PartyProductLinesQuery = z.input<typeof partyProductLinesQuerySchema>;
