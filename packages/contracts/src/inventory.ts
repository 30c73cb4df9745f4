// Stock as a ledger: moves per product and branch, what each branch has, what confirmed orders
// hold, and the staff's counts and transfers.
import { z } from 'zod';
import { calendarDay, listResponseSchema, optionalText, paginationQuerySchema } from './common';
import { oneLine } from './text';

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

export const stockChangeResponseSchema = z.object({
  stock: productStockSchema,
  moves: z.array(stockMoveSchema),
});
