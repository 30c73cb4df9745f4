import { z } from 'zod';
import { listResponseSchema } from '../common';

// Consultas: read-only views of the business's clients, suppliers, purchases, sales and
// proformas. Sales and purchases come from SRI electronic documents (facturas and notas de
// crédito) and from CSV files; proformas are the shop's quotations. Amounts are US dollar cents
// without IVA unless a name says otherwise; quantities are as the documents state them. A nota de
// crédito counts against the figures (its lines are negative).

/** Which side of the business a document is on: issued by the shop (sale) or to it (purchase). */
export const DOCUMENT_DIRECTIONS = ['sale', 'purchase'] as const;
export type DocumentDirection = (typeof DOCUMENT_DIRECTIONS)[number];

export const TAX_DOCUMENT_KINDS = ['factura', 'notaCredito'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export const TAX_DOCUMENT_KIND_LABELS: Record<TaxDocumentKind, string> = {
  factura: 'Factura',
  notaCredito: 'Nota de crédito',
};

/** Amounts per month (`yyyy-mm`), zero-filled, for a detail page's chart. */
export const monthlyAmountSchema = z.object({
  month: z.string(),
  salesCents: z.number().int(),
  purchasesCents: z.number().int(),
});
export type MonthlyAmount = z.infer<typeof monthlyAmountSchema>;

/** A document of a client or supplier, as a detail page lists it. */
export const taxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  direction: z.enum(DOCUMENT_DIRECTIONS),
  number: z.string(),
  issueDate: z.string(),
  accessKey: z.string().nullable(),
  partyId: z.string(),
  partyName: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummarySchema>;

/** One line of a sale or purchase, with its document and party. */
export const documentLineSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  documentNumber: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  direction: z.enum(DOCUMENT_DIRECTIONS),
  issueDate: z.string(),
  partyId: z.string(),
  partyName: z.string(),
  productId: z.string().nullable(),
  code: z.string().nullable(),
  description: z.string(),
  unit: z.string().nullable(),
  /** Negative on a credit note. */
  quantity: z.number(),
  unitPrice: z.number(),
  discountCents: z.number().int(),
  /** Negative on a credit note. */
  subtotalCents: z.number().int(),
  ivaRate: z.number().nullable(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const LINE_SORTS = ['fecha', 'cantidad', 'monto', 'precio'] as const;
export const documentLinesResponseSchema = listResponseSchema(documentLineSchema);
export type DocumentLinesResponse = z.infer<typeof documentLinesResponseSchema>;
