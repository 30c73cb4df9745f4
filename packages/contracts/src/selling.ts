import { z } from 'zod';
import { MAX_LINE_QUANTITY, MAX_SALE_LINES } from './cart-lines';
import { int4 } from './common';
import { IVA_CODES, IVA_CODE_LABELS, IVA_SRI_CODES, type IvaCode } from './pricing';
import { phoneSchema } from './company';
import { customerBillingSchema, ECUADOR_PROVINCES } from './customers';
import { oneLine } from './text';

// What the cart, the checkout, orders and quotations share: the lines a buyer asks for, how they
// are delivered and paid, and the figures the server computes for them. A browser sends lines
// (presentation and quantity) only; every price, subtotal and total comes from the server.

// A product's IVA treatment lives with the display rules, which the storefront loads without zod.
export { IVA_CODES, IVA_CODE_LABELS, IVA_SRI_CODES, type IvaCode };

// The limits live with the cart's rules, which the storefront loads without zod.
export { MAX_LINE_QUANTITY, MAX_SALE_LINES };

/** A line as the buyer asks for it: how many of one presentation. */
export const saleLineInputSchema = z.object({
  presentationId: z.uuid({ error: 'La presentación no es válida' }),
  quantity: int4('La cantidad debe ser un número entero')
    .min(1, { error: 'La cantidad mínima es 1' })
    .max(MAX_LINE_QUANTITY, { error: `La cantidad máxima es ${MAX_LINE_QUANTITY}` }),
});
export type SaleLineInput = z.input<typeof saleLineInputSchema>;

export const saleLinesSchema = z
  .array(saleLineInputSchema, { error: 'Agrega al menos un producto' })
  .min(1, { error: 'Agrega al menos un producto' })
  .max(MAX_SALE_LINES, { error: `Como máximo ${MAX_SALE_LINES} productos` });

/** How an order reaches the buyer. */
export const DELIVERY_METHODS = ['pickup', 'shipping', 'special'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Retiro en sucursal',
  shipping: 'Envío a domicilio',
  special: 'Transporte especial, a coordinar',
};

const requiredText = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `Como máximo ${max} caracteres` });

const address = {
  province: z.enum(ECUADOR_PROVINCES, { error: 'Elige la provincia' }),
  city: requiredText(80, 'Ingresa la ciudad'),
  address: requiredText(300, 'Ingresa la dirección'),
  reference: z.string().trim().max(300, { error: 'Como máximo 300 caracteres' }).default(''),
  contactName: oneLine(requiredText(120, 'Ingresa el nombre de quien recibe')),
  phone: phoneSchema,
};

/**
 * Pickup at one of the seller's branches (by its position in the company settings), shipping by
 * courier priced per province, or special transport for dangerous goods, priced later.
 */
export const deliverySchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('pickup'),
      branchIndex: int4('Elige la sucursal').min(0, { error: 'Elige la sucursal' }),
    }),
    z.object({ method: z.literal('shipping'), ...address }),
    z.object({ method: z.literal('special'), ...address }),
  ],
  { error: 'Elige cómo recibir el pedido' },
);
export type DeliveryInput = z.input<typeof deliverySchema>;
export type Delivery = z.output<typeof deliverySchema>;

/** How the buyer pays: bank transfer (accounts from the company settings), or on receipt. */
export const PAYMENT_METHODS = ['transfer', 'on_pickup', 'on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Transferencia bancaria',
  on_pickup: 'Pago al retirar',
  on_delivery: 'Pago contra entrega',
};
export const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Elige cómo pagar' }),
});

/** The buyer's billing data: the same rules as a customer's saved billing data. */
export const saleBillingSchema = customerBillingSchema;

/** `POST /api/pedido/calcular`: what the cart or checkout shows, computed by the server. */
export const priceQuoteBodySchema = z.object({
  items: saleLinesSchema,
  delivery: deliverySchema.optional(),
  /** Checked against the consumidor final limit when given. */
  identificationType: z.enum(['cedula', 'ruc', 'pasaporte', 'consumidor_final']).optional(),
  /** With a RUC: a company RUC that fails its check digit gets a warning (never a refusal). */
  identification: z
    .string()
    .trim()
    .max(20, { error: 'La identificación es demasiado larga' })
    .optional(),
});
export type PriceQuoteBody = z.input<typeof priceQuoteBodySchema>;

