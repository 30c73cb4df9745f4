import { z } from 'zod';
import { calendarDay, int4, listResponseSchema, paginationQuerySchema } from './common';
import {
  blankableText,
  CONSUMIDOR_FINAL_ID,
  IDENTIFICATION_TYPES,
  identificationProblem,
  optionalPhoneSchema,
  savedCustomerBillingSchema,
} from './customers';
import {
  deliverySchema,
  MAX_LINE_QUANTITY,
  MAX_SALE_LINES,
  paymentSchema,
  pricedProductFields,
  saleBillingSchema,
  saleLinesSchema,
  saleSummarySchema,
} from './selling';
import { oneLine } from './text';
import { emailSchema } from './users';
import { documentCentsSchema, unitPriceSchema } from './money';

// Quotations (cotizaciones): a buyer asks for prices in writing, staff answer with revisions (a
// counter-offer keeps the earlier ones), the buyer reads it at an unguessable link, downloads the
// PDF, writes in its thread and accepts it, which turns it into an order at the quoted prices.

/**
 * new → sent → accepted | rejected | expired → converted. `expired` is never stored: a new or
 * sent quotation whose validity date has passed reads as expired until staff give it a new date.
 */
export const QUOTATION_STATUSES = [
  'new',
  'sent',
  'accepted',
  'rejected',
  'expired',
  'converted',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  new: 'Nueva',
  sent: 'Enviada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  expired: 'Vencida',
  converted: 'Convertida en pedido',
};

/** Where a quotation was asked for. */
export const QUOTATION_SOURCES = ['web', 'product', 'formula', 'checkout', 'staff'] as const;
export type QuotationSource = (typeof QUOTATION_SOURCES)[number];
export const QUOTATION_SOURCE_LABELS: Record<QuotationSource, string> = {
  web: 'Sitio web',
  product: 'Página de producto',
  formula: 'Fórmula',
  checkout: 'Carrito',
  staff: 'Vendedor',
};

/** Why a quotation waits for staff: a new request, a customer's message, an acceptance. */
export const QUOTATION_ATTENTION = ['request', 'message', 'accepted'] as const;
export type QuotationAttention = (typeof QUOTATION_ATTENTION)[number];
export const QUOTATION_ATTENTION_LABELS: Record<QuotationAttention, string> = {
  request: 'Solicitud nueva',
  message: 'Mensaje nuevo',
  accepted: 'Aceptada por el cliente',
};

/** The unguessable part of a quotation's link: 32 random bytes, base64url. */
export const quotationTokenSchema = z
  .string({ error: 'El enlace de la cotización no es válido' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'El enlace de la cotización no es válido' });

/**
 * Who asks for the quotation. The identification is optional (a price request needs none), but
 * when given it is checked as an invoice would check it.
 */
export const quotationCustomerSchema = z
  .object({
    /** The person's full name or the company's. */
    name: oneLine(
      z
        .string({ error: 'Ingresa tu nombre o el de tu empresa' })
        .trim()
        .min(2, { error: 'Ingresa tu nombre o el de tu empresa' })
        .max(150, { error: 'El nombre admite 150 caracteres' }),
    ),
    email: emailSchema,
    /** For WhatsApp: the seller sends the quotation's link to it. */
    phone: optionalPhoneSchema,
    identificationType: z
      .enum(IDENTIFICATION_TYPES, { error: 'Elige el tipo de identificación' })
      .nullish()
      .transform((value) => value ?? null),
    identification: blankableText(20, 'La identificación es demasiado larga'),
    city: blankableText(80, 'La ciudad admite 80 caracteres'),
    address: blankableText(300, 'La dirección admite 300 caracteres'),
  })
  .superRefine((customer, context) => {
    const { identificationType: type, identification } = customer;
    if (type === null) return;
    const message = identificationProblem(type, identification);
    if (message) {
      context.addIssue({ code: 'custom', path: ['identification'], message, input: customer });
    }
  })
  .transform((customer) => ({
    ...customer,
    identification:
      customer.identificationType === null
        ? ''
        : customer.identificationType === 'consumidor_final'
          ? CONSUMIDOR_FINAL_ID
          : customer.identification.toUpperCase(),
  }));
