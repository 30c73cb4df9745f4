import {
  companySettingsSchema,
  type BankAccountType,
  type CompanySettingsResponse,
  type CompanySettingsValues,
  type CustomerEmail,
  type SocialNetwork,
} from '@quimia/contracts';
import { bodyResolver } from '@/lib/body-resolver';
import { centsToDollars, dollarsToCents } from '@/lib/format';

export type BranchRow = {
  name: string;
  address: string;
  mapUrl: string;
  landlines: string[];
  mobiles: string[];
  emails: string[];
  hours: { days: string; time: string }[];
};

export type BankAccountRow = {
  bank: string;
  type: BankAccountType;
  number: string;
  holder: string;
  holderId: string;
};

/** What the form holds: the settings with text for empty links and dollars for amounts. */
export type CompanyFormValues = {
  legalName: string;
  tradeName: string;
  ruc: string;
  tagline: string;
  description: string;
  branches: BranchRow[];
  whatsappNumber: string;
  whatsappGreeting: string;
  social: Record<SocialNetwork, string>;
  bankAccounts: BankAccountRow[];
  ivaRate: number | null;
  consumidorFinalLimit: number | null;
  quotationValidityDays: number | null;
  quotationConditions: string;
  /** Empty: no free shipping. */
  freeShippingThreshold: number | null;
  logoImageId: string | null;
  customerEmails: Record<CustomerEmail, boolean>;
};

export const emptyBranch = (): BranchRow => ({
  name: '',
  address: '',
  mapUrl: '',
  landlines: [],
  mobiles: [],
  emails: [],
  hours: [],
});

export const emptyBankAccount = (): BankAccountRow => ({
  bank: '',
  type: 'ahorros',
  number: '',
  holder: '',
  holderId: '',
});

export function toFormValues({ settings }: CompanySettingsResponse): CompanyFormValues {
  const social = settings.social;
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName,
    ruc: settings.ruc ?? '',
    tagline: settings.tagline,
    description: settings.description,
    branches: settings.branches.map((branch) => ({
      ...branch,
      mapUrl: branch.mapUrl ?? '',
      hours: branch.hours.map((slot) => ({ ...slot })),
    })),
    whatsappNumber: settings.whatsappNumber,
    whatsappGreeting: settings.whatsappGreeting,
    social: {
      facebook: social.facebook ?? '',
      instagram: social.instagram ?? '',
      tiktok: social.tiktok ?? '',
      youtube: social.youtube ?? '',
      linkedin: social.linkedin ?? '',
      x: social.x ?? '',
    },
    bankAccounts: settings.bankAccounts.map((account) => ({ ...account })),
    ivaRate: settings.ivaRate,
    consumidorFinalLimit: centsToDollars(settings.consumidorFinalLimitCents),
    quotationValidityDays: settings.quotationValidityDays,
    quotationConditions: settings.quotationConditions,
    freeShippingThreshold: centsToDollars(settings.freeShippingThresholdCents),
    logoImageId: settings.logoImageId,
    customerEmails: { ...settings.customerEmails },
  };
}

/** The request body: amounts in cents; the schema turns empty links into null. */
export function toCompanyBody(values: CompanyFormValues) {
  return {
    ...values,
    consumidorFinalLimit: undefined,
    freeShippingThreshold: undefined,
    consumidorFinalLimitCents: dollarsToCents(values.consumidorFinalLimit),
    freeShippingThresholdCents: dollarsToCents(values.freeShippingThreshold),
  };
}

/** The form's field for a path of the body (a list's item is shown on its list's field). */
export function companyFormPath(bodyPath: string): string | null {
  if (!bodyPath) return null;
  if (bodyPath === 'consumidorFinalLimitCents') return 'consumidorFinalLimit';
  if (bodyPath === 'freeShippingThresholdCents') return 'freeShippingThreshold';
  const listItem = /^(branches\.\d+\.(?:landlines|mobiles|emails))\.\d+$/.exec(bodyPath);
  if (listItem) return listItem[1]!;
  return bodyPath;
}

/** Validates the form with the API's own schema. */
export const companyResolver = bodyResolver<CompanyFormValues, typeof companySettingsSchema>(
  companySettingsSchema,
  toCompanyBody,
  companyFormPath,
);

export type CompanyFormOutput = CompanySettingsValues;
