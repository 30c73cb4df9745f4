import type { CompanySettingsValues, KeyedBranch } from '@quimia/contracts';
import type { AppConfig } from '../../config';

const HOURS = [
  { days: 'Lunes a viernes', time: '8:00 - 17:00' },
  { days: 'Sábados', time: '9:00 - 13:00' },
];

/** The branches a new shop starts with (their keys are what stock and orders refer to). */
export const DEFAULT_BRANCHES: KeyedBranch[] = [
  {
    id: 'valle-de-los-chillos',
    name: 'Valle de los Chillos',
    address: 'Av. General Enríquez y Juan de Salinas, Sangolquí, Pichincha',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Sangolqu%C3%AD%2C+Pichincha%2C+Ecuador',
    landlines: ['(02) 233-4567'],
    mobiles: ['099 123 4567'],
    emails: ['valle@produapps.ec'],
    hours: HOURS,
  },
  {
    id: 'sur-de-quito',
    name: 'Sur de Quito',
    address: 'Av. Maldonado S12-145 y Pujilí, Quito, Pichincha',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=Av.+Maldonado+y+Pujil%C3%AD%2C+Quito%2C+Ecuador',
    landlines: ['(02) 265-8901'],
    mobiles: ['098 765 4321'],
    emails: ['sur@produapps.ec'],
    hours: HOURS,
  },
];

/**
 * The settings of a new install, until the administrator saves them: sample data for the two
 * branches, and the WhatsApp number, IVA rate and RUC the environment gives.
 */
export function defaultCompanySettings(
  config: Pick<AppConfig, 'SUPPORT_PHONE' | 'IVA_RATE' | 'COMPANY_RUC'>,
): CompanySettingsValues {
  return {
    legalName: 'ProduApps',
    tradeName: 'ProduApps',
    ruc: config.COMPANY_RUC ?? null,
    tagline: 'Productos químicos y materias primas',
    description:
      'Somos líderes en la venta de productos químicos y materias primas, al por mayor y menor, con envíos a nivel nacional.',
    branches: DEFAULT_BRANCHES.map((branch) => ({ ...branch, hours: [...branch.hours] })),
    whatsappNumber: config.SUPPORT_PHONE,
    whatsappGreeting: 'Hola, quisiera información sobre sus productos químicos.',
    social: {
      facebook: 'https://www.facebook.com/produapps.ec',
      instagram: 'https://www.instagram.com/produapps.ec',
      tiktok: 'https://www.tiktok.com/@produapps.ec',
      youtube: null,
      linkedin: null,
      x: null,
    },
    bankAccounts: [],
    ivaRate: config.IVA_RATE,
    consumidorFinalLimitCents: 5000,
    quotationValidityDays: 15,
    quotationConditions:
      'Precios en dólares de los Estados Unidos. Sujeto a disponibilidad de stock al confirmar el pedido. El envío se cotiza aparte según el destino.',
    freeShippingThresholdCents: null,
    logoImageId: null,
    customerEmails: { accountCreated: true },
  };
}
