import { z } from 'zod';
import { imageSchema, slugify } from './catalog';
import { int4 } from './common';
import { isValidCedulaOrRuc, isValidRuc } from './tax-id';
import { oneLine } from './text';
import { emailSchema } from './users';

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/** Free text that may be left empty ('' rather than null: the form edits it as text). */
const plainText = (max: number, tooLong: string) =>
  z.string().trim().max(max, { error: tooLong }).default('');

/** A phone as people write it: digits, spaces, parentheses and dashes, maybe a leading +. */
export const phoneSchema = z
  .string({ error: 'Ingresa un teléfono' })
  .trim()
  .max(30, { error: 'El teléfono es demasiado largo' })
  .refine((value) => /^[+(\d][\d\s()-]*$/.test(value) && value.replace(/\D/g, '').length >= 6, {
    error: 'Ingresa un teléfono válido',
  });

/** An https address, or null when left empty (a link the shop shows must not downgrade). */
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: `${label}: la dirección es demasiado larga` })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (URL.canParse(value) && value.startsWith('https://')), {
      error: `${label}: escribe una dirección que empiece por https://`,
    });

const phoneList = (label: string) =>
  z
    .array(phoneSchema)
    .max(5, { error: `${label}: como máximo 5` })
    .default([]);

export const openingHoursSchema = z.object({
  days: requiredText(60, 'Indica los días', 'Los días admiten 60 caracteres'),
  time: requiredText(60, 'Indica el horario', 'El horario admite 60 caracteres'),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** What a branch's key may hold: what stock and orders refer to it by. */
const BRANCH_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export const branchSchema = z.object({
  /**
   * The branch's stable key (`sur-de-quito`): given from its name when it is first saved and kept
   * when it is renamed, so its stock and orders stay its own.
   */
  id: z.string().regex(BRANCH_ID_PATTERN, { error: 'La sucursal no es válida' }).optional(),
  name: oneLine(
    requiredText(80, 'Ingresa el nombre de la sucursal', 'El nombre admite 80 caracteres'),
  ),
  address: requiredText(300, 'Ingresa la dirección', 'La dirección admite 300 caracteres'),
  mapUrl: httpsUrl('Mapa'),
  landlines: phoneList('Teléfonos fijos'),
  mobiles: phoneList('Celulares'),
  emails: z.array(emailSchema).max(5, { error: 'Correos: como máximo 5' }).default([]),
  hours: z.array(openingHoursSchema).max(7, { error: 'Horarios: como máximo 7' }).default([]),
});
export type Branch = z.infer<typeof branchSchema>;
/** A branch as the settings hold it once saved or read: always with its key. */
export type KeyedBranch = Branch & { id: string };

/** Gives a key to each branch without one (from its name, unique among them). */
export function withBranchIds<T extends { id?: string; name: string }>(
  branches: readonly T[],
): (T & { id: string })[] {
  const used = new Set(branches.flatMap((branch) => (branch.id ? [branch.id] : [])));
  return branches.map((branch) => {
    if (branch.id) return branch as T & { id: string };
    const base = slugify(branch.name).slice(0, 56).replace(/-+$/, '') || 'sucursal';
    let id = base;
    for (let suffix = 2; used.has(id); suffix += 1) id = `${base}-${suffix}`;
    used.add(id);
    return { ...branch, id };
  });
}

export { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from './social-networks';

export const socialLinksSchema = z.object({
  facebook: httpsUrl('Facebook'),
  instagram: httpsUrl('Instagram'),
  tiktok: httpsUrl('TikTok'),
  youtube: httpsUrl('YouTube'),
  linkedin: httpsUrl('LinkedIn'),
  x: httpsUrl('X'),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const BANK_ACCOUNT_TYPES = ['ahorros', 'corriente'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  ahorros: 'Ahorros',
  corriente: 'Corriente',
};

export const bankAccountSchema = z.object({
  bank: requiredText(80, 'Ingresa el banco', 'El banco admite 80 caracteres'),
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Elige ahorros o corriente' }),
  number: z
    .string({ error: 'Ingresa el número de cuenta' })
    .trim()
    .regex(/^\d{5,20}$/, { error: 'El número de cuenta tiene de 5 a 20 dígitos' }),
  holder: oneLine(requiredText(150, 'Ingresa el titular', 'El titular admite 150 caracteres')),
  holderId: z
    .string({ error: 'Ingresa la cédula o el RUC del titular' })
    .trim()
    .refine(isValidCedulaOrRuc, { error: 'La cédula o el RUC del titular no es válido' }),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const RUC_MESSAGE = 'El RUC no es válido: 13 dígitos, con provincia y dígito verificador';

/** The SRI's limit for a sale to "consumidor final" without the buyer's identification: $50. */
export const CONSUMIDOR_FINAL_LIMIT_CENTS = 5000;

const cents = (message: string) => int4(message).min(0, { error: message });

/**
 * The seller's company settings as the administrator edits them: one record, read by the
 * storefront (footer, contact page, support chat), quotations, checkout and prices.
 */
/** The e-mails to customers an owner may turn off, each on unless turned off. */
export const CUSTOMER_EMAILS = ['accountCreated'] as const;
export type CustomerEmail = (typeof CUSTOMER_EMAILS)[number];

const customerEmailsSchema = z
  .object({ accountCreated: z.boolean().default(true) })
  .default({ accountCreated: true });

export const companySettingsSchema = z.object({
  legalName: oneLine(
    requiredText(200, 'Ingresa la razón social', 'La razón social admite 200 caracteres'),
  ),
  tradeName: oneLine(
    requiredText(120, 'Ingresa el nombre comercial', 'El nombre comercial admite 120 caracteres'),
  ),
  /** Null until the owner enters it (a new install may not know it). */
  ruc: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isValidRuc(value), { error: RUC_MESSAGE }),
  tagline: plainText(160, 'El lema admite 160 caracteres'),
  description: plainText(600, 'La descripción admite 600 caracteres'),
  branches: z
    .array(branchSchema)
    .min(1, { error: 'Agrega al menos una sucursal' })
    .max(10, { error: 'Como máximo 10 sucursales' })
    .refine(
      (branches) => {
        const ids = branches.flatMap((branch) => (branch.id ? [branch.id] : []));
        return new Set(ids).size === ids.length;
      },
      { error: 'Dos sucursales no pueden ser la misma' },
    )
    .transform(withBranchIds),
  /** The WhatsApp support number; links use its digits (with the country code). */
  whatsappNumber: phoneSchema.refine((value) => value.replace(/\D/g, '').length >= 7, {
    error: 'Escribe el número con código de país, p. ej. +593 99 123 4567',
  }),
  whatsappGreeting: plainText(300, 'El saludo admite 300 caracteres'),
  social: socialLinksSchema,
  bankAccounts: z.array(bankAccountSchema).max(10, { error: 'Como máximo 10 cuentas' }).default([]),
  /** IVA in percent (15 by default). */
  ivaRate: z
    .number({ error: 'Ingresa el IVA en porcentaje' })
    .min(0, { error: 'El IVA va de 0 a 100 %' })
    .max(100, { error: 'El IVA va de 0 a 100 %' })
    .refine((value) => Number.isInteger(value * 100), {
      error: 'El IVA admite hasta dos decimales',
    }),
  consumidorFinalLimitCents: cents('El límite de consumidor final no es válido').default(
    CONSUMIDOR_FINAL_LIMIT_CENTS,
  ),
  quotationValidityDays: int4('La validez debe ser un número entero de días')
    .min(1, { error: 'La validez va de 1 a 365 días' })
    .max(365, { error: 'La validez va de 1 a 365 días' }),
  quotationConditions: plainText(4000, 'Las condiciones admiten 4000 caracteres'),
  /** Orders from this subtotal ship free; null: no free shipping. */
  freeShippingThresholdCents: cents('El monto para envío gratis no es válido').nullable(),
  /** An uploaded image (the uploads module), or null for the text logo. */
  logoImageId: z.uuid({ error: 'El logo no es válido' }).nullable().default(null),
  /**
   * Which optional e-mails the shop sends its customers. A password reset is always sent:
   * without it nobody who forgot a password could get back in.
   */
  customerEmails: customerEmailsSchema,
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsSchema>;

/** What the administrator reads: the settings, their logo as an image, and the last save. */
export const companySettingsResponseSchema = z.object({
  settings: companySettingsSchema,
  logo: imageSchema.nullable(),
  /** Null until the first save (the defaults are showing). */
  updatedAt: z.string().nullable(),
});
export type CompanySettingsResponse = z.infer<typeof companySettingsResponseSchema>;

/**
 * What every visitor's page shows. Nothing in the settings is secret: bank accounts are shown
 * at checkout for transfers. Without the logo id (the visitor gets the image itself).
 */
export const publicCompanySchema = companySettingsSchema
  .omit({ logoImageId: true, customerEmails: true })
  .extend({
    logo: imageSchema.nullable(),
  });
export type PublicCompany = z.infer<typeof publicCompanySchema>;
