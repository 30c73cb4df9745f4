import { z } from 'zod';
import { PRODUCT_UNITS, type ProductUnit } from './catalog';
import { calendarDay, listResponseSchema, paginationQuerySchema } from './common';
import { unitPriceSchema } from './money';
import { oneLine } from './text';

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

const dateParam = (message: string) => calendarDay(message).optional();

const sortDirection = z.enum(['asc', 'desc'], { error: 'El orden no es válido' }).optional();
const id = z.uuid({ error: 'El identificador no es válido' });

/** Every list: text search, a date range on the shop's calendar (both days included), sort, page. */
function consultaListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return paginationQuerySchema.extend({
    q: z.string().trim().max(100).optional(),
    desde: dateParam('La fecha inicial no es válida'),
    hasta: dateParam('La fecha final no es válida'),
    orden: z.enum(sorts, { error: 'El campo de orden no es válido' }).optional(),
    dir: sortDirection,
  });
}

/** A list about one record (`id`): a client's products, a product's suppliers… */
function consultaSubListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return consultaListQuery(sorts).extend({ id });
}

export const consultaIdQuerySchema = z.object({ id });

/** Amounts per month (`yyyy-mm`), zero-filled, for a detail page's chart. */
export const monthlyAmountSchema = z.object({
  month: z.string(),
  salesCents: z.number().int(),
  purchasesCents: z.number().int(),
});
export type MonthlyAmount = z.infer<typeof monthlyAmountSchema>;

// ---------------------------------------------------------------------------------------------
// Clients and suppliers (parties)

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

/** The lines behind one product (its key from the products list) for one client or supplier. */
export const partyProductLinesQuerySchema = consultaSubListQuery(LINE_SORTS).extend({
  producto: z
    .string()
    .trim()
    .min(1, { error: 'Indica el producto' })
    .max(120, { error: 'El producto no es válido' }),
});
export type PartyProductLinesQuery = z.input<typeof partyProductLinesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Products

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

// ---------------------------------------------------------------------------------------------
// Formulas: what a batch costs the shop

export const consultaFormulaSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeName: z.string().nullable(),
  status: z.string(),
  ingredientCount: z.number().int(),
  /** Ingredients with a cost: a purchase's, a hand price, or water's nothing. */
  costedCount: z.number().int(),
  /** The batch's cost from the latest purchase costs; null when an ingredient has none. */
  batchCostCents: z.number().int().nullable(),
});
export type ConsultaFormulaSummary = z.infer<typeof consultaFormulaSummarySchema>;
export const FORMULA_LIST_SORTS = ['titulo', 'costo', 'ingredientes'] as const;
export const consultaFormulaListQuerySchema = consultaListQuery(FORMULA_LIST_SORTS);
export type ConsultaFormulaListQuery = z.input<typeof consultaFormulaListQuerySchema>;
export const consultaFormulaListResponseSchema = listResponseSchema(consultaFormulaSummarySchema);
export type ConsultaFormulaListResponse = z.infer<typeof consultaFormulaListResponseSchema>;

export const consultaFormulaSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  typeName: z.string().nullable(),
  status: z.string(),
  summary: z.string(),
  batchYield: z.object({ amount: z.number(), unit: z.string() }).nullable(),
  ingredients: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      productId: z.string().nullable(),
      productName: z.string().nullable(),
      productSlug: z.string().nullable(),
      amount: z.number(),
      unit: z.string(),
      percentage: z.number().nullable(),
      phase: z.string().nullable(),
    }),
  ),
});
export type ConsultaFormula = z.infer<typeof consultaFormulaSchema>;

/** The batch's cost: `lote` scales it (the formula's yield when not given). */
export const formulaCostQuerySchema = z.object({
  id,
  lote: z.coerce
    .number<number | string>({ error: 'El tamaño del lote no es válido' })
    .positive({ error: 'El tamaño del lote debe ser mayor que cero' })
    .max(1_000_000, { error: 'El lote admite hasta 1.000.000' })
    .optional(),
});
export type FormulaCostQuery = z.input<typeof formulaCostQuerySchema>;

// Hand prices: what staff pay for an ingredient the catalogue does not sell (sugar, fruit, an
// essence), one per ingredient name (case, accents and spaces aside), used by every formula.

/** Units a hand price may be per: a caneca, tambor or saco has no fixed size to convert from. */
export const INGREDIENT_PRICE_UNITS = [
  'kg',
  'g',
  'L',
  'mL',
  'galón',
] as const satisfies readonly ProductUnit[];
export type IngredientPriceUnit = (typeof INGREDIENT_PRICE_UNITS)[number];

