import { z } from 'zod';
import { listResponseSchema } from '../common';
import { LINE_SORTS, monthlyAmountSchema } from './documents';
import { consultaListQuery, consultaSubListQuery } from './list-queries';

// Catalogue products as the consultas read them: what was sold and bought of each, their last
// cost, clients and suppliers, proformas and formulas.

/** A catalogue product with what was sold and bought of it. */
export const consultaProductSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  typeName: z.string().nullable(),
  /** The product's unit: the quantities' and the prices'. */
  unit: z.string(),
  salesQuantity: z.number(),
  salesCents: z.number().int(),
  purchasesQuantity: z.number(),
  purchasesCents: z.number().int(),
  lastSaleDate: z.string().nullable(),
  lastPurchaseDate: z.string().nullable(),
});
export type ConsultaProductSummary = z.infer<typeof consultaProductSummarySchema>;

export const PRODUCT_LIST_SORTS = ['nombre', 'ventas', 'compras', 'ultimaVenta'] as const;
export const consultaProductListQuerySchema = consultaListQuery(PRODUCT_LIST_SORTS).extend({
  /** Only products with sales (`ventas`) or purchases (`compras`) in the range. */
  con: z.enum(['ventas', 'compras'], { error: 'El filtro no es válido' }).optional(),
});
export type ConsultaProductListQuery = z.input<typeof consultaProductListQuerySchema>;
export const consultaProductListResponseSchema = listResponseSchema(consultaProductSummarySchema);
export type ConsultaProductListResponse = z.infer<typeof consultaProductListResponseSchema>;

/** The latest cost of a product: what the shop paid per unit of the product's own unit. */
export const productCostSchema = z.object({
  /** Dollars per product unit (six decimals at most). */
  unitCost: z.number(),
  unit: z.string(),
  date: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  documentNumber: z.string(),
});
export type ProductCost = z.infer<typeof productCostSchema>;

export const consultaProductDetailSchema = z.object({
  product: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    typeName: z.string().nullable(),
    unit: z.string(),
    stock: z.number(),
    status: z.string(),
    /** The cheapest catalogue price per product unit, without IVA; null: "a consultar". */
    listUnitPrice: z.number().nullable(),
  }),
  sales: z.object({
    quantity: z.number(),
    amountCents: z.number().int(),
    clientCount: z.number().int(),
    lastDate: z.string().nullable(),
    /** Amount over quantity; null without sales. */
    averageUnitPrice: z.number().nullable(),
  }),
  purchases: z.object({
    quantity: z.number(),
    amountCents: z.number().int(),
    supplierCount: z.number().int(),
    lastDate: z.string().nullable(),
    averageUnitCost: z.number().nullable(),
  }),
  lastCost: productCostSchema.nullable(),
  /** (average sale price − average cost) / average sale price, in percent; null without both. */
  marginPercent: z.number().nullable(),
  monthly: z.array(monthlyAmountSchema),
  proformaCount: z.number().int(),
  formulaCount: z.number().int(),
});
export type ConsultaProductDetail = z.infer<typeof consultaProductDetailSchema>;

export const consultaProductSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: 'Escribe qué producto buscas' })
    .max(100, { error: 'La búsqueda admite 100 caracteres' }),
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(50, { error: 'Como máximo 50 resultados' })
    .default(10),
});
export type ConsultaProductSearchQuery = z.input<typeof consultaProductSearchQuerySchema>;
export const consultaProductSearchResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      slug: z.string(),
      unit: z.string(),
      presentations: z.array(
        z.object({ id: z.string(), label: z.string(), size: z.number(), unit: z.string() }),
      ),
    }),
  ),
});
export type ConsultaProductSearchResponse = z.infer<typeof consultaProductSearchResponseSchema>;

/** A client or supplier of one product. */
export const productPartySchema = z.object({
  partyId: z.string(),
  name: z.string(),
  identification: z.string(),
  quantity: z.number(),
  amountCents: z.number().int(),
  lineCount: z.number().int(),
  /** The last line's unit price (a sale) or unit cost (a purchase), as the document states it. */
  lastUnitPrice: z.number().nullable(),
  /** Amount over quantity. */
  averageUnitPrice: z.number().nullable(),
  lastDate: z.string().nullable(),
});
export type ProductParty = z.infer<typeof productPartySchema>;

export const PRODUCT_PARTY_SORTS = ['nombre', 'cantidad', 'monto', 'ultima', 'precio'] as const;
export const productPartiesQuerySchema = consultaSubListQuery(PRODUCT_PARTY_SORTS);
export type ProductPartiesQuery = z.input<typeof productPartiesQuerySchema>;
export const productPartiesResponseSchema = listResponseSchema(productPartySchema);
export type ProductPartiesResponse = z.infer<typeof productPartiesResponseSchema>;

export const productLinesQuerySchema = consultaSubListQuery(LINE_SORTS);
export type ProductLinesQuery = z.input<typeof productLinesQuerySchema>;

/** A quotation line of a product (the proformas). */
export const productProformaSchema = z.object({
  quotationId: z.string(),
  number: z.string(),
  status: z.string(),
  date: z.string(),
  customerName: z.string(),
  presentationLabel: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int().nullable(),
  subtotalCents: z.number().int().nullable(),
});
export type ProductProforma = z.infer<typeof productProformaSchema>;
export const productProformasQuerySchema = consultaSubListQuery(['fecha', 'cantidad', 'monto']);
export type ProductProformasQuery = z.input<typeof productProformasQuerySchema>;
export const productProformasResponseSchema = listResponseSchema(productProformaSchema);
export type ProductProformasResponse = z.infer<typeof productProformasResponseSchema>;

/** A formula post that uses a product. */
export const productFormulaSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  amount: z.number(),
  unit: z.string(),
  percentage: z.number().nullable(),
});
export type ProductFormula = z.infer<typeof productFormulaSchema>;
export const productFormulasResponseSchema = z.object({ items: z.array(productFormulaSchema) });
export type ProductFormulasResponse = z.infer<typeof productFormulasResponseSchema>;
