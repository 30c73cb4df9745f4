// Electronic invoicing with the SRI: the settings, the signature certificate, and the invoices and
// credit notes the shop issues, as the dashboard and the buyer see them.
import { z } from 'zod';
import { calendarDay, listResponseSchema, optionalText, paginationQuerySchema } from './common';
import { oneLine } from './text';

export const SRI_ENVIRONMENTS = ['pruebas', 'produccion'] as const;
export type SriEnvironmentName = (typeof SRI_ENVIRONMENTS)[number];
export const SRI_ENVIRONMENT_LABELS: Record<SriEnvironmentName, string> = {
  pruebas: 'Pruebas',
  produccion: 'Producción',
};

/**
 * The factura schema versions the shop can write. 1.1.0 is the default: it takes quantities and
 * unit prices with six decimals, as 2.1.0 does, and 2.1.0 only adds what a shop does not issue
 * (a replacement delivery guide and third-party charges); both are accepted by the SRI.
 */
export const INVOICE_XML_VERSIONS = ['1.1.0', '2.1.0'] as const;
export type InvoiceXmlVersion = (typeof INVOICE_XML_VERSIONS)[number];

export const RIMPE_REGIMES = ['ninguno', 'emprendedor', 'negocio_popular'] as const;
export type RimpeRegime = (typeof RIMPE_REGIMES)[number];
export const RIMPE_LEGENDS: Record<Exclude<RimpeRegime, 'ninguno'>, string> = {
  emprendedor: 'CONTRIBUYENTE RÉGIMEN RIMPE',
  negocio_popular: 'CONTRIBUYENTE NEGOCIO POPULAR - RÉGIMEN RIMPE',
};

const threeDigits = (label: string) =>
  z
    .string({ error: `Ingresa ${label}` })
    .trim()
    .regex(/^\d{3}$/, {
      error: `${label[0]!.toUpperCase()}${label.slice(1)}: tres dígitos, p. ej. 001`,
    })
    .refine((value) => value !== '000', {
      error: `${label[0]!.toUpperCase()}${label.slice(1)} no puede ser 000`,
    });

const address = (label: string) =>
  oneLine(
    z
      .string({ error: `Ingresa la ${label}` })
      .trim()
      .min(1, { error: `Ingresa la ${label}` })
      .max(300, { error: `La ${label} admite 300 caracteres` }),
  );

/** A resolution number as the SRI's schema takes it, or null. */
const resolution = (label: string, pattern: RegExp, form: string) =>
  optionalText(30).refine((value) => value === null || pattern.test(value), {
    error: `${label}: ${form}`,
  });

/** A branch with its own series: orders picked up there are invoiced with it. */
export const branchSeriesSchema = z.object({
  /** The branch's name, as Empresa › Sucursales has it. */
  branch: oneLine(
    z
      .string({ error: 'Elige la sucursal' })
      .trim()
      .min(1, { error: 'Elige la sucursal' })
      .max(80, { error: 'El nombre de la sucursal admite 80 caracteres' }),
  ),
  establishment: threeDigits('el establecimiento'),
  emissionPoint: threeDigits('el punto de emisión'),
  establishmentAddress: address('dirección del establecimiento'),
});
export type BranchSeries = z.infer<typeof branchSeriesSchema>;

/** How a series reads on a document and on screen: `001-002`. */
export const seriesLabel = (series: { establishment: string; emissionPoint: string }) =>
  `${series.establishment}-${series.emissionPoint}`;