export type QuotationCustomerInput = z.input<typeof quotationCustomerSchema>;
export type QuotationCustomer = z.output<typeof quotationCustomerSchema>;

const notesSchema = blankableText(2000, 'Las observaciones admiten 2000 caracteres');

/** `POST /api/cotizar/guardar`: a new quotation; the server prices every line. */
export const quotationCreateBodySchema = z.object({
  customer: quotationCustomerSchema,
  items: saleLinesSchema,
  /** What the buyer wants to add (delivery date, use, questions). */
  notes: notesSchema,
  /** `staff` is kept for staff; a visitor's request is `web` unless it names where it came from. */
  source: z.enum(QUOTATION_SOURCES, { error: 'El origen no es válido' }).default('web'),
});
export type QuotationCreateBody = z.input<typeof quotationCreateBodySchema>;

/** A line of a quotation as its revision froze it. */
export const quotationLineSchema = z.object({
  /** Null once the presentation or product was removed from the catalogue. */
  presentationId: z.string().nullable(),
  productId: z.string().nullable(),
  ...pricedProductFields,
  /** True when staff set the price by hand (a counter-offer). */
  priceByStaff: z.boolean(),
  subtotalCents: z.number().int().nullable(),
  /** What the buyer should know of this line (a minimum, dangerous goods…), or null. */
  note: z.string().nullable(),
  /** Days the seller needs to have it ready (the product's lead time). */
  leadTimeDays: z.number().int(),
  /** GHS pictograms of the product (GHS02…): the PDF carries a hazard note for them. */
  ghsPictograms: z.array(z.string()),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** One message of a quotation's thread, between the buyer and the seller. */
export const quotationMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['customer', 'staff']),
  /** The buyer's name as they wrote it, or the staff member's. */
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type QuotationMessage = z.infer<typeof quotationMessageSchema>;

const savedCustomerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  identificationType: z.enum(IDENTIFICATION_TYPES).nullable(),
  identification: z.string(),
  city: z.string(),
  address: z.string(),
});

/** A quotation as its buyer sees it at its link (its latest revision). */
export const customerQuotationSchema = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  source: z.enum(QUOTATION_SOURCES),
  createdAt: z.string(),
  /** The last day it holds (the shop's calendar), `YYYY-MM-DD`. */
  validUntil: z.string(),
  revision: z.number().int(),
  revisedAt: z.string(),
  customer: savedCustomerSchema,
  /** What the buyer wrote when asking. */
  notes: z.string(),
  /** What the seller wrote on this revision. */
  sellerNotes: z.string(),
  lines: z.array(quotationLineSchema),
  summary: saleSummarySchema,
  /**
   * What the latest revision's lines weigh for their freight (kg), from the presentations'
   * shipping weights; null: none can be weighed.
   */
  shippingWeightKg: z.number().nullable(),
  /** Whether "Aceptar" works now, and if not, why (in Spanish). */
  canAccept: z.boolean(),
  acceptBlockers: z.array(z.string()),
  /** The order it became, once converted. */
  orderNumber: z.string().nullable(),
  messages: z.array(quotationMessageSchema),
});
export type CustomerQuotation = z.infer<typeof customerQuotationSchema>;

/** `POST /api/cotizar/guardar`'s answer. */
export const quotationCreatedSchema = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  validUntil: z.string(),
  lines: z.array(quotationLineSchema),
  summary: saleSummarySchema,
  message: z.string(),
});
export type QuotationCreated = z.infer<typeof quotationCreatedSchema>;

/** A quotation in a list. */
export const quotationSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  source: z.enum(QUOTATION_SOURCES),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  validUntil: z.string(),
  revision: z.number().int(),
  totalCents: z.number().int(),
  lineCount: z.number().int(),
  /** Lines still "a consultar" in the latest revision. */
  unpricedLines: z.number().int(),
  attention: z.enum(QUOTATION_ATTENTION).nullable(),
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;

