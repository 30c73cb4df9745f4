// Stock as a ledger: moves per product and branch, what each branch has, what confirmed orders
// hold, and the staff's counts and transfers.
import { z } from 'zod';
import { calendarDay, listResponseSchema, optionalText, paginationQuerySchema } from './common';
import { oneLine } from './text';
import { emailSchema } from './users';

export const STOCK_MOVE_KINDS = [
  'initial',
  'purchase',
  'sale',
  'return',
  'transfer',
  'adjustment',
] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
export const STOCK_MOVE_KIND_LABELS: Record<StockMoveKind, string> = {
  initial: 'Stock inicial',
  purchase: 'Compra recibida',
  sale: 'Venta despachada',
  return: 'Devolución',
  transfer: 'Transferencia',
  adjustment: 'Ajuste de inventario',
};

/** The most a move may carry, in the product's unit (three decimals). */
export const STOCK_QUANTITY_MAX = 1_000_000_000;

/** A quantity in the product's unit, with up to three decimals. */
const stockQuantity = (label: string, { allowZero }: { allowZero: boolean }) =>
  z
    .number({ error: `Ingresa ${label}` })
    .refine((value) => Number.isFinite(value), { error: `Ingresa ${label}` })
    .refine((value) => (allowZero ? value >= 0 : value > 0), {
      error: allowZero
        ? `${label[0]!.toUpperCase()}${label.slice(1)} no puede ser negativa`
        : `${label[0]!.toUpperCase()}${label.slice(1)} debe ser mayor que cero`,
    })
    .refine((value) => value <= STOCK_QUANTITY_MAX, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} es demasiado alta`,
    })
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} admite hasta tres decimales`,
    });

const branchKey = z
  .string({ error: 'Elige la sucursal' })
  .regex(/^[a-z0-9-]{1,64}$/, { error: 'Elige una de las sucursales' });

const reason = (label: string) =>
  oneLine(
    z
      .string({ error: `Indica ${label}` })
      .trim()
      .min(3, { error: `Indica ${label}` })
      .max(300, { error: `${label[0]!.toUpperCase()}${label.slice(1)} admite 300 caracteres` }),
  );

/** What one branch has of a product. */
export const stockLevelSchema = z.object({
  branchId: z.string(),
  /** The branch's name today (or its key, for a branch no longer in the settings). */
  branchName: z.string(),
  onHand: z.number(),
  /** Held by confirmed orders not yet shipped or picked up. */
  reserved: z.number(),
  available: z.number(),
  /** «Stock mínimo» at this branch; null when the branch does not watch the product. */
  minimum: z.number().nullable(),
  /** Available at or below the minimum (`isLowStock`). */
  low: z.boolean(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const productStockSchema = z.object({
  productId: z.uuid(),
  unit: z.string(),
  levels: z.array(stockLevelSchema),
  totals: z.object({ onHand: z.number(), reserved: z.number(), available: z.number() }),
});
export type ProductStock = z.infer<typeof productStockSchema>;

export const stockMoveSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  kind: z.enum(STOCK_MOVE_KINDS),
  quantity: z.number(),
  /** The branch's on-hand quantity after the move. */
  balance: z.number(),
  sourceKind: z.string().nullable(),
  sourceId: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string(),
  actorName: z.string().nullable(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;

export const kardexQuerySchema = paginationQuerySchema.extend({
  id: z.uuid({ error: 'El producto no es válido' }),
  branchId: branchKey.optional(),
  kind: z.enum(STOCK_MOVE_KINDS, { error: 'Elige un tipo de movimiento válido' }).optional(),
  desde: calendarDay('La fecha «desde» no es válida').optional(),
  hasta: calendarDay('La fecha «hasta» no es válida').optional(),
});
export type KardexQuery = z.input<typeof kardexQuerySchema>;

/** Newest first; each move with the branch's balance after it. */
export const kardexResponseSchema = listResponseSchema(stockMoveSchema).extend({
  stock: productStockSchema,
});
export type KardexResponse = z.infer<typeof kardexResponseSchema>;

/** «Ajuste de inventario»: what a count found at a branch, and why it differs. */
export const stockAdjustmentBodySchema = z.object({
  productId: z.uuid({ error: 'El producto no es válido' }),
  branchId: branchKey,
  counted: stockQuantity('la cantidad contada', { allowZero: true }),
  reason: reason('el motivo del ajuste'),
});
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;

/** «Transferencia» of a product from one branch to another. */
export const stockTransferBodySchema = z
  .object({
    productId: z.uuid({ error: 'El producto no es válido' }),
    fromBranchId: branchKey,
    toBranchId: branchKey,
    quantity: stockQuantity('la cantidad', { allowZero: false }),
    note: optionalText(300),
  })
  .refine((body) => body.fromBranchId !== body.toBranchId, {
    path: ['toBranchId'],
    error: 'Elige otra sucursal de destino',
  });
export type StockTransferBody = z.input<typeof stockTransferBodySchema>;

/** «Stock mínimo» of a product at a branch; null stops watching it there. */
export const stockMinimumBodySchema = z.object({
  productId: z.uuid({ error: 'El producto no es válido' }),
  branchId: branchKey,
  minimum: z
    .number({ error: 'Ingresa el stock mínimo' })
    .refine((value) => Number.isFinite(value), { error: 'Ingresa el stock mínimo' })
    .refine((value) => value >= 0, { error: 'El stock mínimo no puede ser negativo' })
    .refine((value) => value <= STOCK_QUANTITY_MAX, { error: 'El stock mínimo es demasiado alto' })
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, {
      error: 'El stock mínimo admite hasta tres decimales',
    })
    .nullable(),
});
export type StockMinimumBody = z.input<typeof stockMinimumBodySchema>;

export const stockChangeResponseSchema = z.object({
  stock: productStockSchema,
  moves: z.array(stockMoveSchema),
});

// «Recepción de compra»: an imported purchase (a supplier's factura in the consultas) received
// into a branch's stock once staff check its quantities.

/** The purchases not yet received, newest first; `q` searches the supplier. */
export const pendingPurchasesQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'Como máximo 100 caracteres' }).optional(),
});
export type PendingPurchasesQuery = z.input<typeof pendingPurchasesQuerySchema>;