/**
 * What a priced line says of its product and its price, the same in a cart's quote and in a
 * quotation's revision (there, as the revision froze them).
 */
export const pricedProductFields = {
  productCode: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  presentationLabel: z.string(),
  quantity: z.number().int(),
  ivaCode: z.enum(IVA_CODES),
  /** The price list's unit price without IVA; null: "Precio a consultar". */
  listUnitPriceCents: z.number().int().nullable(),
  /**
   * The unit price without IVA: after the best volume break the quantity reaches (the list price
   * without one), or in a quotation the price staff set; null: "Precio a consultar".
   */
  unitPriceCents: z.number().int().nullable(),
  /** The break applied: from this many units. */
  breakFromQuantity: z.number().int().nullable(),
};

/** A line as the server prices it. `error` set: this line cannot be ordered as it is. */
export const pricedLineSchema = z.object({
  presentationId: z.string(),
  productId: z.string(),
  ...pricedProductFields,
  /** unitPriceCents × quantity; null when the price is on request. */
  subtotalCents: z.number().int().nullable(),
  /** Dangerous goods for transport: cannot go by ordinary courier. */
  dangerousGoods: z.object({ unNumber: z.string(), hazardClass: z.string() }).nullable(),
  /** Why this line cannot be ordered ("El pedido mínimo de Ácido cítrico es 25 kg"), or null. */
  error: z.string().nullable(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** The figures of an Ecuadorian invoice, in cents. */
export const saleSummarySchema = z.object({
  /** Base imponible at the general rate (shipping included, taxed like a taxable line). */
  subtotalTaxableCents: z.number().int(),
  /** Base 0 %. */
  subtotalZeroCents: z.number().int(),
  subtotalExemptCents: z.number().int(),
  subtotalNotSubjectCents: z.number().int(),
  discountCents: z.number().int(),
  shippingCents: z.number().int(),
  /** The general rate used, in percent (the company settings' rate at that moment). */
  ivaRate: z.number(),
  ivaCents: z.number().int(),
  totalCents: z.number().int(),
  /** Units over all lines. */
  totalItems: z.number().int(),
});
export type SaleSummary = z.infer<typeof saleSummarySchema>;

/** What the lines weigh for their freight: quantity × each presentation's shipping weight. */
export const shippingWeightSchema = z.object({
  /** Kilograms, three decimals, of the lines whose weight is known. */
  kg: z.number(),
  /** Products whose weight is unknown (left out of `kg`): staff weigh them. */
  unknownProducts: z.array(z.string()),
  /** Liquids without a density, weighed at 1 kg/L. */
  assumedDensityProducts: z.array(z.string()),
});
export type ShippingWeightSummary = z.infer<typeof shippingWeightSchema>;

/** A way to receive the order, priced for these lines (shown before the buyer commits). */
export const deliveryOptionSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  available: z.boolean(),
  /** null: priced later (special transport), or not available. */
  cents: z.number().int().nullable(),
  /** Why it is not available, or what to know ("Gratis desde $150,00"). */
  note: z.string().nullable(),
  /** Courier to the chosen province: working days to deliver; null otherwise. */
  deliveryDays: z.number().int().nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const priceQuoteResponseSchema = z.object({
  lines: z.array(pricedLineSchema),
  summary: saleSummarySchema,
  deliveryOptions: z.array(deliveryOptionSchema),
  /**
   * For a cart or checkout, each branch in the settings' order and what it lacks of these lines
   * for a pickup there («Quedan 157 kg de … en …»); empty: it has everything. Empty list where
   * stock is not checked (a quotation).
   */
  pickupStock: z.array(z.object({ branchName: z.string(), shortfalls: z.array(z.string()) })),
  shippingWeight: shippingWeightSchema,
  /** Messages that stop the order as it is (a line's error, the consumidor final limit…). */
  errors: z.array(z.string()),
  /** What the buyer should know but may confirm (a company RUC without a check digit…). */
  warnings: z.array(z.string()),
});
export type PriceQuoteResponse = z.infer<typeof priceQuoteResponseSchema>;