export const ingredientPriceSchema = z.object({
  name: z.string(),
  unit: z.string(),
  /** Per `unit`, without IVA. */
  unitPriceCents: z.number().int(),
  /** Who set it last (null: that account no longer exists). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type IngredientPrice = z.infer<typeof ingredientPriceSchema>;

const ingredientName = oneLine(
  z
    .string({ error: 'Indica el ingrediente' })
    .trim()
    .min(1, { error: 'Indica el ingrediente' })
    .max(160, { error: 'El nombre del ingrediente admite 160 caracteres' }),
);

export const ingredientPriceBodySchema = z.object({
  name: ingredientName,
  unit: z
    .enum(PRODUCT_UNITS, { error: 'Elige la unidad del precio' })
    .refine(
      (unit): unit is IngredientPriceUnit =>
        (INGREDIENT_PRICE_UNITS as readonly string[]).includes(unit),
      {
        error:
          'Una caneca, un tambor o un saco no tienen un tamaño fijo: fija el precio por kg, g, L, mL o galón',
      },
    ),
  unitPriceCents: unitPriceSchema,
});
export type IngredientPriceBody = z.input<typeof ingredientPriceBodySchema>;
export const ingredientPriceResponseSchema = z.object({
  message: z.string(),
  price: ingredientPriceSchema,
});
export type IngredientPriceResponse = z.infer<typeof ingredientPriceResponseSchema>;

export const ingredientPriceRemovalSchema = z.object({ name: ingredientName });
export type IngredientPriceRemoval = z.input<typeof ingredientPriceRemovalSchema>;

export const formulaCostLineSchema = z.object({
  position: z.number().int(),
  name: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** In the formula's unit, scaled to the batch. */
  amount: z.number(),
  unit: z.string(),
  /** The same amount in the product's unit; null when they cannot meet. */
  productAmount: z.number().nullable(),
  productUnit: z.string().nullable(),
  lastCost: productCostSchema.nullable(),
  costCents: z.number().int().nullable(),
  /** At today's catalogue price per product unit; null: no product or "a consultar". */
  catalogueCents: z.number().int().nullable(),
  /** Why a figure is missing or approximate ("Sin compras registradas", "densidad supuesta…"). */
  notes: z.array(z.string()),
  /** The cost is not a purchase's but taken (water costs nothing): the screen marks it. */
  estimated: z.boolean(),
  /** The price staff set by hand for this ingredient's name (no catalogue product); null: none. */
  handPrice: ingredientPriceSchema.nullable(),
});
export type FormulaCostLine = z.infer<typeof formulaCostLineSchema>;

export const formulaCostSchema = z.object({
  formulaId: z.string(),
  title: z.string(),
  batch: z.object({ amount: z.number(), unit: z.string() }).nullable(),
  lines: z.array(formulaCostLineSchema),
  /** The sum of the costed lines. */
  costedCents: z.number().int(),
  /** Null when an ingredient has no cost: the batch's cost is not known. */
  batchCostCents: z.number().int().nullable(),
  /** Per unit of the batch's yield. */
  costPerYieldUnitCents: z.number().int().nullable(),
  /** What the ingredients sell for at today's catalogue prices, without IVA. */
  catalogueCents: z.number().int().nullable(),
  /** (catalogue − cost) / catalogue, in percent. */
  marginPercent: z.number().nullable(),
  missingCostCount: z.number().int(),
  notes: z.array(z.string()),
});
export type FormulaCost = z.infer<typeof formulaCostSchema>;

// ---------------------------------------------------------------------------------------------
// Import: SRI XML (bare or authorised), ZIP of them, CSV

export const CSV_IMPORT_KINDS = ['clientes', 'proveedores', 'ventas', 'compras'] as const;
export type CsvImportKind = (typeof CSV_IMPORT_KINDS)[number];
export const CSV_IMPORT_KIND_LABELS: Record<CsvImportKind, string> = {
  clientes: 'Clientes',
  proveedores: 'Proveedores',
  ventas: 'Líneas de ventas',
  compras: 'Líneas de compras',
};

export const csvTemplateQuerySchema = z.object({
  tipo: z.enum(CSV_IMPORT_KINDS, { error: 'El tipo de plantilla no es válido' }),
});

/**
 * `?simular=1`: a dry run, nothing written. The form's fields, sent before its files, may say a
 * CSV's kind (`tipo`) and its columns (`columnas`: JSON of field → column index) when the
 * preview's guess was wrong.
 */
export const importQuerySchema = z.object({
  simular: z
    .enum(['0', '1', 'true', 'false'], { error: 'simular admite 1 o 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const importFormFieldsSchema = z.object({
  tipo: z.enum(CSV_IMPORT_KINDS, { error: 'El tipo de CSV no es válido' }).optional(),
  columnas: z
    .string()
    .max(2000, { error: 'Las columnas no son válidas' })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      try {
        return z
          .record(z.string().max(40), z.number().int().min(0).max(500).nullable())
          .parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: 'Las columnas no son válidas' });
        return z.NEVER;
      }
    }),
});