const invoicingSettingsFields = z.object({
  environment: z.enum(SRI_ENVIRONMENTS, { error: 'Elige el ambiente: pruebas o producción' }),
  /** The web shop's series: establecimiento and punto de emisión. */
  establishment: threeDigits('el establecimiento'),
  emissionPoint: threeDigits('el punto de emisión'),
  headOfficeAddress: address('dirección matriz'),
  establishmentAddress: address('dirección del establecimiento'),
  keepsAccounts: z.boolean({ error: 'Indica si está obligado a llevar contabilidad' }),
  specialTaxpayerResolution: resolution(
    'Contribuyente especial',
    /^[A-Za-z0-9]{3,13}$/,
    'el número de resolución, de 3 a 13 letras o dígitos',
  ),
  withholdingAgentResolution: resolution(
    'Agente de retención',
    /^\d{1,8}$/,
    'el número de resolución, hasta 8 dígitos',
  ),
  rimpe: z.enum(RIMPE_REGIMES, { error: 'Elige el régimen RIMPE' }).default('ninguno'),
  xmlVersion: z
    .enum(INVOICE_XML_VERSIONS, { error: 'Elige la versión 1.1.0 o 2.1.0' })
    .default('1.1.0'),
  /** Confirming an order issues its invoice. */
  autoIssue: z.boolean().default(false),
  /** Branches that invoice their pickups with their own series; the others use the shop's. */
  branchSeries: z
    .array(branchSeriesSchema)
    .max(10, { error: 'Como máximo 10 series de sucursal' })
    .default([]),
});

/**
 * Each branch has one series at most, and no two establishments share a series: a series is one
 * place's numbering, and its documents print that place's address.
 */
export const invoicingSettingsSchema = invoicingSettingsFields.superRefine((settings, context) => {
  const branches = new Set<string>();
  const series = new Set([seriesLabel(settings)]);
  settings.branchSeries.forEach((entry, index) => {
    const branchKey = entry.branch.toLocaleLowerCase('es');
    if (branches.has(branchKey)) {
      context.addIssue({
        code: 'custom',
        path: ['branchSeries', index, 'branch'],
        message: `La sucursal «${entry.branch}» ya tiene su serie`,
      });
    }
    branches.add(branchKey);
    const label = seriesLabel(entry);
    if (series.has(label)) {
      context.addIssue({
        code: 'custom',
        path: ['branchSeries', index, 'emissionPoint'],
        message: `La serie ${label} ya está en uso: cada sucursal necesita la suya`,
      });
    }
    series.add(label);
  });
});
export type InvoicingSettings = z.output<typeof invoicingSettingsSchema>;
export type InvoicingSettingsInput = z.input<typeof invoicingSettingsSchema>;