export const pendingPurchaseSchema = z.object({
  id: z.uuid(),
  supplierName: z.string(),
  supplierIdentification: z.string(),
  /** `002-001-000000015`. */
  number: z.string(),
  issueDate: z.string(),
  totalCents: z.number().int(),
  lineCount: z.number().int(),
  /** Lines whose code maps to a catalogue product. */
  mappedLines: z.number().int(),
});
export type PendingPurchase = z.infer<typeof pendingPurchaseSchema>;

export const pendingPurchasesResponseSchema = listResponseSchema(pendingPurchaseSchema);
export type PendingPurchasesResponse = z.infer<typeof pendingPurchasesResponseSchema>;

export const purchaseProposalLineSchema = z.object({
  /** The line's position in the document (1, 2…): what the acceptance names. */
  line: z.number().int(),
  code: z.string().nullable(),
  description: z.string(),
  /** As invoiced. */
  quantity: z.number(),
  unit: z.string().nullable(),
  product: z.object({ id: z.uuid(), name: z.string(), unit: z.string() }).nullable(),
  /** In the product's unit; null when it cannot be converted (`reason` says why). */
  proposedQuantity: z.number().nullable(),
  reason: z.string().nullable(),
});
export type PurchaseProposalLine = z.infer<typeof purchaseProposalLineSchema>;

export const purchaseReceiptInfoSchema = z.object({
  branchId: z.string(),
  branchName: z.string(),
  receivedAt: z.string(),
  receivedBy: z.string().nullable(),
});
export type PurchaseReceiptInfo = z.infer<typeof purchaseReceiptInfoSchema>;

export const purchaseProposalSchema = z.object({
  purchase: pendingPurchaseSchema,
  lines: z.array(purchaseProposalLineSchema),
  /** The company's branches, in the settings' order: where it may be received. */
  branches: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Set once the purchase was received. */
  receipt: purchaseReceiptInfoSchema.nullable(),
});
export type PurchaseProposal = z.infer<typeof purchaseProposalSchema>;

/** The most lines one receipt carries. */
export const PURCHASE_RECEIPT_MAX_LINES = 500;