export const IMPORT_OUTCOMES = ['created', 'duplicate', 'refused', 'updated'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A CSV's columns as read, and which field each was taken for: the mapping preview. */
export const csvPreviewSchema = z.object({
  kind: z.enum(CSV_IMPORT_KINDS),
  headers: z.array(z.string()),
  /** field → column index (null: not found). */
  mapping: z.record(z.string(), z.number().int().nullable()),
  fields: z.array(z.object({ key: z.string(), label: z.string(), required: z.boolean() })),
  sample: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** What happened (or, in a dry run, would happen) to one file, or one document of a CSV. */
export const importFileResultSchema = z.object({
  /** The file's name; inside a ZIP, `archivo.zip/factura.xml`. */
  file: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** Spanish, for the person importing: why it was refused, or what it is. */
  message: z.string(),
  kind: z.enum([...TAX_DOCUMENT_KINDS, ...CSV_IMPORT_KINDS]).nullable(),
  direction: z.enum(DOCUMENT_DIRECTIONS).nullable(),
  number: z.string().nullable(),
  partyName: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  /** Lines whose product is not matched yet (they wait for a code mapping). */
  unmatchedLines: z.number().int(),
  /** CSV: rows read and rows refused, with the reason of each refused one (the first 50). */
  rows: z
    .object({
      read: z.number().int(),
      refused: z.array(z.object({ row: z.number().int(), message: z.string() })),
    })
    .nullable(),
  /** A CSV in a dry run: its columns and the field each was taken for, to correct them. */
  preview: csvPreviewSchema.nullable(),
});
export type ImportFileResult = z.infer<typeof importFileResultSchema>;

/**
 * A file refused, and nothing else known of it: the server's answer for a file it cannot read,
 * and the screen's for one it refuses before sending (too large, not a kind it takes).
 */
export function refusedImportResult(file: string, message: string): ImportFileResult {
  return {
    file,
    outcome: 'refused',
    message,
    kind: null,
    direction: null,
    number: null,
    partyName: null,
    totalCents: null,
    unmatchedLines: 0,
    rows: null,
    preview: null,
  };
}

/** How many files (documents of a ZIP) had each outcome. */
const importCountsSchema = z.record(z.enum(IMPORT_OUTCOMES), z.number().int());

export const importResponseSchema = z.object({
  dryRun: z.boolean(),
  results: z.array(importFileResultSchema),
  counts: importCountsSchema,
  /** What must be done before anything else (no company RUC: no SRI document can be read). */
  notice: z.string().nullable(),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** Documents per progress event of a streamed import (the batch the importer stores at once). */
export const IMPORT_PROGRESS_BATCH = 100;

/**
 * One event of an import that answers as it goes (`importarConProgreso`): a `progress` per batch
 * of documents, then the same answer as the plain import, or an error.
 */
export const importEventSchema = z.discriminatedUnion('type', [
  /**
   * Documents (files, and each file of a ZIP) handled so far out of those known so far: a ZIP's
   * files count once it is opened, so the total grows as the request's files are read.
   */
  z.object({
    type: z.literal('progress'),
    done: z.number().int(),
    total: z.number().int(),
    counts: importCountsSchema,
  }),
  /** Last on success: every file's result. */
  importResponseSchema.extend({ type: z.literal('result') }),
  /** Last on failure after the answer began (a file too large, too many files). */
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ImportEvent = z.infer<typeof importEventSchema>;

// ---------------------------------------------------------------------------------------------
// Supplier codes waiting for a catalogue product

export const unmatchedCodeSchema = z.object({
  partyId: z.string(),
  partyName: z.string(),
  direction: z.enum(DOCUMENT_DIRECTIONS),
  code: z.string(),
  description: z.string(),
  lineCount: z.number().int(),
  amountCents: z.number().int(),
  lastDate: z.string(),
});
export type UnmatchedCode = z.infer<typeof unmatchedCodeSchema>;
export const unmatchedCodesQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export const unmatchedCodesResponseSchema = listResponseSchema(unmatchedCodeSchema);
export type UnmatchedCodesResponse = z.infer<typeof unmatchedCodesResponseSchema>;

/** "El código 10023 de Químicos Andinos es nuestro Ácido cítrico 25 kg": every line, past and future. */
export const codeMappingBodySchema = z.object({
  partyId: id,
  code: z
    .string()
    .trim()
    .min(1, { error: 'Indica el código' })
    .max(25, { error: 'El código admite 25 caracteres' }),
  productId: id,
  /** The presentation the code stands for (its size turns a unit price into a cost per kg, L…). */
  presentationId: id.nullish(),
});
export type CodeMappingBody = z.input<typeof codeMappingBodySchema>;
export const codeMappingResponseSchema = z.object({
  message: z.string(),
  /** Lines that now point at the product. */
  matchedLines: z.number().int(),
});
export type CodeMappingResponse = z.infer<typeof codeMappingResponseSchema>;
