import { z } from 'zod';
import { int4, listResponseSchema, paginationQuerySchema } from './common';
import { savedCustomerBillingSchema } from './customers';
import {
  DELIVERY_METHODS,
  deliverySchema,
  IVA_CODES,
  MAX_LINE_QUANTITY,
  MAX_SALE_LINES,
  PAYMENT_METHODS,
  paymentSchema,
  saleBillingSchema,
  saleLinesSchema,
  saleSummarySchema,
  type DeliveryMethod,
} from './selling';

// Orders (pedidos): placed by the checkout or from an accepted quotation, then moved by staff
// through their lifecycle. Every price an order shows was computed by the server when it was
// placed and is kept as it was then.

/** An order's lifecycle: pending → confirmed → shipped or ready → delivered; or cancelled. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'ready',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  shipped: 'Enviado',
  ready: 'Listo para retirar',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/**
 * The statuses an order may move to from each one. `shipped` is for orders that travel (courier
 * or special transport), `ready` for pickups; the server also checks that.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'ready', 'cancelled'],
  shipped: ['delivered'],
  ready: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order delivered in this way may move to from `status`. */
export function nextOrderStatuses(status: OrderStatus, method: DeliveryMethod): OrderStatus[] {
  return ORDER_TRANSITIONS[status].filter((next) =>
    method === 'pickup' ? next !== 'shipped' : next !== 'ready',
  );
}

/** How a checkout names one submission: the same key again is the same order. */
export const orderIdempotencyKeySchema = z
  .string({ error: 'Falta la clave de la solicitud' })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, {
    error: 'La clave de la solicitud admite de 8 a 100 letras, números o los signos - _ . :',
  });

/** `POST /api/pedido/crear`: what the buyer asks for; the server prices every line. */
export const orderCreateBodySchema = z.object({
  items: saleLinesSchema,
  billing: saleBillingSchema,
  delivery: deliverySchema,
  payment: paymentSchema,
  idempotencyKey: orderIdempotencyKeySchema,
});
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;

