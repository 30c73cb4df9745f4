import { z } from 'zod';
import { phoneSchema, RUC_MESSAGE } from './company';
import { isValidCedula, isValidRuc } from './tax-id';
import { oneLine } from './text';
import { emailSchema } from './users';

/** Ecuador's 24 provinces, as a delivery address names them. */
export const ECUADOR_PROVINCES = [
  'Azuay',
  'Bolívar',
  'Cañar',
  'Carchi',
  'Chimborazo',
  'Cotopaxi',
  'El Oro',
  'Esmeraldas',
  'Galápagos',
  'Guayas',
  'Imbabura',
  'Loja',
  'Los Ríos',
  'Manabí',
  'Morona Santiago',
  'Napo',
  'Orellana',
  'Pastaza',
  'Pichincha',
  'Santa Elena',
  'Santo Domingo de los Tsáchilas',
  'Sucumbíos',
  'Tungurahua',
  'Zamora Chinchipe',
] as const;
export type EcuadorProvince = (typeof ECUADOR_PROVINCES)[number];

/** How the buyer of an electronic invoice is identified (the SRI's kinds of identification). */
export const IDENTIFICATION_TYPES = ['cedula', 'ruc', 'pasaporte', 'consumidor_final'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
export const IDENTIFICATION_TYPE_LABELS: Record<IdentificationType, string> = {
  cedula: 'Cédula',
  ruc: 'RUC',
  pasaporte: 'Pasaporte',
  consumidor_final: 'Consumidor final',
};

/** The identification the SRI gives every sale to "consumidor final". */
export const CONSUMIDOR_FINAL_ID = '9999999999999';
export const CONSUMIDOR_FINAL_NAME = 'CONSUMIDOR FINAL';

export const CEDULA_MESSAGE =
  'La cédula no es válida: 10 dígitos, con provincia y dígito verificador';
export const PASSPORT_MESSAGE = 'El pasaporte admite de 3 a 20 letras o números';

/** Text that may be left out or blank (then ''), trimmed, up to `max` characters. */
export const blankableText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).default('');

/** A name that may be left out or blank (then ''): one line, up to `max` characters. */
export const blankableName = (max: number, tooLong: string) =>
  oneLine(z.string().trim().max(max, { error: tooLong })).default('');

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/** An optional phone: empty is null. */
export const optionalPhoneSchema = z
  .union([z.literal('').transform(() => null), phoneSchema])
  .nullish()
  .transform((value) => value ?? null);

/**
 * What is wrong with an identification for its type, as an invoice would check it; null when it
 * passes (consumidor final always does: the SRI's own number is filled in).
 */
export function identificationProblem(
  type: IdentificationType,
  identification: string,
): string | null {
  if (type === 'cedula' && !isValidCedula(identification)) return CEDULA_MESSAGE;
  if (type === 'ruc' && !isValidRuc(identification)) return RUC_MESSAGE;
  if (type === 'pasaporte' && !/^[A-Za-z0-9]{3,20}$/.test(identification)) {
    return PASSPORT_MESSAGE;
  }
  return null;
}

/**
 * A customer's billing data for electronic invoices: who the invoice names, checked as the SRI
 * checks it. "Consumidor final" needs no number or name (the SRI's own are filled in).
 */
export const customerBillingSchema = z
  .object({
    identificationType: z.enum(IDENTIFICATION_TYPES, {
      error: 'Elige el tipo de identificación',
    }),
    identification: blankableText(20, 'La identificación es demasiado larga'),
    /** Razón social, or the person's full name. */
    name: blankableName(300, 'La razón social admite 300 caracteres'),
    address: blankableText(300, 'La dirección admite 300 caracteres'),
    /** Where the electronic invoice is sent. */
    email: emailSchema,
    phone: optionalPhoneSchema,
  })
  .superRefine((billing, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message, input: billing });
    if (billing.identificationType === 'consumidor_final') return;
    const problem = identificationProblem(billing.identificationType, billing.identification);
    if (problem) issue('identification', problem);
    if (!billing.name) issue('name', 'Ingresa la razón social o el nombre');
    if (!billing.address) issue('address', 'Ingresa la dirección');
  })
  .transform((billing) =>
    billing.identificationType === 'consumidor_final'
      ? {
          ...billing,
          identification: CONSUMIDOR_FINAL_ID,
          name: billing.name || CONSUMIDOR_FINAL_NAME,
        }
      : { ...billing, identification: billing.identification.toUpperCase() },
  );
export type CustomerBillingInput = z.input<typeof customerBillingSchema>;
export type CustomerBilling = z.output<typeof customerBillingSchema>;

/** A place the customer receives orders: a warehouse, a shop, a home. */
export const deliveryAddressSchema = z.object({
  /** The customer's own name for it ("Bodega", "Local Sur"). */
  label: oneLine(
    requiredText(60, 'Ponle un nombre (p. ej. Bodega)', 'El nombre admite 60 caracteres'),
  ),
  contactName: oneLine(
    requiredText(
      120,
      'Ingresa el nombre de quien recibe',
      'El nombre de quien recibe admite 120 caracteres',
    ),
  ),
  phone: phoneSchema,
  province: z.enum(ECUADOR_PROVINCES, { error: 'Elige la provincia' }),
  city: requiredText(80, 'Ingresa la ciudad', 'La ciudad admite 80 caracteres'),
  address: requiredText(300, 'Ingresa la dirección', 'La dirección admite 300 caracteres'),
  /** How to find it: a landmark, a colour, a floor. */
  reference: blankableText(300, 'La referencia admite 300 caracteres'),
  /** The address the checkout offers first. */
  isDefault: z.boolean().default(false),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** How many delivery addresses one customer may keep. */
export const MAX_DELIVERY_ADDRESSES = 20;

/** Body of the save: creates without `id`, updates the customer's own address with one. */
export const deliveryAddressSaveBodySchema = deliveryAddressSchema.extend({
  id: z.uuid({ error: 'La dirección no es válida' }).optional(),
});
export type DeliveryAddressSaveBody = z.input<typeof deliveryAddressSaveBodySchema>;

export const savedDeliveryAddressSchema = deliveryAddressSchema.extend({
  id: z.string(),
  isDefault: z.boolean(),
});
export type SavedDeliveryAddress = z.infer<typeof savedDeliveryAddressSchema>;

/** The billing data as stored: the output of `customerBillingSchema`. */
export const savedCustomerBillingSchema = z.object({
  identificationType: z.enum(IDENTIFICATION_TYPES),
  identification: z.string(),
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

/** The signed-in customer's saved data: billing (null until saved) and delivery addresses. */
export const customerAccountSchema = z.object({
  billing: savedCustomerBillingSchema.nullable(),
  /** The default first, then the newest. */
  addresses: z.array(savedDeliveryAddressSchema),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