/** What the server read from the uploaded certificate; never the file or its password. */
export const certificateInfoSchema = z.object({
  holder: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** The RUC the certificate names, when it carries one. */
  ruc: z.string().nullable(),
  uploadedAt: z.string(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

export const invoicingConfigurationSchema = z.object({
  /** Null until an administrator saves them. */
  settings: invoicingSettingsSchema.nullable(),
  certificate: certificateInfoSchema.nullable(),
  /** What still stops the shop from issuing (no RUC, no certificate…), in Spanish. */
  missing: z.array(z.string()),
  /** Things to look at that do not stop it (the certificate's RUC is not the company's…). */
  warnings: z.array(z.string()),
  /** The SRI addresses in use (environment's, or the ones the server was started with). */
  endpoints: z.object({ reception: z.string(), authorization: z.string() }),
  updatedAt: z.string().nullable(),
});
export type InvoicingConfiguration = z.infer<typeof invoicingConfigurationSchema>;

export const certificateUploadResponseSchema = z.object({
  certificate: certificateInfoSchema,
  warnings: z.array(z.string()),
});

export const ELECTRONIC_DOCUMENT_KINDS = ['factura', 'notaCredito'] as const;
export type ElectronicDocumentKindName = (typeof ELECTRONIC_DOCUMENT_KINDS)[number];
export const ELECTRONIC_DOCUMENT_KIND_LABELS: Record<ElectronicDocumentKindName, string> = {
  factura: 'Factura',
  notaCredito: 'Nota de crédito',
};

export const INVOICE_STATUSES = [
  'por_enviar',
  'recibida',
  'autorizada',
  'devuelta',
  'no_autorizada',
  'anulada',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  por_enviar: 'Por enviar',
  recibida: 'Recibida',
  autorizada: 'Autorizada',
  devuelta: 'Devuelta',
  no_autorizada: 'No autorizada',
  anulada: 'Anulada',
};

export const sriMessageSchema = z.object({
  identifier: z.string(),
  message: z.string(),
  additionalInfo: z.string().nullable(),
  type: z.string(),
});
export type SriMessage = z.infer<typeof sriMessageSchema>;

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ELECTRONIC_DOCUMENT_KINDS),
  /** `001-002-000000123`. */
  number: z.string(),
  accessKey: z.string(),
  status: z.enum(INVOICE_STATUSES),
  environment: z.enum(SRI_ENVIRONMENTS),
  issueDate: z.string(),
  buyerName: z.string(),
  buyerIdentification: z.string(),
  totalCents: z.number().int(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  /** A credit note's invoice. */
  invoiceId: z.uuid().nullable(),
  authorizedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceEventSchema = z.object({
  at: z.string(),
  /** What happened, in Spanish («Enviada al SRI», «El SRI la devolvió»…). */
  title: z.string(),
  status: z.enum(INVOICE_STATUSES),
  messages: z.array(sriMessageSchema),
  actorName: z.string().nullable(),
});

export const invoiceLineSchema = z.object({
  code: z.string(),
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  discountCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxRate: z.number(),
  taxLabel: z.string(),
});

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxes: z.array(
    z.object({ label: z.string(), baseCents: z.number().int(), amountCents: z.number().int() }),
  ),
  buyerEmail: z.string().nullable(),
  /** The SRI's messages of its last answer, word for word. */
  messages: z.array(sriMessageSchema),
  /** What staff can do about the last answer, in Spanish. */
  advice: z.string().nullable(),
  events: z.array(invoiceEventSchema),
  /** When the next automatic attempt is due (the SRI was down or slow). */
  nextAttemptAt: z.string().nullable(),
  creditNotes: z.array(invoiceSummarySchema),
  /** A credit note: why it was issued and what it modifies. */
  reason: z.string().nullable(),
  modifiedNumber: z.string().nullable(),
  canRetry: z.boolean(),
  canCreditNote: z.boolean(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceListQuerySchema = paginationQuerySchema.extend({
  /** The documents of one order (its invoice and credit notes). */
  orderId: z.uuid({ error: 'El pedido no es válido' }).optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'Elige un estado válido' }).optional(),
  kind: z.enum(ELECTRONIC_DOCUMENT_KINDS, { error: 'Elige un tipo válido' }).optional(),
  q: optionalText(100),
  desde: calendarDay('La fecha «desde» no es válida').optional(),
  hasta: calendarDay('La fecha «hasta» no es válida').optional(),
});

export const invoiceListResponseSchema = listResponseSchema(invoiceSummarySchema).extend({
  /** How many documents of each status match the other filters. */
  counts: z.record(z.enum(INVOICE_STATUSES), z.number().int()),
});

export const issueInvoiceBodySchema = z.object({
  orderId: z.uuid({ error: 'El pedido no es válido' }),
});

export const issuedInvoiceResponseSchema = z.object({
  invoice: z.object({
    id: z.uuid(),
    number: z.string(),
    accessKey: z.string(),
    status: z.enum(INVOICE_STATUSES),
  }),
});

export const creditNoteBodySchema = z.object({
  invoiceId: z.uuid({ error: 'La factura no es válida' }),
  reason: oneLine(
    z
      .string({ error: 'Indica el motivo de la nota de crédito' })
      .trim()
      .min(3, { error: 'Indica el motivo de la nota de crédito' })
      .max(300, { error: 'El motivo admite 300 caracteres' }),
  ),
  /** Returned lines (by their position on the invoice) and how many; none: the whole invoice. */
  lines: z
    .array(
      z.object({
        line: z.number().int().min(0).max(999),
        quantity: z
          .number({ error: 'Indica la cantidad devuelta' })
          .positive({ error: 'La cantidad devuelta debe ser mayor que cero' })
          .max(1_000_000, { error: 'La cantidad devuelta es demasiado grande' }),
      }),
    )
    .max(1000)
    .optional(),
});

/** A buyer's authorised documents, by order, for Mi cuenta's downloads. */
export const myInvoicesResponseSchema = z.object({
  items: z.array(
    invoiceSummarySchema.pick({
      id: true,
      kind: true,
      number: true,
      issueDate: true,
      totalCents: true,
      orderId: true,
      orderNumber: true,
    }),
  ),
});