/** `GET /api/cotizar/ultimasCotizaciones`: the newest first. */
export const latestQuotationsQuerySchema = z.object({
  limite: int4('El límite no es válido', { coerce: true }).min(1).max(50).default(10),
});
export type LatestQuotationsQuery = z.input<typeof latestQuotationsQuerySchema>;
export const latestQuotationsResponseSchema = z.object({
  items: z.array(quotationSummarySchema),
});

/** `GET /api/cotizar/pdf`: by the link's token (anyone holding it) or by id (staff). */
export const quotationPdfQuerySchema = z
  .object({
    token: quotationTokenSchema.optional(),
    id: z.uuid({ error: 'La cotización no es válida' }).optional(),
    /** Staff only (with `id`): an earlier revision; the latest otherwise. */
    revision: int4('La revisión no es válida', { coerce: true }).min(1).optional(),
  })
  .refine((query) => Boolean(query.token) !== Boolean(query.id), {
    error: 'Indica el enlace (token) o el identificador (id) de la cotización',
    path: ['token'],
  });
export type QuotationPdfQuery = z.input<typeof quotationPdfQuerySchema>;

export const quotationTokenQuerySchema = z.object({ token: quotationTokenSchema });
export type QuotationTokenQuery = z.input<typeof quotationTokenQuerySchema>;

/**
 * "Aceptar" at the quotation's link: who the invoice names, how it is received and paid. It
 * becomes an order with the quoted prices.
 */
export const quotationAcceptBodySchema = z.object({
  token: quotationTokenSchema,
  billing: saleBillingSchema,
  delivery: deliverySchema,
  payment: paymentSchema,
});
export type QuotationAcceptBody = z.input<typeof quotationAcceptBodySchema>;

export const quotationAcceptResponseSchema = z.object({
  status: z.enum(QUOTATION_STATUSES),
  /** The order it became (null while the seller still has to turn it into one). */
  orderNumber: z.string().nullable(),
  message: z.string(),
});
export type QuotationAcceptResponse = z.infer<typeof quotationAcceptResponseSchema>;

/** What the views of the staff's list may show (`todas`: every status). */
export const QUOTATION_LIST_VIEWS = ['todas', ...QUOTATION_STATUSES] as const;
export type QuotationListView = (typeof QUOTATION_LIST_VIEWS)[number];

const dateParam = (message: string) => calendarDay(message).optional();

export const quotationListQuerySchema = paginationQuerySchema.extend({
  estado: z.enum(QUOTATION_LIST_VIEWS, { error: 'El estado no es válido' }).default('todas'),
  /** Searches the number, the customer's name, e-mail, phone and identification. */
  q: z.string().trim().max(100).optional(),
  /** Created from this day on (the shop's calendar). */
  desde: dateParam('La fecha inicial no es válida'),
  /** Created up to this day, included. */
  hasta: dateParam('La fecha final no es válida'),
  /** Only those waiting for staff for this reason (a new request, a buyer's message…). */
  atencion: z.enum(QUOTATION_ATTENTION, { error: 'El motivo de atención no es válido' }).optional(),
});
export type QuotationListQuery = z.input<typeof quotationListQuerySchema>;

export const quotationListResponseSchema = listResponseSchema(quotationSummarySchema).extend({
  /** How many of each status match the other filters. */
  counts: z.record(z.enum(QUOTATION_STATUSES), z.number().int()),
});
export type QuotationListResponse = z.infer<typeof quotationListResponseSchema>;

/** One revision as staff review it. */
export const quotationRevisionSchema = z.object({
  revision: z.number().int(),
  createdAt: z.string(),
  /** The staff member who made it; null: the buyer's request. */
  createdBy: z.string().nullable(),
  validUntil: z.string(),
  notes: z.string(),
  lines: z.array(quotationLineSchema),
  summary: saleSummarySchema,
});
export type QuotationRevision = z.infer<typeof quotationRevisionSchema>;