/** How an order reaches the buyer, as it was when the order was placed. */
export const orderDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  /** Pickup: the branch, named as it was then (its address included). */
  branch: z
    .object({
      /** The branch's key (null on orders placed before branches had one). */
      id: z.string().nullable(),
      name: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** Shipping and special transport: where to. */
  address: z
    .object({
      province: z.string(),
      city: z.string(),
      address: z.string(),
      reference: z.string(),
      contactName: z.string(),
      phone: z.string(),
    })
    .nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** A line of an order: what was bought, and its price frozen at that moment (without IVA). */
export const orderLineSchema = z.object({
  /** Its place in the order, kept when other lines are removed: how an edit names it. */
  position: z.number().int(),
  /** Null once the product or presentation was removed from the catalogue. */
  productId: z.string().nullable(),
  presentationId: z.string().nullable(),
  productCode: z.string(),
  productName: z.string(),
  presentationLabel: z.string(),
  quantity: z.number().int(),
  ivaCode: z.enum(IVA_CODES),
  unitPriceCents: z.number().int(),
  subtotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What a timeline entry records: a change of status, or of the lines (the note says which). */
export const ORDER_EVENT_KINDS = ['status', 'lines'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** A change of status or of the lines, for the timeline: what, who, when, and why. */
export const orderEventSchema = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  /** The status it moved to, or (a change of lines) the one it had. */
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** The staff member or client; null: the buyer as a guest (or an account since removed). */
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const ORDER_SOURCES = ['checkout', 'quotation'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** An order as its page shows it. */
export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
  billing: savedCustomerBillingSchema,
  delivery: orderDeliverySchema,
  payment: z.object({ method: z.enum(PAYMENT_METHODS) }),
  lines: z.array(orderLineSchema),
  summary: saleSummarySchema,
  /** What it weighs for its freight (kg), as priced when placed; null: placed before weighing. */
  shippingWeightKg: z.number().nullable(),
  /** Set when the order was shipped. */
  carrier: z.string().nullable(),
  guideNumber: z.string().nullable(),
  /** Oldest first; the first is the order being placed. */
  events: z.array(orderEventSchema),
  /** What the order may move to now (none once delivered or cancelled). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type Order = z.infer<typeof orderSchema>;

/** An order in a list. */
export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customerName: z.string(),
  identification: z.string(),
  email: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  totalCents: z.number().int(),
  totalItems: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A day at the shop, `2026-03-31`. */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Usa una fecha con el formato AAAA-MM-DD' })
  // A day that exists: `Date` would roll 30 February over into March.
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'La fecha no existe' },
  );

/** `GET /api/pedido/lista`: staff's list, newest first. */
export const orderListQuerySchema = paginationQuerySchema
  .extend({
    estado: z.enum(ORDER_STATUSES, { error: 'El estado no es válido' }).optional(),
    /** From this day, at the shop (inclusive). */
    desde: daySchema.optional(),
    /** Up to this day, at the shop (inclusive). */
    hasta: daySchema.optional(),
    /** Searches the number, the buyer's name, identification and e-mail. */
    q: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.desde || !query.hasta || query.desde <= query.hasta, {
    error: 'La fecha inicial es posterior a la final',
    path: ['hasta'],
  });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListResponseSchema = listResponseSchema(orderSummarySchema).extend({
  /** How many orders each status has under the same dates and text (the tabs' counts). */
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    shipped: z.number().int(),
    ready: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
  }) satisfies z.ZodType<Record<OrderStatus, number>>,
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

const optionalNote = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => value || null);

/** Lines keep their place in the order when others are removed: places stay below this. */
const MAX_ORDER_POSITION = 999;

/**
 * A line as staff want it after an edit: the line by its place in the order, its quantity
 * (never above what it was) and, to swap it, another presentation of the same product. A line
 * left out is removed.
 */
export const orderLineEditSchema = z.object({
  position: int4('La línea no es válida')
    .min(0, { error: 'La línea no es válida' })
    .max(MAX_ORDER_POSITION, { error: 'La línea no es válida' }),
  /** Another presentation of the same product; omitted: the line keeps its own. */
  presentationId: z.uuid({ error: 'La presentación no es válida' }).optional(),
  quantity: int4('La cantidad debe ser un número entero')
    .min(1, { error: 'La cantidad mínima es 1: para quitar la línea, quítala' })
    .max(MAX_LINE_QUANTITY, { error: `La cantidad máxima es ${MAX_LINE_QUANTITY}` }),
});
export type OrderLineEdit = z.output<typeof orderLineEditSchema>;

/** The lines an order keeps: at least one (to drop them all, the order is cancelled). */
export const orderLineEditsSchema = z
  .array(orderLineEditSchema, { error: 'Indica las líneas del pedido' })
  .min(1, { error: 'El pedido necesita al menos una línea: para quitarlas todas, cancélalo' })
  .max(MAX_SALE_LINES, { error: `Como máximo ${MAX_SALE_LINES} líneas` })
  .refine((lines) => new Set(lines.map((line) => line.position)).size === lines.length, {
    error: 'Cada línea va una sola vez',
  });

/** `POST /api/pedido/cambiarEstado`: moves an order on (shipping needs carrier and guide). */
export const orderStatusBodySchema = z.object({
  id: z.uuid({ error: 'El pedido no es válido' }),
  status: z.enum(ORDER_STATUSES, { error: 'El estado no es válido' }),
  carrier: optionalNote(80, 'La transportista admite 80 caracteres'),
  guideNumber: optionalNote(60, 'El número de guía admite 60 caracteres'),
  note: optionalNote(500, 'La nota admite 500 caracteres'),
  /** Confirming: the branch whose stock serves it (by default the pickup branch, or the first). */
  branchId: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'Elige una de las sucursales' })
    .nullish(),
  /**
   * Confirming part of it: the lines it keeps, lowered or removed (an edit of its lines and the
   * confirmation in one transaction).
   */
  lines: orderLineEditsSchema.optional(),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/** `GET /api/pedido/misPedidos`: the signed-in client's own orders, newest first. */
export const myOrdersQuerySchema = paginationQuerySchema;
export const myOrdersResponseSchema = listResponseSchema(orderSummarySchema);
export type MyOrdersResponse = z.infer<typeof myOrdersResponseSchema>;

/**
 * `POST /api/pedido/cambiarLineas`: the lines an order should have (the same request twice
 * changes it once). The server prices a swapped presentation, recomputes the figures and, on a
 * confirmed order, moves the reservation with them.
 */
export const orderLinesBodySchema = z.object({
  id: z.uuid({ error: 'El pedido no es válido' }),
  lines: orderLineEditsSchema,
  note: optionalNote(500, 'La nota admite 500 caracteres'),
});
export type OrderLinesBody = z.input<typeof orderLinesBodySchema>;

/** `?simular=1`: the order as the edit would leave it, nothing written. */
export const orderLinesQuerySchema = z.object({
  simular: z
    .enum(['0', '1', 'true', 'false'], { error: 'simular admite 1 o 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/**
 * `GET /api/pedido/opcionesLineas`: what staff may choose when changing an order's lines or
 * confirming part of it, at a branch (`sucursal`; by default the one that serves or would serve
 * the order).
 */
export const orderLineOptionsQuerySchema = z.object({
  id: z.uuid({ error: 'El pedido no es válido' }),
  sucursal: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'Elige una de las sucursales' })
    .optional(),
});
export type OrderLineOptionsQuery = z.input<typeof orderLineOptionsQuerySchema>;

export const orderLineOptionsSchema = z.object({
  /** The branch the availability is of. */
  branch: z.object({ id: z.string(), name: z.string() }),
  lines: z.array(
    z.object({
      position: z.number().int(),
      /** The product's presentations a line may swap to (its own first); none once removed. */
      presentations: z.array(z.object({ id: z.string(), label: z.string() })),
      /**
       * How many of the line's presentation the branch can serve it (what the order already
       * holds there included; lines of one product share it in order); null: not counted.
       */
      availableQuantity: z.number().int().nullable(),
      /** «Quedan 50 kg en Sur de Quito», for the screen. */
      availableText: z.string().nullable(),
    }),
  ),
});
export type OrderLineOptions = z.infer<typeof orderLineOptionsSchema>;