export const purchaseReceiptBodySchema = z.object({
  documentId: z.uuid({ error: 'La compra no es válida' }),
  branchId: branchKey,
  lines: z
    .array(
      z.object({
        line: z
          .number({ error: 'La línea no es válida' })
          .int({ error: 'La línea no es válida' })
          .min(1, { error: 'La línea no es válida' })
          .max(100_000, { error: 'La línea no es válida' }),
        productId: z.uuid({ error: 'Elige el producto del catálogo' }),
        quantity: stockQuantity('la cantidad', { allowZero: false }),
      }),
      { error: 'Indica las líneas que se reciben' },
    )
    .min(1, { error: 'Indica al menos una línea que se recibe' })
    .max(PURCHASE_RECEIPT_MAX_LINES, {
      error: `Como máximo ${PURCHASE_RECEIPT_MAX_LINES} líneas`,
    })
    .refine((lines) => new Set(lines.map((entry) => entry.line)).size === lines.length, {
      error: 'Cada línea se recibe una sola vez',
    }),
});
export type PurchaseReceiptBody = z.input<typeof purchaseReceiptBodySchema>;

export const purchaseReceiptResponseSchema = z.object({
  message: z.string(),
  receipt: purchaseReceiptInfoSchema,
  /** The purchase moves recorded, one per line. */
  moves: z.number().int(),
});
export type PurchaseReceiptResponse = z.infer<typeof purchaseReceiptResponseSchema>;

// «Sugerencia de compra»: what to buy, by supplier, for the branches at or below their minimum.

/** How the suggested quantity is reckoned, as the page says it. */
export const PURCHASE_SUGGESTION_RULE =
  'Se sugiere comprar hasta el doble del stock mínimo (2 × mínimo − disponible), redondeado hacia arriba a la presentación de la última compra (por ejemplo, sacos de 25 kg), y como mínimo una presentación.';

export const purchaseSuggestionLineSchema = z.object({
  productId: z.uuid(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  available: z.number(),
  minimum: z.number(),
  /** In the product's unit (see `PURCHASE_SUGGESTION_RULE`). */
  suggested: z.number(),
  /** The last purchase of the product (from any supplier); null when it was never bought. */
  lastPurchase: z
    .object({
      date: z.string(),
      /** `002-001-000000015`. */
      number: z.string(),
      /** What one unit of the product (a kg, a L) cost, without IVA, net of discount. */
      unitPriceCents: z.number().int(),
      /** The invoiced presentation in the product's unit (a saco of 25 kg: 25); null if unknown. */
      packSize: z.number().nullable(),
      /** The invoice's unit as written (`SACO`), if any. */
      packUnit: z.string().nullable(),
    })
    .nullable(),
  /** suggested × the last unit price, without IVA; null without a last purchase. */
  estimatedCents: z.number().int().nullable(),
});
export type PurchaseSuggestionLine = z.infer<typeof purchaseSuggestionLineSchema>;

export const purchaseSuggestionGroupSchema = z.object({
  /** The supplier of the products' last purchase; null: «Sin proveedor registrado». */
  supplier: z
    .object({
      id: z.uuid(),
      name: z.string(),
      identification: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  lines: z.array(purchaseSuggestionLineSchema),
  /** The lines' estimates added up (those that have one). */
  estimatedCents: z.number().int(),
  /** The list as plain text, for a WhatsApp message or an e-mail. */
  message: z.string(),
});
export type PurchaseSuggestionGroup = z.infer<typeof purchaseSuggestionGroupSchema>;

export const purchaseSuggestionSchema = z.object({
  rule: z.string(),
  /** Suppliers by name, «Sin proveedor registrado» last. */
  groups: z.array(purchaseSuggestionGroupSchema),
  /** Every line of every group. */
  total: z.number().int(),
});
export type PurchaseSuggestion = z.infer<typeof purchaseSuggestionSchema>;

/** Sends a supplier's part of the suggestion by e-mail (to the address staff confirm). */
export const purchaseSuggestionMailBodySchema = z.object({
  supplierId: z.uuid({ error: 'Elige el proveedor' }),
  email: emailSchema,
});
export type PurchaseSuggestionMailBody = z.input<typeof purchaseSuggestionMailBodySchema>;

export const purchaseSuggestionMailResponseSchema = z.object({
  message: z.string(),
  /** The products the e-mail lists. */
  lines: z.number().int(),
});
export type PurchaseSuggestionMailResponse = z.infer<typeof purchaseSuggestionMailResponseSchema>;