/** A quotation as staff see it: the buyer's view, every revision and the bookkeeping. */
export const staffQuotationSchema = customerQuotationSchema.extend({
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The client's account when it was asked for while signed in. */
  customerUserId: z.string().nullable(),
  /** The staff member who created it, when staff did. */
  createdBy: z.string().nullable(),
  attention: z.enum(QUOTATION_ATTENTION).nullable(),
  /** Newest first; the first is the one the buyer sees. */
  revisions: z.array(quotationRevisionSchema),
  /** Whether staff may still change it (an accepted or converted one is locked). */
  editable: z.boolean(),
  /** What the buyer gave when accepting (used to convert it), or null. */
  acceptance: z
    .object({
      billing: savedCustomerBillingSchema,
      delivery: z.record(z.string(), z.unknown()),
      payment: z.object({ method: z.string() }),
    })
    .nullable(),
  orderId: z.string().nullable(),
});
export type StaffQuotation = z.infer<typeof staffQuotationSchema>;

/** A line of a counter-offer: the presentation, its quantity and, if staff set it, its price. */
export const quotationReviseLineSchema = z.object({
  presentationId: z.uuid({ error: 'La presentación no es válida' }),
  quantity: int4('La cantidad debe ser un número entero')
    .min(1, { error: 'La cantidad mínima es 1' })
    .max(MAX_LINE_QUANTITY, { error: `La cantidad máxima es ${MAX_LINE_QUANTITY}` }),
  /** Cents without IVA; null: the price list's (with its volume break), or "a consultar". */
  unitPriceCents: unitPriceSchema.nullable().default(null),
});
export type QuotationReviseLine = z.input<typeof quotationReviseLineSchema>;

/** `POST /api/cotizar/revisar`: a new revision (the earlier ones are kept). */
export const quotationReviseBodySchema = z.object({
  id: z.uuid({ error: 'La cotización no es válida' }),
  customer: quotationCustomerSchema,
  lines: z
    .array(quotationReviseLineSchema, { error: 'Agrega al menos un producto' })
    .min(1, { error: 'Agrega al menos un producto' })
    .max(MAX_SALE_LINES, { error: `Como máximo ${MAX_SALE_LINES} productos` }),
  /** In cents, off the subtotal before IVA. */
  discountCents: documentCentsSchema(
    'El descuento no es válido',
    'El descuento no puede ser negativo',
  ).default(0),
  /** Shown to the buyer and printed on the PDF. */
  notes: notesSchema,
  /** The last day it holds, `YYYY-MM-DD`; today or later. */
  validUntil: calendarDay('La fecha de validez no es válida', 'Indica hasta qué día es válida'),
});
export type QuotationReviseBody = z.input<typeof quotationReviseBodySchema>;

/** Staff's changes of status: marked sent, or rejected. */
export const QUOTATION_STAFF_STATUSES = ['sent', 'rejected'] as const;
export const quotationStatusBodySchema = z.object({
  id: z.uuid({ error: 'La cotización no es válida' }),
  status: z.enum(QUOTATION_STAFF_STATUSES, { error: 'El estado no es válido' }),
});
export type QuotationStatusBody = z.input<typeof quotationStatusBodySchema>;

/**
 * "Convertir en pedido": the order's billing, delivery and payment; when left out, what the buyer
 * gave on accepting is used.
 */
export const quotationConvertBodySchema = z.object({
  id: z.uuid({ error: 'La cotización no es válida' }),
  billing: saleBillingSchema.optional(),
  delivery: deliverySchema.optional(),
  payment: paymentSchema.optional(),
});
export type QuotationConvertBody = z.input<typeof quotationConvertBodySchema>;

export const quotationConvertResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  message: z.string(),
});

/** Staff's answer in a quotation's thread. */
export const quotationReplyBodySchema = z.object({
  id: z.uuid({ error: 'La cotización no es válida' }),
  message: z
    .string({ error: 'Escribe tu mensaje' })
    .trim()
    .min(1, { error: 'Escribe tu mensaje' })
    .max(4000, { error: 'El mensaje no puede tener más de 4000 caracteres' }),
});
export type QuotationReplyBody = z.input<typeof quotationReplyBodySchema>;

/** What waits for staff (the menu's counter): new requests, messages and acceptances. */
export const quotationPendingSchema = z.object({
  total: z.number().int(),
  request: z.number().int(),
  message: z.number().int(),
  accepted: z.number().int(),
});
export type QuotationPending = z.infer<typeof quotationPendingSchema>;
